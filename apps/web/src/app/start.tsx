import { BrowserRouter } from 'react-router';
import { BASENAME } from '../config/paths.ts';
import { applyToDocument, initialLocale } from '../i18n/locales.ts';
import { registerServiceWorker } from '../lib/offline/register-service-worker.ts';
import { App } from './app.tsx';
import { drawOver } from './draw-over.ts';
import { loadFirstScreen } from './first-screen.ts';
import { AppRoutes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

const first = await loadFirstScreen(initialLocale(), window.location.pathname.slice(BASENAME.length) || '/');
applyToDocument(first.locale);
const app = (
  <App {...first}>
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  </App>
);
drawOver(container, app);
