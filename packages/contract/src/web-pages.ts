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

/** The answer to a screen's first call, as a page carries it (FIRST_ANSWER_ELEMENT_ID). */
export interface FirstAnswer {
  /** The API path with its query. */
  path: string;
  body: unknown;
  /** When the server answered, so the query asks again once that is stale. */
  at: number;
}

/** A page the server asks the web app's renderer to draw the first screen of. */
export interface ScreenRequest {
  /** The page's address under WEB_BASENAME, with its query. */
  url: string;
  /** The request's Cookie and Accept-Language headers: the interface's language follows them. */
  cookie?: string;
  acceptLanguage?: string;
  /** The answer the page comes with for its screen's first call. */
  answer?: FirstAnswer;
}

/** The first screen as markup for the page's root element, and the language it is drawn in. */
export interface DrawnScreen {
  html: string;
  /** A style sheet the markup needs until the app has run: to go in the page with its style nonce. */
  css: string;
  locale: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The web app's renderer (its build's .render/server-render.js exports it as `drawScreen`): the
 * server puts its markup in a page so the browser shows the screen before the app has run.
 */
export type DrawScreen = (request: ScreenRequest) => Promise<DrawnScreen>;
