/**
 * Bookmark query keys, shared because the player, the archive and My Bookmarks all change
 * the same bookmarks. Per user, so the answers load again when someone else signs in (product §4).
 */
export const bookmarkStatusQueryKey = (bundleId: string, uid: string) =>
  ['bookmarks', 'status', bundleId, uid] as const;

export const bookmarksQueryKey = (uid: string) => ['bookmarks', 'list', uid] as const;
