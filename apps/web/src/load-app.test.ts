import { APP_TOOK_OVER_EVENT, PAGE_SCRIPT_META } from '@storyloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppOnceShown } from './load-app.ts';

/** The frame callbacks asked for, run when the test draws a frame. */
let frames: FrameRequestCallback[] = [];
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Has the document say this of itself, as a browser would. */
const pretend = (property: 'visibilityState' | 'readyState', value: string) =>
  Object.defineProperty(document, property, { configurable: true, get: () => value });

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  pretend('visibilityState', 'visible');
  pretend('readyState', 'interactive');
  document.head.innerHTML = [
    `<meta name="${PAGE_SCRIPT_META.entry}" content="/stories/assets/index-1.js">`,
    `<meta name="${PAGE_SCRIPT_META.module}" content="/stories/assets/common-2.js">`,
    `<meta name="${PAGE_SCRIPT_META.module}" content="/stories/assets/player-page-3.js">`,
  ].join('');
});

afterEach(() => {
  // Each test's page is taken over by its end: the taps it held are let go.
  document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'readyState');
  document.head.replaceChildren();
});

describe('loadAppOnceShown', () => {
  it('fetches and runs nothing until the page has been drawn, then all the page names at once', async () => {
    const run = vi.fn(async () => {});
    loadAppOnceShown(run);
    await nextTask();
    expect(preloaded()).toEqual([]);
    expect(run).not.toHaveBeenCalled();

    // The frame's own callbacks run before it is drawn: the app waits for the task after them.
    drawFrame();
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(preloaded()).toEqual([
      ['/stories/assets/common-2.js', ''],
      ['/stories/assets/player-page-3.js', ''],
    ]);
    expect(run).toHaveBeenCalledExactlyOnceWith('/stories/assets/index-1.js');
  });

  it('loads the app at once in a tab that is not shown, which draws no frame', () => {
    pretend('visibilityState', 'hidden');
    const run = vi.fn(async () => {});
    loadAppOnceShown(run);
    expect(run).toHaveBeenCalledExactlyOnceWith('/stories/assets/index-1.js');
    expect(preloaded()).toHaveLength(2);
  });

  it('loads the app once when its tab is put behind another before the page is drawn', async () => {
    const run = vi.fn(async () => {});
    loadAppOnceShown(run);
    pretend('visibilityState', 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledOnce();

    drawFrame();
    await nextTask();
    expect(run).toHaveBeenCalledOnce();
    expect(preloaded()).toHaveLength(2);
  });

  it('waits for the head to be read when it runs before the rest of the page has arrived', async () => {
    pretend('readyState', 'loading');
    const run = vi.fn(async () => {});
    loadAppOnceShown(run);
    expect(frames).toEqual([]);

    pretend('readyState', 'interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    drawFrame();
    await nextTask();
    expect(run).toHaveBeenCalledExactlyOnceWith('/stories/assets/index-1.js');
  });

  it('holds taps on buttons until the app has taken over, then makes them again, in order', () => {
    document.body.innerHTML = '<button id="like">Like</button><button id="play">Play</button><p>Words</p>';
    const made: string[] = [];
    document.body.addEventListener('click', (event) => made.push((event.target as Element).id || 'words'));
    loadAppOnceShown(vi.fn(async () => {}));

    const tap = (id: string) => document.getElementById(id)?.click();
    tap('play');
    tap('like');
    document.querySelector('p')?.click();
    // A tap on what is no button is the page's own, at once.
    expect(made).toEqual(['words']);

    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
    expect(made).toEqual(['words', 'play', 'like']);
    tap('like');
    expect(made).toEqual(['words', 'play', 'like', 'like']);
  });

  it('holds a tap on a link to another of the app’s pages, and no other link', () => {
    window.history.replaceState(null, '', '/stories/archives');
    document.body.innerHTML = [
      '<nav>',
      '<a id="story" href="/stories/play/b1">Noor</a>',
      '<a id="docs" href="/v1/docs">API</a>',
      '<a id="away" href="https://example.com/stories/">Away</a>',
      '<a id="tab" href="/stories/play/b2" target="_blank">Tab</a>',
      '<a id="file" href="/stories/book.pdf" download>Book</a>',
      '</nav>',
    ].join('');
    const followed: string[] = [];
    // Each link only says it was followed: the test's page stays.
    document.querySelector('nav')?.addEventListener('click', (event) => {
      followed.push((event.target as Element).id);
      event.preventDefault();
    });
    loadAppOnceShown(vi.fn(async () => {}));

    for (const link of document.querySelectorAll('a')) link.click();
    document
      .getElementById('story')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    expect(followed).toEqual(['docs', 'away', 'tab', 'file', 'story']);

    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
    expect(followed).toEqual(['docs', 'away', 'tab', 'file', 'story', 'story']);
  });

  it('keeps a form from being sent the browser’s way before the app has taken over, and sends it then', () => {
    document.body.innerHTML = '<form><input name="q" value="fox"><button>Search</button></form>';
    const form = document.querySelector('form');
    const sent = vi.fn((event: Event) => event.preventDefault());
    form?.addEventListener('submit', sent);
    loadAppOnceShown(vi.fn(async () => {}));

    const pressed = form
      ?.querySelector('button')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const entered = form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect([pressed, entered]).toEqual([false, false]);
    expect(sent).not.toHaveBeenCalled();

    document.dispatchEvent(new Event(APP_TOOK_OVER_EVENT));
    // The button's tap sends the form, and so does the Enter key's.
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('lets taps through when the app has loaded but does not take the screen over', async () => {
    pretend('visibilityState', 'hidden');
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<button>Like</button>';
      const liked = vi.fn();
      document.querySelector('button')?.addEventListener('click', liked);
      loadAppOnceShown(vi.fn(async () => {}));
      await vi.advanceTimersByTimeAsync(14_000);
      document.querySelector('button')?.click();
      expect(liked).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1_000);
      document.querySelector('button')?.click();
      expect(liked).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets taps through when the app cannot be loaded', async () => {
    pretend('visibilityState', 'hidden');
    document.body.innerHTML = '<button>Like</button>';
    const liked = vi.fn();
    document.querySelector('button')?.addEventListener('click', liked);
    loadAppOnceShown(vi.fn(async () => Promise.reject(new Error('offline'))));
    await nextTask();

    document.querySelector('button')?.click();
    expect(liked).toHaveBeenCalledOnce();
  });
});
