import { WEB_BASENAME, WEB_PAGES } from '@storyloom/contract';

/** Where the app is served: Vite's `base` and the router's basename (product §2). */
export const BASENAME = WEB_BASENAME;

/** Every screen of product §2: `path` is the router pattern, `getHref` builds a link inside the basename. */
export const paths = {
  home: { path: WEB_PAGES.home, getHref: () => '/' },
  generate: { path: WEB_PAGES.generate, getHref: () => '/generate' },
  play: {
    path: WEB_PAGES.play,
    getHref: (bundleId?: string) => (bundleId ? `/play/${encodeURIComponent(bundleId)}` : '/play'),
  },
  archives: { path: WEB_PAGES.archives, getHref: () => '/archives' },
  bookmarks: { path: WEB_PAGES.bookmarks, getHref: () => '/bookmarks' },
  dashboard: { path: WEB_PAGES.dashboard, getHref: () => '/dashboard' },
  voices: { path: WEB_PAGES.voices, getHref: () => '/voices' },
  account: { path: WEB_PAGES.account, getHref: () => '/account' },
  privacy: { path: WEB_PAGES.privacy, getHref: () => '/privacy' },
  onThisDevice: { path: WEB_PAGES.onThisDevice, getHref: () => '/on-this-device' },
  notFound: { path: '*' },
} as const;
