import { type RefObject, useEffect } from 'react';

/** On mount, scrolls a freshly shown panel into view and moves focus to its heading. */
export function useRevealOnMount(
  panel: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [panel, heading]);
}
