import { CUSTOM_THEME_MAX_LENGTH, LANGUAGE_CODES } from '@storyloom/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { noStoryFilters, type StoryFilterValues } from './story-filters.tsx';

const PARAMS = { search: 'q', language: 'language', theme: 'theme' } as const;

const LANGUAGES: readonly string[] = LANGUAGE_CODES;
const knownLanguage = (value: string | null) => (value && LANGUAGES.includes(value) ? value : '');
/** Any theme a story can have: the listed ones and parents' own. */
const possibleTheme = (value: string | null) =>
  value && value.length <= CUSTOM_THEME_MAX_LENGTH ? value : '';

/**
 * A list's search and filters, kept in the address (`?q=…&language=…&theme=…`): going back
 * from a story, reloading or sharing the link shows the same list. A language the app does not
 * have, or a theme longer than any story's, is ignored. Typing replaces the history entry
 * rather than adding one per key.
 */
export function useStoryFilterParams(): {
  filters: StoryFilterValues;
  update(patch: Partial<StoryFilterValues>): void;
  clear(): void;
} {
  const [params, setParams] = useSearchParams();
  const search = params.get(PARAMS.search) ?? '';
  const language = knownLanguage(params.get(PARAMS.language));
  const theme = possibleTheme(params.get(PARAMS.theme));
  const filters = useMemo(() => ({ search, language, theme }), [search, language, theme]);

  const write = useCallback(
    (patch: Partial<StoryFilterValues>) =>
      setParams(
        (current) => {
          const written = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [keyof StoryFilterValues, string][]) {
            if (value) written.set(PARAMS[key], value);
            else written.delete(PARAMS[key]);
          }
          return written;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    filters,
    update: write,
    clear: () => write(noStoryFilters),
  };
}
