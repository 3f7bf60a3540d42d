import { Outlet, ScrollRestoration } from 'react-router';
import { ClaimStoriesOffer } from '../features/claim/components/claim-stories-offer.tsx';
import { GenerationProvider } from '../features/generator/components/generation-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
          <Outlet />
        </main>
        <Footer />
        <ClaimStoriesOffer />
        <ScrollRestoration />
      </div>
    </GenerationProvider>
  );
}
