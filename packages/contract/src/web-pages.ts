/** Where the web app is served: Vite's `base`, the router's basename and the server's prefix (product §2.1). */
export const WEB_BASENAME = '/stories';

/**
 * The web app's screens (product §2.1) as router patterns under WEB_BASENAME. The app routes them,
 * and the server answers them with 200 and any other page under WEB_BASENAME with 404 (the app
 * shows its 'Page not found' there).
 */
export const WEB_PAGES = {
  home: '/',
  generate: '/generate',
  play: '/play/:bundleId?',
  archives: '/archives',
  bookmarks: '/bookmarks',
  dashboard: '/dashboard',
  voices: '/voices',
  account: '/account',
  privacy: '/privacy',
  onThisDevice: '/on-this-device',
} as const;

/**
 * The id of the script in a page that carries the answer to its screen's first call: the server
 * writes it, the web app reads it (its lib/first-answer.ts).
 */
export const FIRST_ANSWER_ELEMENT_ID = 'first-answer';
