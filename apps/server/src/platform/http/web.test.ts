import fs from 'node:fs';
import path from 'node:path';
import {
  pictureSrcSet,
  SCENE_PICTURE_SIZES,
  STORY_COVER_SIZES,
  storyListPath,
  VOICE_OPTIONS_PATH,
  WEB_BASENAME,
  WEB_PAGES,
} from '@storyloom/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProviders } from '../../providers/registry.ts';
import { generateStory } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Create personalised stories." />',
  '<title>Storyloom — personalised stories for children</title>',
  '</head><body><div id="root">storyloom-app</div></body></html>',
].join('');

let t: TestApp;
let address: string;
beforeEach(async () => {
  t = await buildTestApp({ webIndex: INDEX_HTML });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterEach(async () => t?.close(), 30_000);

/** The page as a browser or a link-preview crawler gets it. */
async function page(pathname: string) {
  const res = await fetch(`${address}${pathname}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The head's meta tags, `og:title` → its content, as a crawler reads them. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key as string] = content as string;
  }
  return tags;
}

const previewKeys = (html: string) => Object.keys(metaTags(html)).filter((key) => /^(og|twitter):/.test(key));

/** The head's image preloads, as the browser reads them. */
const imagePreloads = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
    ([tag]) => tag,
  );

/** The answer the page comes with for its screen's first call, as the app reads it; null when none. */
function firstAnswer(html: string): { path: string; at: number; answer: unknown } | null {
  const found = html.match(
    /<script type="application\/json" id="first-answer" data-path="([^"]*)" data-at="(\d+)">(.*?)<\/script>/s,
  );
  if (!found) return null;
  const [, path, at, json] = found;
  return {
    path: (path as string).replaceAll('&amp;', '&'),
    at: Number(at),
    answer: JSON.parse(json as string),
  };
}

/** The page without its first answer: the app's own index.html when it carries nothing else. */
const withoutFirstAnswer = (html: string) =>
  html.replace(/\s*<script type="application\/json"[\s\S]*?<\/script>\s*/, '');

describe('a shared story’s page', () => {
  it('comes with the story as anyone reads it, so the player needs no call of its own', async () => {
    const { bundle_id } = await generateStory(t.app, { child_name: 'Mia' });
    const before = Date.now();
    const { html } = await page(`${WEB_BASENAME}/play/${bundle_id}`);

    expect(firstAnswer(html)).toEqual({
      path: `/v1/stories/bundle/${bundle_id}`,
      at: expect.any(Number),
      answer: (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json(),
    });
    expect(firstAnswer(html)?.at).toBeGreaterThanOrEqual(before);
  }, 60_000);

  it('carries the story’s title, who it is for, how it begins and scene 1’s picture', async () => {
    const { bundle_id } = await generateStory(t.app, { child_name: 'Mia', theme: 'ocean' });
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    const res = await page(`${WEB_BASENAME}/play/${bundle_id}?child=Mia`);

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.html).toContain('storyloom-app');
    const tags = metaTags(res.html);
    const description = tags['og:description'] ?? '';
    expect(description.startsWith('A Storyloom story for Mia: ')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(bundle.scenes[0].narration.startsWith(description.slice(27).replace(/…$/, ''))).toBe(true);
    expect(tags).toEqual({
      description,
      'og:type': 'article',
      'og:site_name': 'Storyloom',
      'og:title': bundle.title,
      'og:description': description,
      'og:url': `${t.config.publicUrl}/stories/play/${bundle_id}`,
      'og:image': `${t.config.publicUrl}${bundle.scenes[0].image_url}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': bundle.title,
      'twitter:description': description,
      'twitter:image': `${t.config.publicUrl}${bundle.scenes[0].image_url}`,
    });
    // The page's description gives way to the story's; its title stays the app's.
    expect(res.html.match(/name="description"/g)).toHaveLength(1);
    expect(res.html).toContain('<title>Storyloom — personalised stories for children</title>');
    // The picture it names is there for the crawler to fetch (at this test's own address).
    const picture = new URL(tags['og:image'] as string).pathname;
    const pictureAnswer = await fetch(`${address}${picture}`);
    expect(pictureAnswer.status).toBe(200);
    // Unread, its body would hold the connection open until the server's keep-alive timeout.
    await pictureAnswer.body?.cancel();
  }, 60_000);

  it('has the browser fetch scene 1’s picture with the page, as the player will ask for it', async () => {
    const { bundle_id } = await generateStory(t.app);
    const scene = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json().scenes[0];
    expect(scene.image_variants.length).toBeGreaterThan(0);
    const { html } = await page(`${WEB_BASENAME}/play/${bundle_id}`);

    // The srcset and sizes the player's <img> has (picture-sources.ts), so the copy is fetched once.
    expect(imagePreloads(html)).toEqual([
      `<link rel="preload" as="image" imagesrcset="${pictureSrcSet(scene.image_variants)}" ` +
        `imagesizes="${SCENE_PICTURE_SIZES}" fetchpriority="high" />`,
    ]);
  }, 60_000);

  it('has the small card and no picture for an audio-only story', async () => {
    const { bundle_id } = await generateStory(t.app, { audio_only: true });
    const tags = metaTags((await page(`${WEB_BASENAME}/play/${bundle_id}`)).html);
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:title']).toBeDefined();
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:image']).toBeUndefined();
    expect(imagePreloads((await page(`${WEB_BASENAME}/play/${bundle_id}`)).html)).toEqual([]);
  }, 60_000);

  it('escapes a title that tries to write its own markup', async () => {
    const { bundle_id } = await generateStory(t.app);
    const evil = `Mia's "Tale" </title><script>alert(1)</script> & $& <meta name="x" content="y">`;
    await t.db.updateTable('stories').set({ title: evil }).where('id', '=', bundle_id).execute();
    const { html } = await page(`${WEB_BASENAME}/play/${bundle_id}`);

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<meta name="x"');
    expect(html).toContain(
      'content="Mia&#39;s &quot;Tale&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &lt;meta name=&quot;x&quot; content=&quot;y&quot;&gt;"',
    );
    expect(metaTags(html)['og:title']).toBe(
      'Mia&#39;s &quot;Tale&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &lt;meta name=&quot;x&quot; content=&quot;y&quot;&gt;',
    );
  }, 60_000);

  it('says nothing of a private, hidden, failed or unfinished story, nor of an unknown or invalid id', async () => {
    const { bundle_id } = await generateStory(t.app, { child_name: 'Secret' });
    const expectPlainPage = async (id: string, label: string) => {
      const res = await page(`${WEB_BASENAME}/play/${id}`);
      expect(res.status, label).toBe(200);
      expect(res.html, label).toBe(INDEX_HTML);
      expect(previewKeys(res.html), label).toEqual([]);
      expect(imagePreloads(res.html), label).toEqual([]);
    };
    const story = () => t.db.updateTable('stories').where('id', '=', bundle_id);
    const changes = { private: { privacy: 'private' }, hidden: { hidden: 1 }, failed: { status: 'failed' } };
    for (const [label, change] of Object.entries(changes)) {
      await story().set(change).execute();
      await expectPlainPage(bundle_id, label);
      await story().set({ privacy: 'public', hidden: 0, status: 'ready' }).execute();
      expect(previewKeys((await page(`${WEB_BASENAME}/play/${bundle_id}`)).html), label).not.toEqual([]);
    }
    await t.db.updateTable('scenes').set({ status: 'pending' }).where('story_id', '=', bundle_id).execute();
    await expectPlainPage(bundle_id, 'scene 1 not ready');

    await expectPlainPage('no-such-story', 'unknown');
    await expectPlainPage('x'.repeat(101), 'too long');
    await expectPlainPage('%20', 'blank');
  }, 60_000);
});

describe('the archive’s page', () => {
  it('has the browser fetch the newest public story’s cover with the page, as its first card will ask for it', async () => {
    await generateStory(t.app, { child_name: 'Older' });
    const { bundle_id } = await generateStory(t.app, { child_name: 'Newest' });
    const newest = (await t.app.inject('/v1/stories/list?limit=100')).json().stories[0];
    expect(newest.bundle_id).toBe(bundle_id);
    expect(newest.cover_variants.length).toBeGreaterThan(0);

    const res = await page(`${WEB_BASENAME}/archives`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(imagePreloads(res.html)).toEqual([
      `<link rel="preload" as="image" imagesrcset="${pictureSrcSet(newest.cover_variants)}" ` +
        `imagesizes="${STORY_COVER_SIZES}" fetchpriority="high" />`,
    ]);
    // Searched or filtered, another story may come first: nothing is fetched ahead.
    expect((await page(`${WEB_BASENAME}/archives?q=dragons`)).html).toBe(INDEX_HTML);
  }, 60_000);

  it('comes with its first page of stories as the archive asks anyone for it', async () => {
    await generateStory(t.app, { child_name: 'Older' });
    const { bundle_id } = await generateStory(t.app, { child_name: 'Hidden' });
    await t.db.updateTable('stories').set({ privacy: 'private' }).where('id', '=', bundle_id).execute();
    const listPath = storyListPath({});
    const { html } = await page(`${WEB_BASENAME}/archives`);

    const first = firstAnswer(html);
    expect(first?.path).toBe(listPath);
    expect(first?.answer).toEqual((await t.app.inject(listPath)).json());
    const { stories } = (first?.answer ?? { stories: [] }) as { stories: { child: string }[] };
    expect(stories.map((story) => story.child)).toEqual(['Older']);
  }, 60_000);

  it('preloads nothing when the newest public story has no picture, nor for a private one', async () => {
    const { bundle_id } = await generateStory(t.app);
    await t.db.updateTable('stories').set({ privacy: 'private' }).where('id', '=', bundle_id).execute();
    expect(withoutFirstAnswer((await page(`${WEB_BASENAME}/archives`)).html)).toBe(INDEX_HTML);
    await generateStory(t.app, { audio_only: true });
    expect(withoutFirstAnswer((await page(`${WEB_BASENAME}/archives`)).html)).toBe(INDEX_HTML);
  }, 60_000);
});

describe('the generator’s page', () => {
  it('comes with the voices and engines, as anyone is told them', async () => {
    const { html } = await page(`${WEB_BASENAME}/generate`);
    expect(firstAnswer(html)).toEqual({
      path: VOICE_OPTIONS_PATH,
      at: expect.any(Number),
      answer: (await t.app.inject(VOICE_OPTIONS_PATH)).json(),
    });
  });

  it('goes without them when the voices are slow to answer, rather than keep the page waiting', async () => {
    await t.close();
    const real = createProviders();
    const slowVoices = real.speech.map((speech) =>
      Object.assign(Object.create(Object.getPrototypeOf(speech)), speech, {
        voices: () => new Promise((resolve) => setTimeout(() => resolve([]), 3_000)),
      }),
    );
    t = await buildTestApp({ providers: { ...real, speech: slowVoices } });
    fs.writeFileSync(path.join(t.config.webDist, 'index.html'), INDEX_HTML);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    // Had it waited for them, the page would carry them.
    const { status, html } = await page(`${WEB_BASENAME}/generate`);
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });
});

describe('the app’s pages', () => {
  it('answers each page of the app with 200', async () => {
    const pages = Object.values(WEB_PAGES).flatMap((pattern) =>
      pattern === WEB_PAGES.play ? ['/play', '/play/abc123'] : [pattern],
    );
    for (const pathname of pages) {
      const res = await page(`${WEB_BASENAME}${pathname}`);
      expect(res.status, pathname).toBe(200);
      // The archive comes with its (empty) first page.
      expect(withoutFirstAnswer(res.html), pathname).toBe(INDEX_HTML);
      expect(res.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('names each screen’s own chunks in its page, from the list the build wrote', async () => {
    const preloads = {
      home: ['/stories/assets/home-page-1.js', '/stories/assets/home-2.js'],
      play: ['/stories/assets/player-page-3.js'],
    };
    fs.mkdirSync(path.join(t.config.webDist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(t.config.webDist, '.vite/page-preloads.json'), JSON.stringify(preloads));
    const named = (html: string) =>
      [...html.matchAll(/<meta name="app-module" content="([^"]+)" \/>/g)].map(([, href]) => href);

    expect(named((await page(`${WEB_BASENAME}/`)).html)).toEqual(preloads.home);
    expect(named((await page(`${WEB_BASENAME}/play/abc123`)).html)).toEqual(preloads.play);
    // A screen the build named nothing for, and a page that is no screen, come as they are.
    expect((await page(`${WEB_BASENAME}/voices`)).html).toBe(INDEX_HTML);
    expect((await page(`${WEB_BASENAME}/no-such-page`)).html).toBe(INDEX_HTML);
    // The list is the build's, not the browser's.
    expect((await fetch(`${address}${WEB_BASENAME}/.vite/page-preloads.json`)).status).toBe(404);
  });

  it('serves the service worker and the manifest with their types, checked again on every visit', async () => {
    fs.writeFileSync(path.join(t.config.webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(t.config.webDist, 'manifest.webmanifest'), '{"name":"Storyloom"}');
    const worker = await fetch(`${address}${WEB_BASENAME}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A new build's worker is found on the next visit, not when a cached copy runs out.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${address}${WEB_BASENAME}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any other page with the app, which shows its Page not found, and 404', async () => {
    for (const pathname of ['/no-such-page', '/play/abc/more', '/archives/old']) {
      const res = await page(`${WEB_BASENAME}${pathname}`);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type'), pathname).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), pathname).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
      expect(res.html, pathname).toBe(INDEX_HTML);
    }
    // A missing file is not a page: the API's JSON 404.
    const asset = await fetch(`${address}${WEB_BASENAME}/assets/missing.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toContain('application/json');
  });
});
