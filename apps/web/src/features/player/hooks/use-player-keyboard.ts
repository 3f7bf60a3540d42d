import { useEffect, useRef } from 'react';

export interface PlayerKeyboardActions {
  toggle(): void;
  next(): void;
  previous(): void;
}

/** Where typing happens: keys there belong to the field, not to the player. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** An open dialog owns the keyboard; the story behind it should not move. */
const isInDialog = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.closest('[aria-modal="true"]') !== null;

/** Controls that space already presses: letting the player act too would press twice. */
function isPressable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a[href], summary, [role="button"]') !== null
  );
}

/**
 * Space plays or pauses, the arrows change scene (not while typing in a field or in a dialog). In
 * a story read right to left, the left arrow goes on, as a page is turned.
 */
export function usePlayerKeyboard(actions: PlayerKeyboardActions, dir: 'ltr' | 'rtl' = 'ltr') {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const [forward, back] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextEntry(event.target) || isInDialog(event.target)) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (isPressable(event.target)) return;
        event.preventDefault();
        latest.current.toggle();
      } else if (event.key === forward) {
        event.preventDefault();
        latest.current.next();
      } else if (event.key === back) {
        event.preventDefault();
        latest.current.previous();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dir]);
}
