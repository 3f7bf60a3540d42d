import fs from 'node:fs';
import path from 'node:path';
import { VOICE_OPTIONS_PATH, WEB_BASENAME } from '@storyloom/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Storyloom</title>',
  '    <script type="module" crossorigin src="/stories/assets/index-1234.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/**
 * A stand-in for the web app's renderer (apps/web/src/server-render.tsx), as the build writes it:
 * it draws what it was asked, in Arabic for an Arabic browser, and fails for a page named broken.
 */
const renderer = (mark: string) => `
export const drawScreen = async (request) => {
  if (request.url.includes('broken')) throw new Error('cannot draw this one');
  if (request.url.includes('stuck')) return new Promise(() => {});
  const arabic = (request.acceptLanguage ?? '').startsWith('ar');
  const asked = JSON.stringify(request).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return {
    html: '<main data-style="color:red">${mark}</main><pre>' + asked + '</pre>',
    css: '[data-style="color:red"]{color:red}',
    locale: arabic ? 'ar' : 'en',
    dir: arabic ? 'rtl' : 'ltr',
  };
};`;

let t: TestApp;
let address: string;
const rendererFile = () => path.join(t.config.webDist, '.render', 'server-render.js');

function writeRenderer(mark: string, mtime = new Date()) {
  fs.mkdirSync(path.dirname(rendererFile()), { recursive: true });
  fs.writeFileSync(rendererFile(), renderer(mark));
  fs.utimesSync(rendererFile(), mtime, mtime);
}

beforeEach(async () => {
  t = await buildTestApp({ webIndex: INDEX_HTML });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterEach(async () => t?.close(), 30_000);

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${address}${pathname}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** What the page's root element holds. */
const root = (html: string) => html.match(/<div id="root">(.*?)<\/div>\n/s)?.[1] ?? null;

/** What the renderer was asked, as the stand-in writes it in the screen. */
const asked = (html: string) =>
  JSON.parse(
    (html.match(/<pre>(.*?)<\/pre>/s)?.[1] ?? 'null').replaceAll('&lt;', '<').replaceAll('&amp;', '&'),
  ) as {
    url: string;
    cookie?: string;
    acceptLanguage?: string;
    answer?: { path: string; body: unknown; at: number };
  };

describe('the first screen drawn on the server', () => {
  it('is in the page’s root, in the language and direction it was drawn in, with its styles under the page’s nonce', async () => {
    writeRenderer('drawn home');
    const { status, headers, html } = await page(`${WEB_BASENAME}/`, { 'accept-language': 'ar, en;q=0.5' });
    expect(status).toBe(200);
    expect(root(html)).toContain('<main data-style="color:red">drawn home</main>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const styleNonce = String(headers.get('content-security-policy')).match(
      /style-src [^;]*'nonce-([^']+)'/,
    )?.[1];
    expect(styleNonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${styleNonce}">[data-style="color:red"]{color:red}</style>`);
    // The page differs by language: a cache keeps one for each.
    expect(headers.get('vary')).toMatch(/cookie/i);
    expect(headers.get('vary')).toMatch(/accept-language/i);
  });

  it('is drawn for the page’s address, with the visitor’s cookie and languages and the answer the page comes with', async () => {
    writeRenderer('drawn generator');
    const { html } = await page(`${WEB_BASENAME}/generate?theme=ocean`, {
      cookie: 'storyloom.language=fr',
      'accept-language': 'de',
    });
    const request = asked(html);
    expect(request.url).toBe(`${WEB_BASENAME}/generate?theme=ocean`);
    expect(request.cookie).toBe('storyloom.language=fr');
    expect(request.acceptLanguage).toBe('de');
    expect(request.answer?.path).toBe(VOICE_OPTIONS_PATH);
    // The same answer as the page's own, so the app draws over the screen with what it was drawn with.
    const pageAnswer = html.match(/id="first-answer" data-path="[^"]*" data-at="(\d+)">(.*?)<\/script>/s);
    expect(request.answer?.at).toBe(Number(pageAnswer?.[1]));
    expect(request.answer?.body).toEqual(JSON.parse(pageAnswer?.[2] ?? 'null'));
  });

  it('is drawn again by a new build’s renderer', async () => {
    writeRenderer('first build', new Date(Date.now() - 60_000));
    expect(root((await page(`${WEB_BASENAME}/`)).html)).toContain('first build');
    writeRenderer('second build');
    expect(root((await page(`${WEB_BASENAME}/`)).html)).toContain('second build');
  });

  it('is left to the browser when the renderer fails or never answers, or the build has none', async () => {
    writeRenderer('drawn');
    for (const address of [`${WEB_BASENAME}/play/broken`, `${WEB_BASENAME}/play/stuck`]) {
      const { status, html } = await page(address);
      expect(status, address).toBe(200);
      expect(root(html), address).toBe('');
      expect(html, address).toContain('<html lang="en">');
    }

    fs.rmSync(rendererFile());
    const none = await page(`${WEB_BASENAME}/`);
    expect(none.status).toBe(200);
    expect(root(none.html)).toBe('');
  });
});
