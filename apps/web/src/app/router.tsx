import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths.ts';
import { AppLayout } from './layout.tsx';

/** A screen as a chunk of its own, fetched the first time it is opened. */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/**
 * Every screen of product §2, inside the shared layout. The layout comes with the app; each screen
 * is a chunk of its own, fetched when it is first opened, so a phone opening one page downloads
 * and runs only that page's code.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      lazyPage(
        paths.home.path,
        async () => (await import('../features/home/components/home-page.tsx')).HomePage,
      ),
      lazyPage(
        paths.generate.path,
        async () => (await import('../features/generator/components/generator-page.tsx')).GeneratorPage,
      ),
      lazyPage(
        paths.play.path,
        async () => (await import('../features/player/components/player-page.tsx')).PlayerPage,
      ),
      lazyPage(
        paths.archives.path,
        async () => (await import('../features/archives/components/archives-page.tsx')).ArchivesPage,
      ),
      lazyPage(
        paths.bookmarks.path,
        async () => (await import('../features/bookmarks/components/bookmarks-page.tsx')).BookmarksPage,
      ),
      lazyPage(
        paths.dashboard.path,
        async () => (await import('../features/dashboard/components/dashboard-page.tsx')).DashboardPage,
      ),
      lazyPage(
        paths.voices.path,
        async () => (await import('../features/voices/components/voices-page.tsx')).VoicesPage,
      ),
      lazyPage(
        paths.account.path,
        async () => (await import('../features/account/components/account-page.tsx')).AccountPage,
      ),
      lazyPage(
        paths.privacy.path,
        async () => (await import('../features/privacy/components/privacy-page.tsx')).PrivacyPage,
      ),
      lazyPage(paths.notFound.path, async () => (await import('./not-found-page.tsx')).NotFoundPage),
      {
        path: paths.onThisDevice.path,
        lazy: async () => ({
          Component: (await import('../features/offline/components/on-this-device-page.tsx'))
            .OnThisDevicePage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
