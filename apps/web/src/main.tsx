import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FRAME_MESSAGE_AREAS } from './app/frame-message-areas.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, screenAt } from './app/router.tsx';
import { BASENAME } from './config/paths.ts';
import { loadMessages, type Messages } from './i18n/catalog.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { applyToDocument, DEFAULT_LOCALE, initialLocale, type Locale } from './i18n/locales.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

function render(locale: Locale, messages: Messages) {
  applyToDocument(locale);
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <AppProviders>
          <BrowserRouter basename={BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </I18nProvider>
    </StrictMode>,
  );
}

// The first screen waits for its messages in the chosen language (small files), the frame's and
// its own, and for its chunk, so it shows at once and never flashes English; the page names them
// all for the browser to fetch beside the app's code. When the messages cannot be fetched, the app
// opens in English, and with no messages at all rather than not at all.
const locale = initialLocale();
const pathname = window.location.pathname.slice(BASENAME.length) || '/';
const firstScreen = screenAt(pathname);
const areas = [...FRAME_MESSAGE_AREAS, ...firstScreen.areas];
// A chunk that fails to arrive fails the same way when the screen is drawn, as it would have then.
const chunk = firstScreen.Page.preload().catch(() => {});
Promise.all([loadMessages(locale, areas), chunk]).then(
  ([messages]) => render(locale, messages),
  () =>
    loadMessages(DEFAULT_LOCALE, areas).then(
      (messages) => render(DEFAULT_LOCALE, messages),
      () => render(DEFAULT_LOCALE, {}),
    ),
);
