import { LANGUAGES, WEB_BASENAME } from '@storyloom/contract';

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
/** A year: the switcher's choice is kept as long as the browser keeps it in storage. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
  if (isLocale(stored)) {
    // Chosen before the choice was also kept for the server: from now on it is.
    if (cookieLocale(document.cookie) !== stored) rememberForServer(stored);
    return stored;
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLocale(browser.filter(Boolean));
}

/**
 * The language the server draws a page's first screen in, as the browser will choose it
 * (initialLocale): the switcher's choice from its cookie, else the first of the Accept-Language
 * header's languages the interface speaks, in the order of their weights.
 */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = cookieLocale(cookie ?? '');
  if (chosen) return chosen;
  const weighted = (acceptLanguage ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
  });
  const preferred = weighted
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return matchLocale(preferred.map(({ tag }) => tag));
}

/** The switcher's choice, kept in this browser and, for the server's first screens, in a cookie. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
  rememberForServer(locale);
}

function rememberForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves.
  document.cookie = `${STORAGE_KEY}=${locale}; path=${WEB_BASENAME}; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language in a Cookie header's (or document.cookie's) switcher cookie, if it names one. */
function cookieLocale(cookies: string): Locale | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === STORAGE_KEY && isLocale(value)) return value;
  }
  return null;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Puts the language and direction on <html>, so the whole page, not just the app, follows it.
 * Only what differs is written: the browser works out the style of every element of the page again
 * when either is written, even with the value it had.
 */
export function applyToDocument(locale: Locale): void {
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
  const dir = localeDirection(locale);
  if (root.dir !== dir) root.dir = dir;
}
