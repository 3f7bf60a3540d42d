import { useMemo } from 'react';
import type { Locale } from '../i18n/locales.ts';
import { useLocale } from '../i18n/use-t.ts';

const shortDateOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const shortDateTimeOptions: Intl.DateTimeFormatOptions = {
  ...shortDateOptions,
  hour: 'numeric',
  minute: '2-digit',
};

/** English keeps product §9's en-US form; every other language writes dates its own way. */
const dateLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

function format(options: Intl.DateTimeFormatOptions, iso: string, locale: Locale): string {
  const date = new Date(iso);
  // A story with an unreadable date still shows; it just has no date line.
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(dateLocale(locale), options).format(date);
}

/** A short date, e.g. 'Mar 5, 2026' in English (product §9), '5 mars 2026' in French. */
export const formatShortDate = (iso: string, locale: Locale = 'en'): string =>
  format(shortDateOptions, iso, locale);

/** A short date with the time, e.g. 'Mar 5, 2026, 4:07 PM' in English (product §9). */
export const formatShortDateTime = (iso: string, locale: Locale = 'en'): string =>
  format(shortDateTimeOptions, iso, locale);

/** The short date forms in the interface's language. */
export function useDateFormat(): { shortDate(iso: string): string; shortDateTime(iso: string): string } {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      shortDate: (iso) => formatShortDate(iso, locale),
      shortDateTime: (iso) => formatShortDateTime(iso, locale),
    }),
    [locale],
  );
}
