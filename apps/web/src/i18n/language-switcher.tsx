import { useElementId } from '../lib/hydrate-later.tsx';
import { ENDONYMS, LOCALES, type Locale } from './locales.ts';
import { useLocale, useT } from './use-t.ts';

/** The interface's language: every screen changes at once, and the choice is remembered. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const id = useElementId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('common.appLanguage')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          void setLocale(event.target.value as Locale);
        }}
        className="select-chevron h-11 max-w-40 rounded-full bg-white ps-4 pe-9 font-display text-base font-medium text-grape-800 shadow-soft ring-1 ring-grape-100"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ENDONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
