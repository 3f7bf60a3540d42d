import { type ReactNode, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { BASENAME } from '../config/paths.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { IdScope } from '../lib/hydrate-later.tsx';
import type { FirstScreen } from './first-screen.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app around its router: BrowserRouter in the browser, StaticRouter where the server
 * draws the first screen (server-render.tsx), each with AppRoutes inside.
 */
export function App({ locale, messages, children }: FirstScreen & { children: ReactNode }) {
  return (
    <StrictMode>
      <IdScope root>
        <I18nProvider locale={locale} messages={messages}>
          <AppProviders>{children}</AppProviders>
        </I18nProvider>
      </IdScope>
    </StrictMode>
  );
}

/** The app as the browser runs it, at the window's address. */
export function BrowserApp(first: FirstScreen) {
  return (
    <App {...first}>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
}
