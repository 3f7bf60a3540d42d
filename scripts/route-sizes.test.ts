import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_MESSAGE_AREAS } from '../apps/web/src/app/frame-message-areas.ts';
import { PAGE_CHUNKS } from '../apps/web/src/app/page-chunks.ts';
import { describeRouteSize, holdsZod, readManifest, routeSizes, WEB_DIST } from './route-sizes.ts';

// `npm test` builds before it runs the tests; alone, run `npm run build` first.
describe('the JavaScript each page needs', () => {
  const sizes = routeSizes();

  it.each(sizes.filter((size) => size.budgetBytes !== null))(
    '$route stays within its gzipped budget',
    (size) => {
      expect(size.gzipBytes, describeRouteSize(size)).toBeLessThanOrEqual(size.budgetBytes ?? 0);
    },
  );

  it('leaves zod out of the home page', () => {
    const home = sizes.find((size) => size.route === 'home');
    expect(home?.files.length).toBeGreaterThan(0);
    expect(home?.files.filter((file) => holdsZod(file))).toEqual([]);
  });

  it('names the frame’s English messages in the page, so they are fetched beside the app’s code', () => {
    const manifest = readManifest();
    const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    for (const area of FRAME_MESSAGE_AREAS) {
      const file = manifest[`src/i18n/messages/en/${area}.json`]?.file;
      expect(file, area).toBeDefined();
      expect(html).toContain(`<meta name="app-module" content="/stories/${file}">`);
    }
  });

  it('fetches both fonts’ Latin letters with the page, so no text is set twice', () => {
    const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="([^"]+)">/g),
    ].map(([, href]) => path.basename(href ?? ''));
    expect(preloads).toEqual([
      expect.stringMatching(/^fredoka-latin-wght-normal-.+\.woff2$/),
      expect.stringMatching(/^nunito-latin-wght-normal-.+\.woff2$/),
    ]);
    // The very files the style sheet asks for, so each is fetched once.
    const css = fs
      .readdirSync(path.join(WEB_DIST, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(WEB_DIST, 'assets', file), 'utf8'))
      .join('');
    for (const font of preloads) expect(css).toContain(font);
  });

  it('marks every page’s JavaScript for compiling as it downloads, the mark first in each file', () => {
    for (const size of sizes) {
      for (const file of size.files) {
        const text = fs.readFileSync(path.join(WEB_DIST, file), 'utf8');
        expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${size.route}: ${file}`).toBe(true);
      }
    }
  });

  it('lists each screen’s own chunk for its page, and nothing the page already names', () => {
    const manifest = readManifest();
    const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const preloads = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST, '.vite/page-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
    for (const [page, { module }] of Object.entries(PAGE_CHUNKS)) {
      expect(preloads[page], page).toContain(`/stories/${manifest[module]?.file}`);
      for (const file of preloads[page] ?? []) expect(html, `${page}: ${file}`).not.toContain(file);
    }
  });
});
