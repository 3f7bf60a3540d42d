import { bundlePath } from '@storyloom/contract';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApp } from './app/app.tsx';
import { drawOver } from './app/draw-over.ts';
import { loadFirstScreen } from './app/first-screen.ts';
import esHome from './i18n/messages/es/home.json';
import { drawScreen } from './server-render.tsx';
import { mockApi } from './test/mock-api.ts';
import { buildBundle } from './test/story-fixtures.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A text of the messages as it shows, its tags (<hero>…</hero>) left out. */
const shown = (message: string) => message.replace(/<\/?\w+>/g, '');

describe('a page’s first screen drawn on the server', () => {
  it('is in the language the visitor’s browser asks for, right to left for Arabic', async () => {
    const spanish = await drawScreen({ url: '/stories/', acceptLanguage: 'es-MX, en;q=0.5' });
    expect(spanish).toMatchObject({ locale: 'es', dir: 'ltr' });
    expect(spanish.html).toContain(shown(esHome.heroTitle).split('protagonista')[0]);

    const chosen = await drawScreen({
      url: '/stories/',
      cookie: 'storyloom.language=ar',
      acceptLanguage: 'es',
    });
    expect(chosen).toMatchObject({ locale: 'ar', dir: 'rtl' });
  });

  it('shows the answer the page comes with: a shared story’s first scene', async () => {
    const story = buildBundle({ bundle_id: 'b1', title: 'Mia and the sea turtle' });
    const { html } = await drawScreen({
      url: '/stories/play/b1',
      answer: { path: bundlePath('b1'), body: story, at: Date.now() },
    });
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Mia and the sea turtle');
    // Word by word, as the narration highlights them.
    expect(text).toContain(' Scene 1 words go here');
  });

  it('keeps its styles aside for the page’s style sheet', async () => {
    const { html, css } = await drawScreen({ url: '/stories/' });
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    expect(html).toContain('data-style="');
    expect(css).toMatch(/^\[data-style="/);
  });

  it('is drawn over by the app, which keeps its elements and gives them their styles', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/stories/');
    const drawn = await drawScreen({ url: '/stories/', acceptLanguage: 'es' });
    const root = document.createElement('div');
    root.innerHTML = drawn.html;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const links = root.querySelectorAll('a').length;

    const first = await loadFirstScreen('es', '/');
    await act(() => drawOver(root, <BrowserApp {...first} />));

    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelectorAll('a')).toHaveLength(links);
    expect(root.querySelector('[data-style]')).toBeNull();
    expect(root.querySelector<SVGElement>('svg [style]')?.style.transformOrigin).toBe('center');
  });
});
