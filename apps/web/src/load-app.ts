import { APP_TOOK_OVER_EVENT, PAGE_SCRIPT_META } from '@storyloom/contract';

/** Runs a module the page names, by its address. */
export type RunModule = (url: string) => Promise<unknown>;

const runModule: RunModule = (url) => import(/* @vite-ignore */ url);

/** How long after the app has loaded the page still holds taps for it to take over. */
const LET_GO_AFTER_MS = 15_000;

/**
 * Loads the app once the browser has shown the page: the modules the page's head names are fetched
 * (modulepreload, so they come at once rather than one import after another) and its entry is run.
 *
 * The server draws each screen into the page, so the page is read before any script runs. Named as
 * scripts in the head, the app's code would be fetched beside the style sheet and the fonts, and a
 * phone on a slow line would show the page only once all of it had come. A page in a tab behind
 * others is not drawn until it is shown, so it loads the app at once.
 *
 * Until the app has taken the screen over, a button does nothing, one in a form would send the form
 * the browser's way, and a link would load its page anew: the visitor's taps are held meanwhile,
 * and made again then.
 */
export function loadAppOnceShown(run: RunModule = runModule): void {
  const taps = holdTaps();
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const named = (name: string) => [
      ...document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`),
    ];
    for (const meta of named(PAGE_SCRIPT_META.module)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.content;
      document.head.append(link);
    }
    // An app that fails to load takes nothing over, and one that has not taken over long after it
    // has loaded will not: the buttons are let go.
    for (const meta of named(PAGE_SCRIPT_META.entry))
      run(meta.content).then(() => setTimeout(taps.letGo, LET_GO_AFTER_MS), taps.letGo);
  };
  const onceShown = () => {
    if (document.visibilityState === 'hidden') return load();
    // A frame's callbacks run before it is drawn; the task after them, once it has been.
    requestAnimationFrame(() => setTimeout(load));
    document.addEventListener('visibilitychange', load, { once: true });
  };
  // This runs as soon as it arrives, which may be before the head that names the scripts is read.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', onceShown, { once: true });
  else onceShown();
}

/**
 * Holds every tap on a button or on a link to another of the app's pages, and every form sent,
 * from now until the app has taken the screen over (APP_TOOK_OVER_EVENT), and then makes each
 * again, in order, on what is still on screen.
 */
function holdTaps(): { letGo: () => void } {
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tapped = event instanceof MouseEvent && isPlainTap(event) ? target?.closest('button, a') : null;
    const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null;
    if (tapped instanceof HTMLButtonElement || (tapped instanceof HTMLAnchorElement && isAppLink(tapped)))
      held.push(() => tapped.isConnected && tapped.click());
    else if (form) held.push(() => form.isConnected && form.requestSubmit());
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const letGo = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener(APP_TOOK_OVER_EVENT, makeAgain);
  };
  const makeAgain = () => {
    letGo();
    for (const tap of held.splice(0)) tap();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(APP_TOOK_OVER_EVENT, makeAgain);
  return { letGo };
}

/** A tap with the main button and no key held: another opens a link in a tab or window of its own. */
const isPlainTap = (event: MouseEvent) =>
  event.type === 'click' &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * A link to another of the app's pages, which the app opens itself, keeping what it knows (where
 * a list was scrolled to, say): on this site, under the same first folder as this page, in this
 * tab, and not a file to save.
 */
function isAppLink(link: HTMLAnchorElement): boolean {
  const app = `/${window.location.pathname.split('/')[1]}/`;
  return (
    link.origin === window.location.origin &&
    `${link.pathname}/`.startsWith(app) &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}
