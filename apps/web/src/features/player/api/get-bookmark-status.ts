import type { BookmarkStatus } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookmarkStatusQueryKey } from '../../../lib/api/bookmark-query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';

/** GET /v1/bookmarks/{id}/status (bearer): whether the signed-in user bookmarked the story. */
export async function getBookmarkStatus(bundleId: string, signal?: AbortSignal): Promise<BookmarkStatus> {
  try {
    return await apiRequest(`/v1/bookmarks/${encodeURIComponent(bundleId)}/status`, {
      schema: async () => (await contractSchemas.social()).bookmarkStatus,
      signal,
    });
  } catch (error) {
    // Product §8: a failed status check is only logged; the button then shows 'Add to Bookmarks'.
    if (!signal?.aborted) console.warn('Could not load the bookmark status.', error);
    throw error;
  }
}

export const bookmarkStatusQueryOptions = (bundleId: string, uid: string) =>
  queryOptions({
    queryKey: bookmarkStatusQueryKey(bundleId, uid),
    queryFn: ({ signal }) => getBookmarkStatus(bundleId, signal),
  });

/** The bookmark status of a story; only asked for a signed-in user (uid not null). */
export const useBookmarkStatus = (bundleId: string, uid: string | null) =>
  useQuery({ ...bookmarkStatusQueryOptions(bundleId, uid ?? ''), enabled: uid !== null });
