import type { WEB_PAGES } from '@storyloom/contract';

/**
 * Each screen's chunk (the module router.tsx imports for it, from the web app's folder) and the
 * message areas it shows beyond the frame's. The build names them for the server, which puts them
 * in the screen's page so the browser fetches them beside the app's code instead of after it has
 * run (vite.config.ts); the size checks read them too (scripts/route-sizes.ts). Free of imports
 * but a type, so the build config reads it; the router checks the areas against those that exist.
 */
export const PAGE_CHUNKS = {
  home: { module: 'src/features/home/components/home-page.tsx', areas: ['home'] },
  generate: { module: 'src/features/generator/components/generator-page.tsx', areas: ['generator'] },
  play: { module: 'src/features/player/components/player-page.tsx', areas: ['player', 'offline'] },
  archives: { module: 'src/features/archives/components/archives-page.tsx', areas: ['stories'] },
  bookmarks: { module: 'src/features/bookmarks/components/bookmarks-page.tsx', areas: ['stories'] },
  dashboard: { module: 'src/features/dashboard/components/dashboard-page.tsx', areas: ['stories'] },
  voices: { module: 'src/features/voices/components/voices-page.tsx', areas: ['account'] },
  account: { module: 'src/features/account/components/account-page.tsx', areas: ['account'] },
  privacy: { module: 'src/features/privacy/components/privacy-page.tsx', areas: ['home'] },
  onThisDevice: { module: 'src/features/offline/components/on-this-device-page.tsx', areas: ['offline'] },
} as const satisfies Record<keyof typeof WEB_PAGES, { module: string; areas: readonly string[] }>;

export type PageName = keyof typeof PAGE_CHUNKS;
