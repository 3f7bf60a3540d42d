import { type StoryListResponse, storyListPath } from '@storyloom/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getStoryList } from '../../../lib/api/get-story-list.ts';
import { fromFirstAnswer } from '../../../lib/first-answer.ts';

/** The archive's server-side search and filters; empty strings mean 'any'. */
export interface PublicStoryFilters {
  q: string;
  language: string;
  theme: string;
}

export const noPublicStoryFilters: PublicStoryFilters = { q: '', language: '', theme: '' };

export const publicStoriesQueryKey = (filters: PublicStoryFilters) =>
  ['stories', 'list', 'public', filters] as const;

/**
 * GET /v1/stories/list without the bearer (product §7), so the server answers public stories only
 * and its total counts exactly what the archive may show, even for a signed-in visitor.
 */
export const publicStoriesQueryOptions = (filters: PublicStoryFilters) =>
  infiniteQueryOptions({
    queryKey: publicStoriesQueryKey(filters),
    queryFn: ({ pageParam, signal }) =>
      getStoryList({ ...filters, cursor: pageParam }, { anonymous: true, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // The archive's page comes with its first page of stories, unfiltered.
    ...fromFirstAnswer(storyListPath(filters), (first: StoryListResponse) => ({
      pages: [first],
      pageParams: [undefined],
    })),
  });

/** Public stories matching the filters, a page at a time; the last answer stays up while the next loads. */
export const usePublicStories = (filters: PublicStoryFilters, { enabled = true } = {}) =>
  useInfiniteQuery({ ...publicStoriesQueryOptions(filters), enabled, placeholderData: keepPreviousData });
