import { LANGUAGES, type LanguageCode } from '@storyloom/contract';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-t.ts';

/**
 * The story languages named in the interface's language ('Alemán' in Spanish). English keeps the
 * product's own names (product §3 says 'Farsi' where the browser would say 'Persian').
 */
export function useStoryLanguageName(): (code: LanguageCode) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    if (locale === 'en') {
      return (code: LanguageCode) => LANGUAGES.find((language) => language.code === code)?.label ?? code;
    }
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (code: LanguageCode) => {
      const name = names.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    };
  }, [locale]);
}
