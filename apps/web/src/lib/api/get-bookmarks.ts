import { type Bookmark, MESSAGES } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';
import { bookmarksQueryKey } from './bookmark-query-keys.ts';

/** GET /v1/bookmarks (bearer): the signed-in user's bookmarked stories. */
export async function getBookmarks(signal?: AbortSignal): Promise<Bookmark[]> {
  try {
    const { bookmarks } = await apiRequest('/v1/bookmarks', {
      schema: async () => (await contractSchemas.social()).bookmarksResponse,
      signal,
    });
    return bookmarks;
  } catch (error) {
    if (signal?.aborted) throw error;
    // Product §8: any failure reads 'Failed to fetch bookmarks'; the cause stays for the console.
    throw new Error(MESSAGES.fetchBookmarksFailed, { cause: error });
  }
}

export const bookmarksQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: bookmarksQueryKey(uid),
    queryFn: ({ signal }) => getBookmarks(signal),
  });

/** The user's bookmarks; only asked for a signed-in user (uid not null). */
export const useBookmarks = (uid: string | null) =>
  useQuery({ ...bookmarksQueryOptions(uid ?? ''), enabled: uid !== null });
