import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FRAME_MESSAGE_AREAS } from './app/frame-message-areas.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
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

// The frame waits for its messages in the chosen language (small files), so it never flashes
// English; when they cannot be fetched, the app opens in English, and with no messages at all
// rather than not at all.
const locale = initialLocale();
loadMessages(locale, FRAME_MESSAGE_AREAS).then(
  (messages) => render(locale, messages),
  () =>
    loadMessages(DEFAULT_LOCALE, FRAME_MESSAGE_AREAS).then(
      (messages) => render(DEFAULT_LOCALE, messages),
      () => render(DEFAULT_LOCALE, {}),
    ),
);
