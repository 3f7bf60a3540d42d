import { useEffect } from 'react';

/**
 * The browser tab's title while a page is shown; the page's own title comes back when it goes.
 * The app runs on Preact's React layer (vite.config.ts), which leaves a `<title>` where it is
 * rendered instead of moving it into the document's head.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
