import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ClaimStoriesOffer } from '../features/claim/components/claim-stories-offer.tsx';
import { GenerationProvider } from '../features/generator/components/generation-provider.tsx';
import type { MessageArea } from '../i18n/catalog.ts';
import { useT } from '../i18n/use-t.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/**
 * The message areas the frame shows: its header, footer, notices and dialogs, and the story being
 * made. Each screen fetches its own areas when it is opened (router.tsx).
 */
export const FRAME_MESSAGE_AREAS: readonly MessageArea[] = [
  'common',
  'errors',
  'account',
  'generator',
  'offline',
];

/**
 * The frame around every screen: skip link, header, the screen itself and the footer, and the
 * offer of stories made here before signing in. The story being made is followed here, inside the
 * router, so it outlives any one screen.
 */
export function AppLayout() {
  const t = useT();
  return (
    <GenerationProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-grape-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t('common.skipToContent')}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </main>
        <Footer />
        <ClaimStoriesOffer />
      </div>
    </GenerationProvider>
  );
}
