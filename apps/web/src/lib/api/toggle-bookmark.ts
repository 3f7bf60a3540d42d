import type { Bookmark, BookmarkStatus, StoryListItem } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';
import { bookmarkStatusQueryKey, bookmarksQueryKey } from './bookmark-query-keys.ts';

/** POST (add) or DELETE (remove) /v1/bookmarks/{id} (bearer); the server answers the new state. */
export function toggleBookmark(bundleId: string, bookmarked: boolean): Promise<BookmarkStatus> {
  return apiRequest(`/v1/bookmarks/${encodeURIComponent(bundleId)}`, {
    method: bookmarked ? 'DELETE' : 'POST',
    schema: async () => (await contractSchemas.social()).bookmarkStatus,
  });
}

export interface ToggleBookmarkVariables {
  bundleId: string;
  /** Whether the story is bookmarked now, before the toggle. */
  bookmarked: boolean;
  /** The story as a list shows it, when the caller has one: the bookmarks list then changes at once. */
  story?: StoryListItem;
}

/** Bookmarks or un-bookmarks a story, keeping the player's status and the bookmarks list in step. */
export function useToggleBookmark(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, bookmarked }: ToggleBookmarkVariables) => toggleBookmark(bundleId, bookmarked),
    onSuccess: (status, { bundleId, story }) => {
      if (uid === null) return;
      queryClient.setQueryData(bookmarkStatusQueryKey(bundleId, uid), status);
      // The list changes at once, so the card does not flicker back before the refetch lands.
      if (story) {
        queryClient.setQueryData<Bookmark[]>(bookmarksQueryKey(uid), (bookmarks) => {
          if (!bookmarks) return bookmarks;
          const others = bookmarks.filter((b) => b.bundle_id !== bundleId);
          return status.bookmarked
            ? [{ ...story, bookmarked_at: new Date().toISOString() }, ...others]
            : others;
        });
      }
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey(uid) });
    },
    // Product §8: bookmark failures are only logged.
    onError: (error) => console.warn('Could not change the bookmark.', error),
  });
}
