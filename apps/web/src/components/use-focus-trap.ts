import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first of a container's controls to take focus, by default its first focusable one. */
export type InitialFocus = (container: HTMLElement) => HTMLElement | null | undefined;

const firstFocusable: InitialFocus = (container) => container.querySelector<HTMLElement>(FOCUSABLE);

/**
 * While mounted: moves focus into the container, keeps Tab and Shift+Tab inside it, calls
 * `onEscape` on Escape, and gives focus back to whatever held it before. Every modal uses it.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus: InitialFocus = firstFocusable,
): void {
  // Kept in a ref so a new callback on each render does not pull focus back to the start.
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });
  // Read once: focus moves in when the trap mounts, not again on later renders.
  const initialFocusRef = useRef(initialFocus);

  // As the container is drawn, not after the next frame: a key pressed at once is not lost.
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    (initialFocusRef.current(root) ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [container]);
}
