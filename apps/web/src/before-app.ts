import { warmUpIntl } from './i18n/intl-warm-up.ts';
import { loadAppOnceShown } from './load-app.ts';

// index.html runs this file on its own, as soon as it arrives: it needs none of the app's code, so
// a phone starts the warm-up while the app is still on its way. The page's language is the one the
// server drew its screen in, the one the app chooses too.
warmUpIntl(document.documentElement.lang);
loadAppOnceShown();
