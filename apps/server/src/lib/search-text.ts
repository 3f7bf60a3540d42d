import { foldForSearch } from '@storyloom/contract';

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
