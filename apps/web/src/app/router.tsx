import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import type { MessageArea } from '../i18n/catalog.ts';
import { AppLayout } from './layout.tsx';
import { type LazyComponent, lazyWithMessages } from './lazy-with-messages.tsx';
import { PAGE_CHUNKS } from './page-chunks.ts';

/** A screen as a chunk of its own, with the message areas it shows beyond the frame's. */
interface Screen {
  areas: readonly MessageArea[];
  Page: LazyComponent<object>;
}

function lazyPage(areas: readonly MessageArea[], load: () => Promise<ComponentType>): Screen {
  return { areas, Page: lazyWithMessages(areas, load) };
}

/**
 * Every screen of product §2, inside the shared layout. The layout comes with the app; each screen
 * is a chunk of its own, fetched when it is first opened, so a phone opening one page downloads
 * and runs only that page's code. The router is React Router's declarative one: the app needs none
 * of the data router's loaders or actions, and its code would weigh on every page.
 */
const pages: [path: string, screen: Screen][] = [
  [
    paths.home.path,
    lazyPage(
      PAGE_CHUNKS.home.areas,
      async () => (await import('../features/home/components/home-page.tsx')).HomePage,
    ),
  ],
  [
    paths.generate.path,
    lazyPage(
      PAGE_CHUNKS.generate.areas,
      async () => (await import('../features/generator/components/generator-page.tsx')).GeneratorPage,
    ),
  ],
  [
    paths.play.path,
    lazyPage(
      PAGE_CHUNKS.play.areas,
      async () => (await import('../features/player/components/player-page.tsx')).PlayerPage,
    ),
  ],
  [
    paths.archives.path,
    lazyPage(
      PAGE_CHUNKS.archives.areas,
      async () => (await import('../features/archives/components/archives-page.tsx')).ArchivesPage,
    ),
  ],
  [
    paths.bookmarks.path,
    lazyPage(
      PAGE_CHUNKS.bookmarks.areas,
      async () => (await import('../features/bookmarks/components/bookmarks-page.tsx')).BookmarksPage,
    ),
  ],
  [
    paths.dashboard.path,
    lazyPage(
      PAGE_CHUNKS.dashboard.areas,
      async () => (await import('../features/dashboard/components/dashboard-page.tsx')).DashboardPage,
    ),
  ],
  [
    paths.voices.path,
    lazyPage(
      PAGE_CHUNKS.voices.areas,
      async () => (await import('../features/voices/components/voices-page.tsx')).VoicesPage,
    ),
  ],
  [
    paths.account.path,
    lazyPage(
      PAGE_CHUNKS.account.areas,
      async () => (await import('../features/account/components/account-page.tsx')).AccountPage,
    ),
  ],
  [
    paths.privacy.path,
    lazyPage(
      PAGE_CHUNKS.privacy.areas,
      async () => (await import('../features/privacy/components/privacy-page.tsx')).PrivacyPage,
    ),
  ],
  [
    paths.onThisDevice.path,
    lazyPage(
      PAGE_CHUNKS.onThisDevice.areas,
      async () => (await import('../features/offline/components/on-this-device-page.tsx')).OnThisDevicePage,
    ),
  ],
  [paths.notFound.path, lazyPage([], async () => (await import('./not-found-page.tsx')).NotFoundPage)],
];

/** The app's screens, for a router around them (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

/**
 * The screen an address under the app's base opens, for the app to fetch its chunk and messages
 * before the first render: the page then shows at once, with no loading screen first.
 */
export function screenAt(pathname: string): Screen {
  const [, screen] =
    pages.find(([path]) => path !== paths.notFound.path && matchPath(path, pathname)) ??
    pages.find(([path]) => path === paths.notFound.path) ??
    [];
  if (!screen) throw new Error('the app has no Page not found screen');
  return screen;
}
