import type { User } from '@storyloom/contract';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { vi } from 'vitest';
import type { Messages } from '../../../i18n/catalog.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { renderInApp } from '../../../test/render-screen.tsx';

export { ana } from '../../../test/render-screen.tsx';

/** Renders player UI inside the providers the app gives it, at `path`, as `user`, in English unless told. */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    user = null,
    locale,
    messages,
  }: { path?: string; user?: User | null; locale?: Locale; messages?: Messages } = {},
) {
  return renderInApp(
    <>
      <Route path="/play/:bundleId?" element={ui} />
      <Route path="/" element={<p>Home page</p>} />
    </>,
    { path, user, locale, messages },
  );
}

/** jsdom cannot play media: make play, pause and load harmless and observable. */
export function stubMediaElements() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {}),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {}),
    load: vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {}),
  };
}
