import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkStatusQueryKey, bookmarksQueryKey } from '../../../lib/api/bookmark-query-keys.ts';
import { toggleBookmark } from '../../../lib/api/toggle-bookmark.ts';

export function useToggleBookmark(bundleId: string, uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => toggleBookmark(bundleId, bookmarked),
    onSuccess: (status) => {
      if (uid === null) return;
      queryClient.setQueryData(bookmarkStatusQueryKey(bundleId, uid), status);
      // The bookmarks list changed too.
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey(uid) });
    },
    onError: (error) => console.warn('Could not change the bookmark.', error),
  });
}
