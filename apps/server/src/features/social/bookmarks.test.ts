import { describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { generateStory } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { useTwoParents } from '../../test/two-parents.ts';

const parents = useTwoParents();

const status = async (who: SignedIn, id: string) =>
  (await parents.as(who, { url: `/v1/bookmarks/${id}/status` })).json();
const check = async (who: SignedIn, id: string) =>
  (await parents.as(who, { url: `/v1/bookmarks/check/${id}` })).json();
const add = (who: SignedIn, id: string) => parents.as(who, { method: 'POST', url: `/v1/bookmarks/${id}` });
const remove = (who: SignedIn, id: string) =>
  parents.as(who, { method: 'DELETE', url: `/v1/bookmarks/${id}` });
const list = async (who: SignedIn) => {
  const res = await parents.as(who, { url: '/v1/bookmarks' });
  expect(res.statusCode).toBe(200);
  // It holds signed links to the parent's own private covers.
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as {
    ok: true;
    bookmarks: { bundle_id: string; bookmarked_at: string; cover_url: string | null }[];
  };
};
const listedIds = async (who: SignedIn) => (await list(who)).bookmarks.map((b) => b.bundle_id);

/** Bookmark dates are kept to the millisecond; waiting one out keeps the order of two bookmarks certain. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a bookmark', () => {
  it('is added, reported by both status calls, kept once, and removed', async () => {
    const id = await insertStory(parents.t.db);
    expect(await status(parents.pat, id)).toEqual({ bookmarked: false });
    expect(await check(parents.pat, id)).toEqual({ bookmarked: false });

    const added = await add(parents.pat, id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ bookmarked: true });
    expect(await status(parents.pat, id)).toEqual({ bookmarked: true });
    expect(await check(parents.pat, id)).toEqual({ bookmarked: true });
    const [first] = (await list(parents.pat)).bookmarks.filter((b) => b.bundle_id === id);

    await nextMillisecond();
    expect((await add(parents.pat, id)).json()).toEqual({ bookmarked: true });
    const again = (await list(parents.pat)).bookmarks.filter((b) => b.bundle_id === id);
    expect(again).toHaveLength(1);
    expect(again[0]?.bookmarked_at).toBe(first?.bookmarked_at);

    // Someone else's bookmarks are their own.
    expect(await status(parents.sam, id)).toEqual({ bookmarked: false });
    expect(await listedIds(parents.sam)).not.toContain(id);

    expect((await remove(parents.pat, id)).json()).toEqual({ bookmarked: false });
    expect((await remove(parents.pat, id)).json()).toEqual({ bookmarked: false });
    expect(await status(parents.pat, id)).toEqual({ bookmarked: false });
    expect(await check(parents.pat, id)).toEqual({ bookmarked: false });
    expect(await listedIds(parents.pat)).not.toContain(id);
  });

  it('needs a signed-in user: anonymous callers get 401', async () => {
    const id = await insertStory(parents.t.db);
    for (const [method, url] of [
      ['GET', '/v1/bookmarks'],
      ['GET', `/v1/bookmarks/${id}/status`],
      ['GET', `/v1/bookmarks/check/${id}`],
      ['POST', `/v1/bookmarks/${id}`],
      ['DELETE', `/v1/bookmarks/${id}`],
    ] as const) {
      const res = await parents.as(null, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: 'Please sign in', code: 'unauthorized' });
    }
    expect(
      await parents.t.db.selectFrom('bookmarks').selectAll().where('story_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('answers 404 for a story that does not exist, is not ready, or is someone else’s and private', async () => {
    const { bundle_id: privateId } = await generateStory(
      parents.t.app,
      { child_name: 'Zelda', privacy: 'private', scenes: 1 },
      parents.pat.headers,
    );
    const generating = await insertStory(parents.t.db, { child: 'Gus', status: 'generating' });
    const cases: [SignedIn, string][] = [
      [parents.pat, 'no-such-story'],
      [parents.sam, privateId],
      [parents.pat, generating],
    ];
    for (const [who, id] of cases) {
      for (const [method, url] of [
        ['GET', `/v1/bookmarks/${id}/status`],
        ['GET', `/v1/bookmarks/check/${id}`],
        ['POST', `/v1/bookmarks/${id}`],
        ['DELETE', `/v1/bookmarks/${id}`],
      ] as const) {
        const res = await parents.as(who, { method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
      }
    }
    expect(await listedIds(parents.sam)).not.toContain(privateId);
    // The owner may bookmark their own private story.
    expect((await add(parents.pat, privateId)).json()).toEqual({ bookmarked: true });
    expect(await listedIds(parents.pat)).toContain(privateId);
  });

  it('refuses an over-long story id with 400', async () => {
    const long = 'x'.repeat(101);
    for (const [method, url] of [
      ['GET', `/v1/bookmarks/${long}/status`],
      ['GET', `/v1/bookmarks/check/${long}`],
      ['POST', `/v1/bookmarks/${long}`],
      ['DELETE', `/v1/bookmarks/${long}`],
    ] as const) {
      const res = await parents.as(parents.pat, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, detail: expect.stringContaining('bundleId') });
    }
  });
});

describe('GET /v1/bookmarks', () => {
  it('lists the story list fields with bookmarked_at, newest bookmark first', async () => {
    const reader = await signIn(parents.t, 'reader');
    const older = await insertStory(parents.t.db, { child: 'Ada' });
    const newer = await insertStory(parents.t.db, { child: 'Ben', language: 'fr', theme: 'space', age: 6 });
    const own = await insertStory(parents.t.db, { child: 'Cy', privacy: 'private', user_id: reader.uid });

    const before = new Date().toISOString();
    for (const id of [newer, own, older]) {
      expect((await add(reader, id)).statusCode).toBe(200);
      await nextMillisecond();
    }
    const after = new Date().toISOString();

    const body = await list(reader);
    expect(body.ok).toBe(true);
    expect(body.bookmarks.map((b) => b.bundle_id)).toEqual([older, own, newer]);
    const stories = (await parents.as(reader, { url: '/v1/stories/list?limit=100' })).json().stories as {
      bundle_id: string;
      cover_url: string | null;
    }[];
    for (const bookmark of body.bookmarks) {
      // A private cover's signed link is made afresh for each answer, with its own expiry.
      const { bookmarked_at, cover_url, ...fields } = bookmark;
      const { cover_url: listedCover, ...listed } =
        stories.find((s) => s.bundle_id === bookmark.bundle_id) ?? {};
      expect(fields).toEqual(listed);
      expect(cover_url?.split('?')[0]).toBe(listedCover?.split('?')[0]);
      expect(bookmarked_at >= before && bookmarked_at <= after).toBe(true);
    }
    expect(body.bookmarks[2]).toEqual({
      bundle_id: newer,
      user_id: null,
      title: 'Ben’s Ocean Adventure',
      child: 'Ben',
      theme: 'space',
      language: 'fr',
      age: 6,
      scenes: 1,
      privacy: 'public',
      created_at: expect.any(String),
      audio_only: false,
      cover_url: `/data/${newer}/scene_1.png`,
      bookmarked_at: expect.any(String),
    });
  });

  it('leaves out stories that were deleted, are no longer ready, or the caller may no longer read', async () => {
    const reader = await signIn(parents.t, 'reader2');
    const kept = await insertStory(parents.t.db, { child: 'Kai' });
    const { bundle_id: deleted } = await generateStory(
      parents.t.app,
      { child_name: 'Dot', scenes: 1 },
      parents.sam.headers,
    );
    const unready = await insertStory(parents.t.db, { child: 'Uma' });
    const hidden = await insertStory(parents.t.db, { child: 'Hal', user_id: parents.sam.uid });
    for (const id of [kept, deleted, unready, hidden]) expect((await add(reader, id)).statusCode).toBe(200);
    expect(await listedIds(reader)).toHaveLength(4);

    expect(
      (await parents.as(parents.sam, { method: 'DELETE', url: `/v1/stories/bundle/${deleted}` })).statusCode,
    ).toBe(200);
    await parents.t.db.updateTable('stories').set({ status: 'failed' }).where('id', '=', unready).execute();
    // Privacy cannot be changed through the app; a story made private by other means must not leak.
    await parents.t.db.updateTable('stories').set({ privacy: 'private' }).where('id', '=', hidden).execute();

    const res = await parents.as(reader, { url: '/v1/bookmarks' });
    expect(res.json().bookmarks.map((b: { bundle_id: string }) => b.bundle_id)).toEqual([kept]);
    expect(res.body).not.toContain('Hal');
    expect(res.body).not.toContain('Uma');
  });

  it('is empty for a user without bookmarks', async () => {
    const newcomer = await signIn(parents.t, 'newcomer');
    expect(await list(newcomer)).toEqual({ ok: true, bookmarks: [] });
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents every like and bookmark call', async () => {
    const { paths } = (await parents.t.app.inject('/v1/openapi.json')).json();
    expect(Object.keys(paths['/v1/stories/{bundleId}/like/status'])).toEqual(['get']);
    expect(Object.keys(paths['/v1/stories/{bundleId}/like']).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(paths['/v1/bookmarks'])).toEqual(['get']);
    expect(Object.keys(paths['/v1/bookmarks/{bundleId}/status'])).toEqual(['get']);
    expect(Object.keys(paths['/v1/bookmarks/check/{bundleId}'])).toEqual(['get']);
    expect(Object.keys(paths['/v1/bookmarks/{bundleId}']).sort()).toEqual(['delete', 'post']);
  });
});
