import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BASENAME } from '../config/paths.ts';
import { PAGE_CHUNKS } from './page-chunks.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, screenAt } from './router.tsx';

function renderAt(url: string) {
  render(
    <AppProviders>
      <MemoryRouter basename={BASENAME} initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('app routes', () => {
  it('shows the home page at /stories/ inside the header and footer', async () => {
    renderAt('/stories/');

    // Each page is loaded when first opened.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stories where your child is the hero',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Made with love for families');
  });

  it('links inside the app carry the /stories base path', async () => {
    renderAt('/stories/');

    expect(await screen.findByRole('link', { name: 'Create a Story' })).toHaveAttribute(
      'href',
      '/stories/generate',
    );
  });

  it("shows 'Page not found' with a Go Home link for an unknown path", async () => {
    renderAt('/stories/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/stories');
  });

  it('finds the screen an address opens, and Page not found for any other', () => {
    expect(screenAt('/').areas).toEqual(PAGE_CHUNKS.home.areas);
    expect(screenAt('/play/abc123').areas).toEqual(PAGE_CHUNKS.play.areas);
    expect(screenAt('/play').areas).toEqual(PAGE_CHUNKS.play.areas);
    expect(screenAt('/on-this-device').areas).toEqual(PAGE_CHUNKS.onThisDevice.areas);
    expect(screenAt('/play/abc/more')).toBe(screenAt('/no-such-page'));
    expect(screenAt('/no-such-page').areas).toEqual([]);
  });

  it('draws a screen fetched before the first render at once, with no loading screen first', async () => {
    await screenAt('/privacy').Page.preload();
    renderAt('/stories/privacy');

    // In the first render: no suspense, no loading screen.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
