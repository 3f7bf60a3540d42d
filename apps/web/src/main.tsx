import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './index.css';
import { BrowserApp } from './app/app.tsx';
import { drawnAsTheAppDraws, drawOver } from './app/draw-over.ts';
import { loadFirstScreen } from './app/first-screen.ts';
import { BASENAME } from './config/paths.ts';
import { applyToDocument, initialLocale } from './i18n/locales.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

/** How long the app waits for a frame that a tab in the background does not draw. */
const BACKGROUND_TAB_START_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

/**
 * When the server drew the first screen into the page, the browser shows it before the app draws
 * over it, so the visitor reads the screen while a phone is busy starting the app.
 */
const shown = container.hasChildNodes()
  ? new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve));
      setTimeout(resolve, BACKGROUND_TAB_START_MS);
    })
  : null;

const pathname = window.location.pathname.slice(BASENAME.length) || '/';
// Promises rather than a top-level await: the screens' chunks share this module's imports, which
// the build keeps in this file only for an entry that does not wait at the top.
void Promise.all([loadFirstScreen(initialLocale(), pathname), shown]).then(([first]) => {
  // In a task of its own: the task that got here may have run the screen's chunk, a long one.
  setTimeout(() => {
    const asDrawn = shown !== null && drawnAsTheAppDraws(first.locale);
    applyToDocument(first.locale);
    drawOver(container, <BrowserApp {...first} />, asDrawn);
  });
});
