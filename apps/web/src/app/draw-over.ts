import { type ComponentChild, hydrate, render } from 'preact';
import type { ReactNode } from 'react';
import { followedGeneration } from '../features/generator/lib/followed-generation.ts';
import { isWideScreen } from '../features/player/hooks/use-wide-screen.ts';
import type { Locale } from '../i18n/locales.ts';
import { hydrateInTurns } from '../lib/hydrate-later.tsx';
import { lastStory } from '../lib/last-story.ts';

/**
 * Whether the screen the server drew in the page is the one the app draws now. The server draws in
 * the language it was asked for, for a narrow window, with nothing kept in this browser: it cannot
 * know a wide window (the player's layout), the last story played here (the header's Player link),
 * a story being made in this tab, or a language chosen here before the cookie kept it.
 */
export function drawnAsTheAppDraws(locale: Locale): boolean {
  return (
    document.documentElement.lang === locale &&
    !isWideScreen() &&
    lastStory() === null &&
    followedGeneration() === null
  );
}

/**
 * Draws the app into the page's root, over the screen the server drew there when it did
 * (server-render.tsx).
 * - When the server drew what the app draws (`asDrawn`, see drawnAsTheAppDraws), the app takes the
 *   screen over as it is, with Preact's `hydrate`, in turns (hydrateInTurns): every element,
 *   attribute and text stays, and the app only adds its handlers. The styles the server kept aside
 *   in `data-style` are set on their elements, as the app sets them, and once every part is taken
 *   over, what the visitor already typed in a field is passed on.
 * - Otherwise Preact's `render` keeps the elements that match and sets every attribute, style and
 *   text to what the app draws. It costs a phone more: it writes every attribute again, and the
 *   browser works out every element's style again.
 * React's createRoot would empty the root first.
 */
export function drawOver(root: Element, app: ReactNode, asDrawn: boolean): void {
  // The app's elements are Preact's (react is Preact's React layer): only their types differ.
  if (!asDrawn) {
    render(app as ComponentChild, root);
    return;
  }
  hydrateInTurns(
    () => {
      hydrate(app as ComponentChild, root);
      for (const element of root.querySelectorAll<HTMLElement | SVGElement>('[data-style]')) {
        element.style.cssText = element.dataset.style ?? '';
        element.removeAttribute('data-style');
      }
    },
    () => passOnEarlyInput(root),
  );
}

/**
 * Hands the app what the visitor typed or picked in the drawn screen's fields before it started,
 * as if entered now: hydrating keeps it on screen, and the app's own state must hold it too.
 */
function passOnEarlyInput(root: Element): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      // The one now picked: the one it replaced says nothing.
      if (field.checked && !field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    ) {
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
