import { type ComponentChild, render } from 'preact';
import type { ReactNode } from 'react';

/**
 * Draws the app into the page's root, over the screen the server drew there when it did
 * (server-render.tsx): Preact keeps the elements that match and sets every attribute, style and
 * text to what the app draws, so nothing is drawn twice and nothing the server could not know (a
 * wide window, a story being made in this tab) stays as the server drew it. Hydrating would trust
 * the markup's attributes as they are; React's createRoot would empty the root first.
 */
export function drawOver(root: Element, app: ReactNode): void {
  // The app's elements are Preact's (react is Preact's React layer): only their types differ.
  render(app as ComponentChild, root);
}
