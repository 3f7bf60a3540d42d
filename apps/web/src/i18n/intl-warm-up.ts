/**
 * Has the browser open its formatting of numbers and dates, and its names of languages, for the
 * language on a thread of its own while the app loads. The first number, date or language name a
 * page shows otherwise costs 20–60 ms on a fast machine, on the page's one thread, in the middle
 * of the first render: the browser reads its language data then, once for every thread of the
 * page. Where no worker can start, the first render pays as before.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker !== 'function') return;
  try {
    // The worker reads the language from its name, and closes once it is done.
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: locale });
  } catch {
    // A browser that refuses the worker formats on the page's thread, as it would anyway.
  }
}
