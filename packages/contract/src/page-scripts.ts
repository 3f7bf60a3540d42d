/**
 * The names of the `<meta>` tags by which a page names its scripts instead of loading them: the
 * app's entry, and the modules to fetch beside it. The build (apps/web's vite.config.ts) and the
 * server write them; the page's first script (the web's src/load-app.ts) loads them once the browser
 * has shown the page, so that no script holds up its first paint.
 */
export const PAGE_SCRIPT_META = { entry: 'app-entry', module: 'app-module' } as const;

/**
 * The event the web app sends on the page's document once it has taken the screen over: the page's
 * first script holds the visitor's taps on buttons until then, and makes them again at that point.
 */
export const APP_TOOK_OVER_EVENT = 'storyloom:app-took-over';
