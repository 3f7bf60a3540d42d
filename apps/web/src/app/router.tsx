import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths.ts';
import { AppLayout } from './layout.tsx';

/**
 * Every screen of product §2, inside the shared layout. The layout comes with the app; each screen
 * is a chunk of its own, fetched when it is first opened, so a phone opening one page downloads
 * and runs only that page's code.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({
          Component: (await import('../features/home/components/home-page.tsx')).HomePage,
        }),
      },
      {
        path: paths.generate.path,
        lazy: async () => ({
          Component: (await import('../features/generator/components/generator-page.tsx')).GeneratorPage,
        }),
      },
      {
        path: paths.play.path,
        lazy: async () => ({
          Component: (await import('../features/player/components/player-page.tsx')).PlayerPage,
        }),
      },
      {
        path: paths.archives.path,
        lazy: async () => ({
          Component: (await import('../features/archives/components/archives-page.tsx')).ArchivesPage,
        }),
      },
      {
        path: paths.bookmarks.path,
        lazy: async () => ({
          Component: (await import('../features/bookmarks/components/bookmarks-page.tsx')).BookmarksPage,
        }),
      },
      {
        path: paths.dashboard.path,
        lazy: async () => ({
          Component: (await import('../features/dashboard/components/dashboard-page.tsx')).DashboardPage,
        }),
      },
      {
        path: paths.voices.path,
        lazy: async () => ({
          Component: (await import('../features/voices/components/voices-page.tsx')).VoicesPage,
        }),
      },
      {
        path: paths.account.path,
        lazy: async () => ({
          Component: (await import('../features/account/components/account-page.tsx')).AccountPage,
        }),
      },
      {
        path: paths.privacy.path,
        lazy: async () => ({
          Component: (await import('../features/privacy/components/privacy-page.tsx')).PrivacyPage,
        }),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
      },
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
