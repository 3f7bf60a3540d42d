import type { DrawScreen } from '@storyloom/contract';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { loadFirstScreen } from './app/first-screen.ts';
import { AppRoutes } from './app/router.tsx';
import { withStylesAside } from './app/styles-aside.ts';
import { BASENAME } from './config/paths.ts';
import { localeDirection, requestLocale } from './i18n/locales.ts';
import { drawingWithAnswer } from './lib/first-answer.ts';

/**
 * The first screen of a page, drawn on the server as the app draws it in the browser before
 * anything has been fetched (the page's answer aside): same language, same messages, same screen.
 * The app then takes the markup over (app/start.tsx) instead of drawing it again, and the browser
 * shows the screen as soon as the page and its styles have arrived.
 */
export const drawScreen: DrawScreen = async ({ url, cookie, acceptLanguage, answer }) => {
  const pathname = new URL(url, 'http://app').pathname.slice(BASENAME.length) || '/';
  const first = await loadFirstScreen(requestLocale(cookie, acceptLanguage), pathname);
  const markup = drawingWithAnswer(answer, () =>
    renderToString(
      <App {...first}>
        <StaticRouter basename={BASENAME} location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>,
    ),
  );
  return { ...withStylesAside(markup), locale: first.locale, dir: localeDirection(first.locale) };
};
