import { type BookmarkStatus, bookmarkStatus } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookmarkStatusQueryKey } from './get-bookmark-status.ts';

/** POST (add) or DELETE (remove) /v1/bookmarks/{id} (bearer); the server answers the new state. */
export function toggleBookmark(bundleId: string, bookmarked: boolean): Promise<BookmarkStatus> {
  return apiRequest(`/v1/bookmarks/${encodeURIComponent(bundleId)}`, {
    method: bookmarked ? 'DELETE' : 'POST',
    schema: bookmarkStatus,
  });
}

export function useToggleBookmark(bundleId: string, uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => toggleBookmark(bundleId, bookmarked),
    onSuccess: (status) => {
      if (uid !== null) queryClient.setQueryData(bookmarkStatusQueryKey(bundleId, uid), status);
      // The bookmarks list changed too.
      void queryClient.invalidateQueries({ queryKey: ['bookmarks'], exact: true });
    },
    onError: (error) => console.warn('Could not change the bookmark.', error),
  });
}
