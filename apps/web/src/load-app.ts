import { PAGE_SCRIPT_META } from '@storyloom/contract';

/** Runs a module the page names, by its address. */
export type RunModule = (url: string) => Promise<unknown>;

const runModule: RunModule = (url) => import(/* @vite-ignore */ url);

/**
 * Loads the app once the browser has shown the page: the modules the page's head names are fetched
 * (modulepreload, so they come at once rather than one import after another) and its entry is run.
 *
 * The server draws each screen into the page, so the page is read before any script runs. Named as
 * scripts in the head, the app's code would be fetched beside the style sheet and the fonts, and a
 * phone on a slow line would show the page only once all of it had come. A page in a tab behind
 * others is not drawn until it is shown, so it loads the app at once.
 */
export function loadAppOnceShown(run: RunModule = runModule): void {
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
    for (const meta of named(PAGE_SCRIPT_META.entry)) void run(meta.content);
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
