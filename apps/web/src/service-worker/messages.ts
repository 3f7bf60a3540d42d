/** What a page tells a waiting service worker when it may take over: the page has only just opened. */
export const SKIP_WAITING = 'storyloom:skip-waiting';
