import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { englishMessages, loadMessages, type Messages } from './i18n/catalog.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { applyToDocument, DEFAULT_LOCALE, initialLocale, type Locale } from './i18n/locales.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
registerServiceWorker();

function render(locale: Locale, messages: Messages) {
  applyToDocument(locale);
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nProvider>
    </StrictMode>,
  );
}

// The first screen waits for its language's messages (a small file), so it never flashes English;
// when they cannot be fetched, the app opens in English rather than not at all.
const locale = initialLocale();
loadMessages(locale).then(
  (messages) => render(locale, messages),
  () => render(DEFAULT_LOCALE, englishMessages),
);
