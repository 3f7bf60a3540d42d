import { LANGUAGES } from '@storyloom/contract';

/** The interface speaks every story language (product §3), with English as the default. */
export const LOCALES = LANGUAGES.map((language) => language.code);
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in that language, as a speaker looks for it in the switcher. Written out
 * rather than asked of Intl.DisplayNames: the switcher is on every page, and the browser's language
 * names are slow to open on a phone's first render. A test holds them to Intl's names.
 */
export const ENDONYMS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
  he: 'עברית',
  fa: 'فارسی',
  fr: 'Français',
  hi: 'हिन्दी',
  pa: 'ਪੰਜਾਬੀ',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  ar: 'العربية',
};

const STORAGE_KEY = 'storyloom.language';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Right to left for Hebrew, Persian and Arabic: the whole layout mirrors. */
export const localeDirection = (locale: Locale): 'ltr' | 'rtl' =>
  LANGUAGES.find((language) => language.code === locale)?.dir ?? 'ltr';

/** Old codes some browsers still send for the same languages. */
const ALIASES: Record<string, Locale> = { iw: 'he', pes: 'fa', prs: 'fa', pan: 'pa', cmn: 'zh' };

/** The first of the browser's languages the interface speaks ('pt-BR' is Portuguese), else English. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const locale = ALIASES[primary] ?? primary;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The language chosen in the switcher, else the browser's. */
export function initialLocale(): Locale {
  const stored = readStored();
  if (isLocale(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLocale(browser.filter(Boolean));
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Puts the language and direction on <html>, so the whole page, not just the app, follows it. */
export function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}
