/**
 * Text folded so that a search finds it whatever the case, in any script. The server stores it
 * folded for the archive search (SQLite's lower() folds only ASCII) and the web folds My Bookmarks
 * with the same function, so both searches find the same stories.
 *
 * Compatibility forms are merged (NFKC: full-width letters, ligatures), then letters lower-cased;
 * Turkish dotted İ and dotless ı both fold to i, and Greek final ς to σ, so a parent typing
 * without those marks still finds the name. Control characters are dropped: the server separates
 * fields with one.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/ı/g, 'i')
    .replace(/ς/g, 'σ')
    .replace(/\p{Cc}/gu, '');
}
