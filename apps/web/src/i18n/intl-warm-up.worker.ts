// Started by warmUpIntl (intl-warm-up.ts), named after the language the page will format in.
const locale = self.name;
new Intl.NumberFormat(locale).format(1);
new Intl.DateTimeFormat(locale).format(0);
new Intl.PluralRules(locale).select(1);
new Intl.ListFormat(locale).format(['a', 'b']);
new Intl.DisplayNames(locale, { type: 'language' }).of(locale);
self.close();
