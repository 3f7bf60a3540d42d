import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './script-fonts.css';
import './index.css';
import { BrowserApp } from './app/app.tsx';
import { drawnAsTheAppDraws, drawOver } from './app/draw-over.ts';
import { loadFirstScreen } from './app/first-screen.ts';
import { BASENAME } from './config/paths.ts';
import { applyToDocument, initialLocale } from './i18n/locales.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

// The page has been shown before this runs (load-app.ts): the visitor reads the screen the server
// drew while a phone is busy starting the app.
const drawn = container.hasChildNodes();

const pathname = window.location.pathname.slice(BASENAME.length) || '/';
// Promises rather than a top-level await: the screens' chunks share this module's imports, which
// the build keeps in this file only for an entry that does not wait at the top.
void loadFirstScreen(initialLocale(), pathname).then((first) => {
  // In a task of its own: the task that got here may have run the screen's chunk, a long one.
  setTimeout(() => {
    const asDrawn = drawn && drawnAsTheAppDraws(first.locale);
    applyToDocument(first.locale);
    drawOver(container, <BrowserApp {...first} />, asDrawn);
  });
});
