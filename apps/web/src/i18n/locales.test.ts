import { describe, expect, it } from 'vitest';
import {
  applyToDocument,
  ENDONYMS,
  initialLocale,
  LOCALES,
  localeDirection,
  matchLocale,
  rememberLocale,
  requestLocale,
} from './locales.ts';

/** Forgets the switcher's cookie, as a browser that never had it. */
const forgetCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the app writes.
  document.cookie = 'storyloom.language=; path=/stories; max-age=0';
};

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

  it('is chosen on the server as the browser will choose it: the switcher’s cookie, else Accept-Language by weight', () => {
    expect(requestLocale('theme=dark; storyloom.language=ja', 'es')).toBe('ja');
    expect(requestLocale('storyloom.language=xx', 'es-MX,es;q=0.9')).toBe('es');
    expect(requestLocale(undefined, 'sv;q=1, de;q=0.4, fr;q=0.8')).toBe('fr');
    expect(requestLocale(undefined, 'fr;q=0, ar')).toBe('ar');
    expect(requestLocale(undefined, '*')).toBe('en');
    expect(requestLocale(undefined, undefined)).toBe('en');
  });

  it('is kept for the server too when chosen, and when it was chosen before the server could know', () => {
    // The cookie is the app's pages' own.
    window.history.replaceState(null, '', '/stories/');
    forgetCookie();
    rememberLocale('he');
    expect(requestLocale(document.cookie, 'en')).toBe('he');

    forgetCookie();
    localStorage.setItem('storyloom.language', 'ko');
    expect(initialLocale()).toBe('ko');
    expect(requestLocale(document.cookie, 'en')).toBe('ko');
    forgetCookie();
  });

  it('puts the language and direction on the page, and writes nothing when they are already there', async () => {
    const root = document.documentElement;
    applyToDocument('ar');
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);

    const writes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? '');
    });
    observer.observe(root, { attributes: true });
    applyToDocument('ar');
    applyToDocument('fa');
    await Promise.resolve();
    observer.disconnect();
    // Writing either, even unchanged, has the browser restyle every element of the page.
    expect(writes).toEqual(['lang']);
    applyToDocument('en');
  });
});
