import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths.ts';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { ArchivesPage } from '../features/archives/components/archives-page.tsx';
import { BookmarksPage } from '../features/bookmarks/components/bookmarks-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { GeneratorPage } from '../features/generator/components/generator-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { OnThisDevicePage } from '../features/offline/components/on-this-device-page.tsx';
import { PlayerPage } from '../features/player/components/player-page.tsx';
import { PrivacyPage } from '../features/privacy/components/privacy-page.tsx';
import { VoicesPage } from '../features/voices/components/voices-page.tsx';
import { AppLayout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Every screen of product §2, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.generate.path, element: <GeneratorPage /> },
      { path: paths.play.path, element: <PlayerPage /> },
      { path: paths.archives.path, element: <ArchivesPage /> },
      { path: paths.bookmarks.path, element: <BookmarksPage /> },
      { path: paths.dashboard.path, element: <DashboardPage /> },
      { path: paths.voices.path, element: <VoicesPage /> },
      { path: paths.account.path, element: <AccountPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.onThisDevice.path, element: <OnThisDevicePage /> },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
