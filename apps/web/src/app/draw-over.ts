import { APP_TOOK_OVER_EVENT } from '@storyloom/contract';
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
 *   in `data-style` are set on their elements, as the app sets them.
 * - Otherwise Preact's `render` keeps the elements that match and sets every attribute, style and
 *   text to what the app draws. It costs a phone more: it writes every attribute again, and the
 *   browser works out every element's style again.
 * React's createRoot would empty the root first. Either way, once the whole screen is the app's, what
 * the visitor already typed or picked in a field is passed on, and the document is told
 * (APP_TOOK_OVER_EVENT), for the taps the page held meanwhile to be made again (load-app.ts).
 */
export function drawOver(root: Element, app: ReactNode, asDrawn: boolean): void {
  // Read before the app draws, and kept as typed while it takes the screen over: drawing anew sets
  // each field to what the app holds, and so may a part drawn again while others wait their turn.
  const typed = new Map(earlyInput(root).map((input) => [input.field, input]));
  const keep = (event: Event) => {
    const input = inputOf(event.target);
    if (input) typed.set(input.field, input);
  };
  root.addEventListener('input', keep, true);
  root.addEventListener('change', keep, true);
  const tookOver = () =>
    afterEffects(() => {
      root.removeEventListener('input', keep, true);
      root.removeEventListener('change', keep, true);
      for (const input of earlyInput(root)) typed.set(input.field, input);
      passOn(inScreenOrder([...typed.values()]), () =>
        document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT)),
      );
    });
  // The app's elements are Preact's (react is Preact's React layer): only their types differ.
  if (!asDrawn) {
    render(app as ComponentChild, root);
    tookOver();
    return;
  }
  hydrateInTurns(() => {
    hydrate(app as ComponentChild, root);
    for (const element of root.querySelectorAll<HTMLElement | SVGElement>('[data-style]')) {
      element.style.cssText = element.dataset.style ?? '';
      element.removeAttribute('data-style');
    }
  }, tookOver);
}

/** A field the visitor typed or picked in before the app started, with what it held then. */
interface EarlyInput {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
  /** The event the app listens for on this field. */
  event: 'input' | 'change';
}

/** What the visitor typed or picked in the drawn screen's fields before the app started. */
function earlyInput(root: Element): EarlyInput[] {
  return [...root.querySelectorAll('input, textarea, select')].flatMap((field) => {
    const input = inputOf(field);
    if (!input) return [];
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && field.type === 'checkbox'
          ? field.checked !== field.defaultChecked
          : field instanceof HTMLInputElement && field.type === 'radio'
            ? // The one now picked: the one it replaced says nothing.
              field.checked && !field.defaultChecked
            : input.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue;
    return changed ? [input] : [];
  });
}

/** What a field holds now, and the event the app listens for on it; nothing for what is no field. */
function inputOf(field: EventTarget | null): EarlyInput | null {
  if (field instanceof HTMLSelectElement)
    return { field, value: field.value, checked: false, event: 'change' };
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.type === 'radio' && !field.checked
      ? null
      : { field, value: field.value, checked: field.checked, event: 'change' };
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return { field, value: field.value, checked: false, event: 'input' };
  return null;
}

/** The fields in the order they are on screen. */
function inScreenOrder(input: EarlyInput[]): EarlyInput[] {
  return input.sort((a, b) =>
    a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/**
 * Hands the app what the visitor typed or picked, as if entered now, then runs `then`. Hydrating
 * keeps it on screen, but the app's own state must hold it too; drawing the screen anew set each
 * field to what the app held, so it is written back first. One field at a time: a field's handler
 * may build what it sets from what the app last drew (the list of favourite things, say), so the
 * app draws each before the next is handed on, and a field not yet handed on is written back then.
 */
function passOn(input: readonly EarlyInput[], then: () => void): void {
  const [next, ...rest] = input;
  if (!next) {
    then();
    return;
  }
  const { field, value, checked, event } = next;
  if (field.isConnected) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.checked = checked;
    else if (field.value !== value) field.value = value;
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
  afterEffects(() => passOn(rest, then));
}

/** How long to wait for a frame that a tab in the background does not draw. */
const NO_FRAME_MS = 100;

/**
 * Runs `then` once the app has drawn what it was just told and run its effects: Preact draws in a
 * microtask, and runs effects in a task after the next frame (or 35 ms on, with no frame). Until
 * then, an effect of what was handed on (a voice's sample stopped when its language changes, say)
 * could undo what follows it.
 */
function afterEffects(then: () => void): void {
  setTimeout(() => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      setTimeout(then);
    };
    // Asked for after Preact asked for its own, so run after it.
    requestAnimationFrame(once);
    setTimeout(once, NO_FRAME_MS);
  });
}
