import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here the book's picture and text sit side by side. */
const WIDE_SCREEN = '(min-width: 48rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is wide enough now. Narrow where the server draws the player: the app draws
 * over it at the window's width.
 */
export const isWideScreen = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(WIDE_SCREEN).matches ?? false);

/** Whether the window is wide enough for the book's two pages side by side; follows resizing. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWideScreen);
