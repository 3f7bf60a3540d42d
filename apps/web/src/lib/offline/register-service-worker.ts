import { APP_TOOK_OVER_EVENT } from '@storyloom/contract';
import { SKIP_WAITING } from '../../service-worker/messages.ts';

/**
 * Registers the service worker of the built app (none while developing). A version built since
 * the last visit waits for the next page opened, and takes over there before anything plays:
 * a story playing in an open page is never cut short by an update.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).then(
      (registration) => registration.waiting?.postMessage(SKIP_WAITING),
      (error: unknown) => console.warn('The app could not be made ready to open offline.', error),
    );
  };
  // Once the page has loaded and the app has taken the screen over (load-app.ts): the worker then
  // fetches the whole app shell to keep (about 2 MB), which would otherwise share a phone's line,
  // and a busy server, with the app's own code and the page's pictures.
  const whenLoaded = () => {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  };
  document.addEventListener(APP_TOOK_OVER_EVENT, whenLoaded, { once: true });
}
