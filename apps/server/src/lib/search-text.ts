/**
 * Text folded so that a search finds it whatever the case, in any script. Databases disagree on
 * this (SQLite's lower() folds only ASCII), so the server folds once, in JavaScript, and stores it.
 *
 * Compatibility forms are merged (NFKC: full-width letters, ligatures), then letters lower-cased;
 * Turkish dotted İ and dotless ı both fold to i, and Greek final ς to σ, so a parent typing
 * without those marks still finds the name. Control characters are dropped: one separates fields.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/ı/g, 'i')
    .replace(/ς/g, 'σ')
    .replace(/\p{Cc}/gu, '');
}

/** Between folded fields, so a search never matches across two of them. */
const FIELD_SEPARATOR = '\u001f';

/** The story's searchable fields (child, title, theme, custom theme) folded into one column. */
export function storySearchText(story: {
  child: string;
  title?: string;
  theme: string;
  custom_theme: string | null;
}): string {
  return [story.child, story.title ?? '', story.theme, story.custom_theme ?? '']
    .map(foldForSearch)
    .join(FIELD_SEPARATOR);
}
