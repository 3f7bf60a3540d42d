/** Where the app is served: Vite's `base` and the router's basename (product §2). */
export const BASENAME = '/stories';

/** Every screen of product §2: `path` is the router pattern, `getHref` builds a link inside the basename. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  generate: { path: '/generate', getHref: () => '/generate' },
  play: {
    path: '/play/:bundleId?',
    getHref: (bundleId?: string) => (bundleId ? `/play/${encodeURIComponent(bundleId)}` : '/play'),
  },
  archives: { path: '/archives', getHref: () => '/archives' },
  bookmarks: { path: '/bookmarks', getHref: () => '/bookmarks' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  voices: { path: '/voices', getHref: () => '/voices' },
  account: { path: '/account', getHref: () => '/account' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  notFound: { path: '*' },
} as const;
