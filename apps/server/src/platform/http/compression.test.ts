import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_BASENAME } from '@storyloom/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGenerateRequest, generateStory } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** A built script, long enough to be worth compressing, and its twins as the web build writes them. */
const SCRIPT = `export const words = ${JSON.stringify('once upon a time '.repeat(200))};`;
/** A page big enough to compress: the app's index with a long head, as a real build's is. */
const INDEX_HTML = `<!doctype html><html><head><title>Storyloom</title>${'<meta name="x" content="storyloom" />'.repeat(60)}</head><body><div id="root">storyloom-app</div></body></html>`;

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  const dist = t.config.webDist;
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const script = path.join(dist, 'assets', 'story-abc123.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
}, 30_000);
afterEach(async () => t?.close(), 30_000);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The body as the client reads it, undoing the one compression the answer names. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('the built web app’s files', () => {
  it('are sent from their Brotli or gzip twin, whichever the browser reads, and kept for good', async () => {
    const url = `${WEB_BASENAME}/assets/story-abc123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(decoded(br)).toBe(SCRIPT);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a page compressed, and never kept without asking again', async () => {
    const res = await get(`${WEB_BASENAME}/bookmarks`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(INDEX_HTML);
  });

  it('answers a shared story’s page, with its preview, compressed once', async () => {
    const { bundle_id } = await generateStory(t.app);
    const res = await get(`${WEB_BASENAME}/play/${bundle_id}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = decoded(res);
    expect(html).toContain('og:title');
    expect(html).toContain('storyloom-app');
  }, 60_000);

  it('does not serve the build’s own notes', async () => {
    expect((await get(`${WEB_BASENAME}/.vite/manifest.json`)).statusCode).toBe(404);
  });
});

describe('the API’s text answers', () => {
  it('compress the OpenAPI document', async () => {
    const res = await get('/v1/openapi.json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).openapi).toMatch(/^3\./);
  });

  it('compress a story, which compresses itself, only once', async () => {
    const { bundle_id } = await generateStory(t.app);
    const res = await get(`/v1/stories/bundle/${bundle_id}`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).bundle_id).toBe(bundle_id);
  }, 60_000);

  it('send the event stream as it is written, never compressed', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 1 }),
      headers: { prefer: 'respond-async' },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}${started.json().events_url}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.text()).toContain('event: done');
  }, 60_000);
});

describe('a story’s media', () => {
  it('answer a range of the file’s own bytes, not compressed', async () => {
    const { bundle_id } = await generateStory(t.app);
    const bundle = (await get(`/v1/stories/bundle/${bundle_id}`)).json();
    const res = await get(bundle.scenes[0].audio_url, { range: 'bytes=0-99', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toHaveLength(100);
  }, 60_000);
});
