import { foldForSearch, LANGUAGE_CODES, type StoryListItem } from '@storyloom/contract';
import type { StoryFilterValues } from '../../../components/story-filters.tsx';
import { themeFilterOptions } from '../../../components/story-filters.tsx';
import { storyTheme } from '../../../lib/story-labels.ts';

/**
 * The archive's search and filters, applied here on the client (product §2): the search matches
 * child, title or theme (a custom theme's own text too), folded as the archive's search folds them
 * (any script's case, Turkish İ and ı, accents typed either way); the theme matches
 * exactly, whatever its case, and a custom theme's own text picks its stories out of all custom ones.
 */
export function filterBookmarks<T extends StoryListItem>(
  stories: readonly T[],
  filters: StoryFilterValues,
): T[] {
  const search = foldForSearch(filters.search.trim());
  const theme = filters.theme.toLowerCase();
  return stories.filter(
    (story) =>
      (!search ||
        [story.child, story.title, story.theme, story.custom_theme ?? ''].some((field) =>
          foldForSearch(field).includes(search),
        )) &&
      (!filters.language || story.language === filters.language) &&
      (!theme || story.theme.toLowerCase() === theme || storyTheme(story).toLowerCase() === theme),
  );
}

/** Orders `present` as `known` does, with anything unknown after it. */
function inKnownOrder(present: Set<string>, known: readonly string[]): string[] {
  return [
    ...known.filter((value) => present.has(value)),
    ...[...present].filter((v) => !known.includes(v)).sort(),
  ];
}

/**
 * Only the languages and themes the bookmarks have, so no choice leads to an empty list; a
 * picked one stays offered after its last bookmark goes, so it can still be seen and changed.
 */
export function filterChoices(
  stories: readonly StoryListItem[],
  picked: StoryFilterValues,
): { languages: string[]; themes: string[] } {
  const languages = new Set(stories.map((s) => s.language));
  if (picked.language) languages.add(picked.language);
  // Themes are told apart whatever their case; a parent's own keeps the case it was typed in.
  const themes = new Map<string, string>();
  for (const theme of [...stories.map(storyTheme), picked.theme]) {
    const key = theme.toLowerCase();
    if (key && !themes.has(key)) themes.set(key, themeFilterOptions.includes(key) ? key : theme);
  }
  return {
    languages: inKnownOrder(languages, LANGUAGE_CODES),
    themes: inKnownOrder(new Set(themes.values()), themeFilterOptions),
  };
}
