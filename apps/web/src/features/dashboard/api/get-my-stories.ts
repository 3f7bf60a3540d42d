import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getStoryList } from '../../../lib/api/get-story-list.ts';

export const myStoriesQueryKey = (uid: string) => ['stories', 'list', 'mine', uid] as const;

/** GET /v1/stories/list?mine=1 (bearer): the signed-in user's own stories, public and private. */
export const myStoriesQueryOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: myStoriesQueryKey(uid),
    queryFn: ({ pageParam, signal }) => getStoryList({ mine: true, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

export const useMyStories = (uid: string) => useInfiniteQuery(myStoriesQueryOptions(uid));
