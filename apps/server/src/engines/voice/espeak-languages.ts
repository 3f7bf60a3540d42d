/** The espeak-ng voice that speaks each app language. */
const ESPEAK_LANGUAGE = new Map(
  Object.entries({
    en: 'en-us',
    es: 'es',
    tr: 'tr',
    he: 'he',
    fa: 'fa',
    fr: 'fr',
    hi: 'hi',
    pa: 'pa',
    zh: 'cmn',
    ja: 'ja',
    ko: 'ko',
    de: 'de',
    it: 'it',
    // The app offers Portuguese with Portugal's flag, so European Portuguese.
    pt: 'pt',
    ru: 'ru',
    ar: 'ar',
  }),
);

// Languages outside the app's list that espeak lacks, mapped to the closest one it has.
const CLOSEST_LANGUAGE = new Map(
  Object.entries({
    yi: 'he',
    ps: 'fa',
    prs: 'fa',
    wuu: 'cmn',
    gsw: 'de',
  }),
);

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
};

export interface EspeakLanguage {
  /** The espeak voice to speak with. */
  espeak: string;
  /** Set when the text is read in a different language than the one asked for. */
  warning?: string;
}

/**
 * The espeak language for a language code. `has` tells whether espeak knows a voice name, for
 * codes outside the app's list; a code espeak lacks is read with the closest language it has,
 * and English as the last resort, with a warning either way.
 */
export function resolveEspeakLanguage(code: string, has: (espeakName: string) => boolean): EspeakLanguage {
  const normalized = code.trim().toLowerCase().replace('_', '-');
  const base = normalized.split('-')[0] ?? normalized;
  const known = ESPEAK_LANGUAGE.get(normalized) ?? ESPEAK_LANGUAGE.get(base);
  if (known) return { espeak: known };
  if (normalized && has(normalized)) return { espeak: normalized };
  if (base && has(base)) return { espeak: base };
  const closest = CLOSEST_LANGUAGE.get(base) ?? 'en-us';
  return {
    espeak: closest,
    warning: `The builtin voice cannot speak ${languageName(code)}; it reads the text with ${languageName(closest)} pronunciation.`,
  };
}
