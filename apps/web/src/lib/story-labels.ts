import { GLOBE, LANGUAGES, type StoryListItem, type Theme } from '@storyloom/contract';
import { useMemo } from 'react';
import type { MessageKey } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locales.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

export interface LanguageBadge {
  /** The language's flag, or the globe for languages without one (product §3). */
  flag: string;
  /** The upper-case code shown beside the flag, e.g. 'EN'. */
  code: string;
}

/** How a story's language is shown: flag plus upper-case code (product §2). */
export function languageBadge(code: string): LanguageBadge {
  const language = LANGUAGES.find((l) => l.code === code.toLowerCase());
  return { flag: language?.flag ?? GLOBE, code: code.toUpperCase() };
}

/**
 * A story's language by its name in the interface's language ('Persian' for `fa` in English,
 * 'فارسی' in Persian), from the browser's own list of names, else the contract's; an unknown code
 * is shown as it is.
 */
export function languageName(code: string, locale: Locale = 'en'): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a well-formed language code: the contract's list, else the code, will do.
  }
  return LANGUAGES.find((l) => l.code === code.toLowerCase())?.label ?? code;
}

/** Which way a story's words run: right to left for Hebrew, Persian and Arabic. */
export const languageDirection = (code: string): 'ltr' | 'rtl' =>
  LANGUAGES.find((l) => l.code === code.toLowerCase())?.dir ?? 'ltr';

/** Each theme's name, by its message. */
export const THEME_LABELS: Record<Theme, MessageKey> = {
  ocean: 'common.themeOcean',
  jungle: 'common.themeJungle',
  space: 'common.themeSpace',
  castle: 'common.themeCastle',
  dinosaur: 'common.themeDinosaur',
  halloween: 'common.themeHalloween',
  christmas: 'common.themeChristmas',
  beach: 'common.themeBeach',
  dragon: 'common.themeDragon',
  superhero: 'common.themeSuperhero',
  doctor: 'common.themeDoctor',
  school: 'common.themeSchool',
  birthday: 'common.themeBirthday',
  bedtime: 'common.themeBedtime',
  custom: 'common.themeCustom',
};

const isTheme = (value: string): value is Theme => Object.hasOwn(THEME_LABELS, value);

/** What a story is about: the parent's own text for a custom theme, else its theme. */
export function storyTheme(story: Pick<StoryListItem, 'theme' | 'custom_theme'>): string {
  return story.theme.toLowerCase() === 'custom' && story.custom_theme ? story.custom_theme : story.theme;
}

export interface StoryLabels {
  /** A language's name in the interface's language. */
  languageName(code: string): string;
  /** A theme's name in the interface's language; a custom or unknown theme as stored, capitalised. */
  themeLabel(theme: string): string;
  /** How a story's theme is shown: the parent's own text for a custom theme, else the theme's name. */
  storyThemeLabel(story: Pick<StoryListItem, 'theme' | 'custom_theme'>): string;
}

/** Names of languages and themes, in the interface's language. */
export function useStoryLabels(): StoryLabels {
  const t = useT();
  const { locale } = useLocale();
  return useMemo(() => {
    const themeLabel = (theme: string) => {
      const known = theme.toLowerCase();
      if (isTheme(known)) return t(THEME_LABELS[known]);
      return theme.charAt(0).toLocaleUpperCase(locale) + theme.slice(1);
    };
    return {
      languageName: (code) => languageName(code, locale),
      themeLabel,
      storyThemeLabel: (story) => themeLabel(storyTheme(story)),
    };
  }, [t, locale]);
}
