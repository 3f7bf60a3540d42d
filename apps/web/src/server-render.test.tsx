import { bundlePath } from '@storyloom/contract';
import { act } from '@testing-library/react';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApp } from './app/app.tsx';
import { drawnAsTheAppDraws, drawOver } from './app/draw-over.ts';
import { loadFirstScreen } from './app/first-screen.ts';
import esHome from './i18n/messages/es/home.json';
import { drawScreen } from './server-render.tsx';
import { mockApi } from './test/mock-api.ts';
import { buildBundle } from './test/story-fixtures.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** Elements with their attributes in name order, and texts: the page as a browser sees it. */
function outline(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes].map(({ name, value }) => `${name}="${value}"`).sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(outline).join('')}</>`;
}

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

  it('is drawn over by the app when it differs, which keeps its elements and gives them their styles', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/stories/');
    const drawn = await drawScreen({ url: '/stories/', acceptLanguage: 'es' });
    const root = document.createElement('div');
    root.innerHTML = drawn.html;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const links = root.querySelectorAll('a').length;

    const first = await loadFirstScreen('es', '/');
    await act(() => drawOver(root, <BrowserApp {...first} />, false));

    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelectorAll('a')).toHaveLength(links);
    expect(root.querySelector('[data-style]')).toBeNull();
    expect(root.querySelector<SVGElement>('svg [style]')?.style.transformOrigin).toBe('center');
  });

  it.each(['/stories/', '/stories/generate', '/stories/archives', '/stories/play/b1'])(
    'is taken over as it is at %s, the page then just as drawing over it makes it',
    async (url) => {
      mockApi({});
      const drawn = await drawScreen({ url });
      const first = await loadFirstScreen('en', url.slice('/stories'.length) || '/');
      const takeOver = async (asDrawn: boolean) => {
        window.history.replaceState(null, '', url);
        const root = document.createElement('div');
        root.innerHTML = drawn.html;
        document.body.append(root);
        await act(() => drawOver(root, <BrowserApp {...first} />, asDrawn));
        const page = outline(root);
        await act(() => render(null, root));
        root.remove();
        return page;
      };
      const asItIs = await takeOver(true);
      expect(asItIs).toBe(await takeOver(false));
      expect(asItIs).not.toContain('data-style');
    },
  );
});

describe('drawnAsTheAppDraws', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('holds when the page is in the app’s language and nothing here changes the screen', () => {
    document.documentElement.lang = 'es';
    expect(drawnAsTheAppDraws('es')).toBe(true);
    expect(drawnAsTheAppDraws('en')).toBe(false);
  });

  it('does not hold for what the server cannot know', () => {
    document.documentElement.lang = 'en';
    localStorage.setItem('storyloom.last-story', 'b1');
    expect(drawnAsTheAppDraws('en')).toBe(false);
    localStorage.clear();

    sessionStorage.setItem(
      'storyloom.generation',
      JSON.stringify({
        bundleId: 'b1',
        eventsUrl: '/v1/stories/jobs/j1/events',
        run: { childName: 'Mia', sceneCount: 4, audioOnly: false, signLanguage: false, estimate: '1 minute' },
      }),
    );
    expect(drawnAsTheAppDraws('en')).toBe(false);
    sessionStorage.clear();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width') }));
    expect(drawnAsTheAppDraws('en')).toBe(false);
  });
});
