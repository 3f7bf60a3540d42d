import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const app = () => (t as TestApp).app;
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ url, headers });

describe('GET /v1/stories/bundle/{id} caching', () => {
  it('lets anyone keep a public ready bundle, asking again each time, and answers 304 while it is unchanged', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db);
    const first = await get(`/v1/stories/bundle/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Authorization, Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(`/v1/stories/bundle/${id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await get(`/v1/stories/bundle/${id}`, { 'if-none-match': `"other", W/${etag}` })).statusCode,
    ).toBe(304);
    const other = await get(`/v1/stories/bundle/${id}`, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('sends the bundle compressed to a client that reads Brotli or gzip, the same answer under its own ETag', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db);
    const narration = 'The little boat rocked gently as the waves sang a soft song. '.repeat(40);
    await t.db.updateTable('scenes').set({ narration }).where('story_id', '=', id).execute();
    const url = `/v1/stories/bundle/${id}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // Whichever form a cache holds, it is this answer.
    for (const etag of [br.headers.etag, gzip.headers.etag]) {
      expect((await get(url, { 'if-none-match': String(etag), 'accept-encoding': 'br' })).statusCode).toBe(
        304,
      );
    }
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('gives a changed story a new ETag and its new content at once', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db, { title: 'Before' });
    const before = await get(`/v1/stories/bundle/${id}`);
    await t.db.updateTable('stories').set({ title: 'After' }).where('id', '=', id).execute();
    const after = await get(`/v1/stories/bundle/${id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('After');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('stops giving a hidden or deleted story at once', async () => {
    t = await buildTestApp();
    const hidden = await insertStory(t.db);
    const deleted = await insertStory(t.db);
    for (const id of [hidden, deleted]) expect((await get(`/v1/stories/bundle/${id}`)).statusCode).toBe(200);
    await t.db.updateTable('stories').set({ hidden: 1 }).where('id', '=', hidden).execute();
    await t.db.deleteFrom('stories').where('id', '=', deleted).execute();
    for (const id of [hidden, deleted]) expect((await get(`/v1/stories/bundle/${id}`)).statusCode).toBe(404);
  });

  it('never lets a story being made be kept, so polling sees each new scene', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db, { status: 'generating' });
    const first = await get(`/v1/stories/bundle/${id}`);
    expect(first.headers['cache-control']).toBe('private, no-store');
    await t.db.updateTable('scenes').set({ narration: 'Next scene.' }).where('story_id', '=', id).execute();
    expect((await get(`/v1/stories/bundle/${id}`)).json().scenes[0].narration).toBe('Next scene.');
  });

  it('never lets a private story be kept, nor anyone’s view when signed in be shared', async () => {
    t = await buildTestApp();
    const owner = await signIn(t, 'owner');
    const reader = await signIn(t, 'reader');
    const secret = await insertStory(t.db, { privacy: 'private', user_id: owner.uid });
    const shared = await insertStory(t.db, { user_id: owner.uid });
    expect((await get(`/v1/stories/bundle/${secret}`, owner.headers)).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await get(`/v1/stories/bundle/${shared}`, owner.headers)).headers['cache-control']).toBe(
      'private, no-cache',
    );
    const asReader = await get(`/v1/stories/bundle/${shared}`, reader.headers);
    expect(asReader.headers['cache-control']).toBe('private, no-cache');
    expect(asReader.headers.etag).toBe((await get(`/v1/stories/bundle/${shared}`)).headers.etag);
  });

  it('shows the owner their warnings even once the story has been given to others', async () => {
    t = await buildTestApp();
    const owner = await signIn(t, 'owner');
    const id = await insertStory(t.db, {
      user_id: owner.uid,
      warnings: JSON.stringify({ story: ['The illustrator failed; pictures were drawn here.'], voice: [] }),
    });
    expect((await get(`/v1/stories/bundle/${id}`)).json().warnings).toEqual([]);
    expect((await get(`/v1/stories/bundle/${id}`, owner.headers)).json().warnings).toHaveLength(1);
  });
});

describe('GET /v1/stories/list caching', () => {
  it('lets an anonymous list be kept a few seconds, with an ETag', async () => {
    t = await buildTestApp();
    await insertStory(t.db);
    const first = await get('/v1/stories/list?limit=10');
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    expect(first.headers.vary).toBe('Authorization, Accept-Encoding');
    const again = await get('/v1/stories/list?limit=10', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never lets a signed-in list be kept: it holds their private stories', async () => {
    t = await buildTestApp();
    const owner = await signIn(t, 'owner');
    await insertStory(t.db, { privacy: 'private', user_id: owner.uid });
    const list = await get('/v1/stories/list', owner.headers);
    expect(list.json().total).toBe(1);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect((await get('/v1/stories/list')).json().total).toBe(0);
  });

  it('shows a story written here in the next list at once', async () => {
    t = await buildTestApp();
    await insertStory(t.db, { child: 'Ada' });
    expect((await get('/v1/stories/list')).json().total).toBe(1);
    await insertStory(t.db, { child: 'Ben' });
    const list = (await get('/v1/stories/list')).json();
    expect(list.total).toBe(2);
    expect(list.stories[0].child).toBe('Ben');
  });
});
