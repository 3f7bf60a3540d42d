import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { GenerationProvider } from '../features/generator/components/generation-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { HydrateLater } from '../lib/hydrate-later.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { lazyWithMessages } from './lazy-with-messages.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

// Only someone signed in is offered the stories made here before: the offer, its dialog and its
// queries are fetched then.
const ClaimStoriesOffer = lazyWithMessages(
  ['account'],
  async () => (await import('../features/claim/components/claim-stories-offer.tsx')).ClaimStoriesOffer,
);

/**
 * The frame around every screen: skip link, header, the screen itself and the footer, and the
 * offer of stories made here before signing in. The story being made is followed here, inside the
 * router, so it outlives any one screen.
 */
export function AppLayout() {
  const t = useT();
  const { user } = useAuth();
  return (
    <GenerationProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-grape-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t('common.skipToContent')}
        </a>
        <HydrateLater>
          <Header />
        </HydrateLater>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </main>
        <HydrateLater>
          <Footer />
        </HydrateLater>
        {user && (
          <Suspense fallback={null}>
            <ClaimStoriesOffer />
          </Suspense>
        )}
      </div>
    </GenerationProvider>
  );
}
