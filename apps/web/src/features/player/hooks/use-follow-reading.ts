import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** Where a word may sit on screen: below the sticky header and above the player's controls. */
export interface ClearBand {
  top: number;
  bottom: number;
}

/** How far below the band's top a followed word comes to rest, as a share of the band. */
const REST_AT = 0.3;

/**
 * How far to scroll the page so a word is readable: 0 while it is inside the band, otherwise
 * enough to bring it to rest in the band's upper part, so the next lines can follow it before
 * the page moves again.
 */
export function scrollToKeepClear(word: Pick<DOMRect, 'top' | 'bottom'>, band: ClearBand): number {
  if (word.top >= band.top && word.bottom <= band.bottom) return 0;
  return Math.round(word.top - (band.top + (band.bottom - band.top) * REST_AT));
}

interface FollowReading {
  /** The player's floating controls. */
  controls: RefObject<HTMLElement | null>;
  /** The book: picture and text. */
  book: RefObject<HTMLElement | null>;
  sceneIndex: number;
  /**
   * In fullscreen on a phone the narration scrolls inside its own page, under a picture that keeps
   * its room: then that page follows the reading, not the window. Null in the page.
   */
  scrollArea: RefObject<HTMLElement | null> | null;
  /** Only while the story plays. */
  enabled: boolean;
  /** The story has been told to its end: the goodnight over the book comes into view. */
  finished: boolean;
}

/**
 * The page follows the reading: each new scene, and the goodnight at the end, brings the book's
 * top (its picture) back into view, and the page scrolls when the spoken word would go under the sticky header or behind
 * the floating controls, so a child reading along never loses it. A parent who scrolls away (to
 * Share, or the voices) is left there until the next scene, and an open dialog is never scrolled
 * behind. In fullscreen it is the narration's own page that scrolls, back to its top at each scene.
 * Returns the callback the narration calls with each highlighted word.
 */
export function useFollowReading({
  controls,
  book,
  sceneIndex,
  scrollArea,
  enabled,
  finished,
}: FollowReading) {
  const clearBand = useCallback((): ClearBand => {
    const area = scrollArea?.current?.getBoundingClientRect();
    if (area) return { top: area.top + 8, bottom: area.bottom - 8 };
    const header = document.querySelector('[data-site-header]')?.getBoundingClientRect();
    const controlsTop = controls.current?.getBoundingClientRect().top ?? window.innerHeight;
    return {
      top: Math.max(0, header?.bottom ?? 0) + 8,
      bottom: Math.min(window.innerHeight, controlsTop) - 8,
    };
  }, [controls, scrollArea]);

  const scrolledAway = useRef(false);
  useEffect(() => {
    const leave = () => {
      scrolledAway.current = true;
    };
    const leaveByKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) leave();
    };
    window.addEventListener('wheel', leave, { passive: true });
    window.addEventListener('touchmove', leave, { passive: true });
    window.addEventListener('keydown', leaveByKey);
    return () => {
      window.removeEventListener('wheel', leave);
      window.removeEventListener('touchmove', leave);
      window.removeEventListener('keydown', leaveByKey);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scene, or the end, is what brings the book's top back.
  useEffect(() => {
    scrolledAway.current = false;
    if (scrollArea) {
      // A new scene's text starts at its first line; the window is not scrolled in fullscreen.
      scrollArea.current?.scrollTo({ top: 0 });
      return;
    }
    // Measured only when it may scroll: as the player opens, measuring would lay the page out early.
    if (!(enabled || finished)) return;
    const top = book.current?.getBoundingClientRect().top;
    if (top === undefined) return;
    const band = clearBand();
    if (top < band.top) scrollBy(window, top - band.top);
  }, [sceneIndex, finished]);

  return useCallback(
    (word: HTMLElement) => {
      if (!enabled || scrolledAway.current || document.querySelector('[aria-modal="true"]')) return;
      const by = scrollToKeepClear(word.getBoundingClientRect(), clearBand());
      if (by !== 0) scrollBy(scrollArea?.current ?? window, by);
    },
    [clearBand, enabled, scrollArea],
  );
}

/** Keys that scroll the page (the arrows change scene in the player). */
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'Home', 'End']);

function scrollBy(scroller: Window | HTMLElement, by: number) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollBy({ top: by, behavior: reduced ? 'auto' : 'smooth' });
}
