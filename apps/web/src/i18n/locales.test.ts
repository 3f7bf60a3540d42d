import { describe, expect, it } from 'vitest';
import { ENDONYMS, LOCALES, localeDirection, matchLocale } from './locales.ts';

describe('the interface language', () => {
  it("follows the first of the browser's languages it speaks", () => {
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt');
    expect(matchLocale(['sv-SE', 'de-DE'])).toBe('de');
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh');
    expect(matchLocale(['iw'])).toBe('he');
    expect(matchLocale(['sv'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('runs right to left for Hebrew, Persian and Arabic only', () => {
    expect(['he', 'fa', 'ar'].map((code) => localeDirection(code as 'he'))).toEqual(['rtl', 'rtl', 'rtl']);
    expect(localeDirection('ur' as 'en')).toBe('ltr');
    expect(localeDirection('ja')).toBe('ltr');
  });

  it("names each language as its speakers do, in the browser's own words", () => {
    for (const locale of LOCALES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? '';
      expect(ENDONYMS[locale]).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
  });
});
