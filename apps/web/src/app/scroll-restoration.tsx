import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'storyloom:scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each entry of the tab's history was last scrolled to, by its location key. */
const positions = savedPositions();

// The entry a page load starts on has no key of its own ('default'): its address tells it apart.
const entryKey = (locationKey: string) =>
  locationKey === 'default' ? `${window.location.pathname}${window.location.search}` : locationKey;

// The entry the browser is on now: history.state changes as soon as a link is followed or Back is
// pressed, before the next screen is drawn, so the old screen's position is never written over.
const currentEntryKey = () => entryKey((window.history.state as { key?: string } | null)?.key ?? 'default');

/** Whether the browser came back to this page (Reload, or Back from another site) rather than opened it. */
function cameBack(): boolean {
  const [load] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return load?.type === 'reload' || load?.type === 'back_forward';
}

/**
 * Back and Forward return to where a screen was left; any other move starts at the top (or at the
 * address's #anchor), but for the page just opened, which stays where the visitor has scrolled it. Placed beside the screen, inside its Suspense boundary, so it runs once the
 * screen is drawn, not while its chunk is still loading.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstScreen = useRef(true);

  useEffect(() => {
    // The browser would restore before the screen is drawn: the app does it itself.
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[currentEntryKey()] = window.scrollY;
    };
    const keepForReload = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage blocked or full: a reload then starts at the top.
      }
    };
    // The visitor may have scrolled the screen the server drew before the app took it over.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keepForReload);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keepForReload);
    };
  }, []);

  useLayoutEffect(() => {
    const opened = firstScreen.current;
    const returning = navigationType === 'POP' && (!opened || cameBack());
    firstScreen.current = false;
    const saved = returning ? positions[entryKey(key)] : undefined;
    // Once the screen for the new address is drawn, still before it is painted: Preact redraws
    // each part that follows the address on its own, and this part may come before the screen.
    queueMicrotask(() => {
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      // A page just opened starts at its top, or where the visitor has scrolled it since: the
      // screen the server drew can be read and scrolled before the app takes it over.
      else if (!opened) window.scrollTo(0, 0);
    });
  }, [key, hash, navigationType]);

  return null;
}
