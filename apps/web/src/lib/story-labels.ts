import { GLOBE, LANGUAGES, type StoryListItem, THEMES } from '@storyloom/contract';

export interface LanguageBadge {
  /** The language's flag, or the globe for languages without one (product §3). */
  flag: string;
  /** The upper-case code shown beside the flag, e.g. 'EN'. */
  code: string;
  /** The language's English name, or the code when the language is unknown. */
  label: string;
}

/** How a story's language is shown: flag plus upper-case code (product §2). */
export function languageBadge(code: string): LanguageBadge {
  const language = LANGUAGES.find((l) => l.code === code.toLowerCase());
  return {
    flag: language?.flag ?? GLOBE,
    code: code.toUpperCase(),
    label: language?.label ?? code.toUpperCase(),
  };
}

/** The language the interface speaks; names of languages are given in it. */
const INTERFACE_LANGUAGE = 'en';

/**
 * A story's language by its name in the interface's language ('Persian' for `fa`), from the
 * browser's own list of names, else the contract's; an unknown code is shown as it is.
 */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([INTERFACE_LANGUAGE], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // Not a well-formed language code: the contract's list, else the code, will do.
  }
  return LANGUAGES.find((l) => l.code === code.toLowerCase())?.label ?? code;
}

/** Which way a story's words run: right to left for Hebrew, Persian and Arabic. */
export const languageDirection = (code: string): 'ltr' | 'rtl' =>
  LANGUAGES.find((l) => l.code === code.toLowerCase())?.dir ?? 'ltr';

/** A theme's display name; custom or unknown themes are shown as stored, capitalised. */
export function themeLabel(theme: string): string {
  const known = THEMES.find((t) => t.value === theme.toLowerCase());
  if (known) return known.label;
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}

/** What a story is about: the parent's own text for a custom theme, else its theme. */
export function storyTheme(story: Pick<StoryListItem, 'theme' | 'custom_theme'>): string {
  return story.theme.toLowerCase() === 'custom' && story.custom_theme ? story.custom_theme : story.theme;
}

/** How a story's theme is shown: the parent's own text for a custom theme, else the theme's name. */
export const storyThemeLabel = (story: Pick<StoryListItem, 'theme' | 'custom_theme'>): string =>
  themeLabel(storyTheme(story));
