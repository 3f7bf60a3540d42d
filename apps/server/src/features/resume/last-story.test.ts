import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let pat: SignedIn;
let sam: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [pat, sam] = [await signIn(t, 'pat'), await signIn(t, 'sam')];
}, 60_000);
afterAll(() => t?.close());

const as = (who: SignedIn | null, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...who?.headers } });
const lastStory = async (who: SignedIn) => {
  const res = await as(who, { url: '/v1/account/last-story' });
  expect(res.statusCode).toBe(200);
  return res.json().bundle_id as string | null;
};
const played = (who: SignedIn | null, bundleId: unknown) =>
  as(who, { method: 'PUT', url: '/v1/account/last-story', payload: { bundle_id: bundleId } });

describe('GET /v1/account/last-story', () => {
  it('is null for an account that has played and made nothing', async () => {
    const newcomer = await signIn(t, 'newcomer');
    expect(await lastStory(newcomer)).toBeNull();
  });

  it('offers the newest story the account made when it has played none, skipping failed ones', async () => {
    const maker = await signIn(t, 'maker');
    await insertStory(t.db, { user_id: maker.uid });
    const newest = await insertStory(t.db, { user_id: maker.uid, privacy: 'private' });
    await insertStory(t.db, { user_id: maker.uid, status: 'failed' });
    await insertStory(t.db, { user_id: sam.uid });
    expect(await lastStory(maker)).toBe(newest);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await as(null, { url: '/v1/account/last-story' })).statusCode).toBe(401);
  });
});

describe('PUT /v1/account/last-story', () => {
  it('remembers the story played last, so every device of the account resumes it', async () => {
    const first = await insertStory(t.db);
    const second = await insertStory(t.db, { user_id: sam.uid });
    expect((await played(pat, first)).json()).toEqual({ bundle_id: first });
    expect((await played(pat, second)).json()).toEqual({ bundle_id: second });
    expect(await lastStory(pat)).toBe(second);
    // Another account's memory is its own.
    expect(await lastStory(await signIn(t, 'someone-else'))).toBeNull();
  });

  it('goes to a story the account made after the one it played last, on whichever device', async () => {
    const maker = await signIn(t, 'busy-maker');
    const heard = await insertStory(t.db);
    await played(maker, heard);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const made = await insertStory(t.db, { user_id: maker.uid, created_at: inAMinute });
    expect(await lastStory(maker)).toBe(made);
  });

  it('refuses a story the account may not read, and keeps what it remembered', async () => {
    const kept = await insertStory(t.db);
    await played(pat, kept);
    const private_ = await insertStory(t.db, { user_id: sam.uid, privacy: 'private' });
    expect((await played(pat, private_)).statusCode).toBe(404);
    expect((await played(pat, 'no-such-story')).statusCode).toBe(404);
    expect((await played(pat, '')).statusCode).toBe(400);
    expect((await played(pat, 'x'.repeat(101))).statusCode).toBe(400);
    expect(await lastStory(pat)).toBe(kept);
  });

  it('stops offering a story its owner has made private since, and falls back to the newest own one', async () => {
    const reader = await signIn(t, 'reader');
    const own = await insertStory(t.db, { user_id: reader.uid });
    const shared = await insertStory(t.db, { user_id: sam.uid });
    await played(reader, shared);
    expect(await lastStory(reader)).toBe(shared);
    await t.db.updateTable('stories').set({ privacy: 'private' }).where('id', '=', shared).execute();
    expect(await lastStory(reader)).toBe(own);
  });

  it('forgets a story once it is deleted', async () => {
    const reader = await signIn(t, 'deleted-reader');
    const gone = await insertStory(t.db, { user_id: sam.uid });
    await played(reader, gone);
    const deleted = await as(sam, { method: 'DELETE', url: `/v1/stories/bundle/${gone}` });
    expect(deleted.statusCode).toBe(200);
    expect(await lastStory(reader)).toBeNull();
  });

  it('asks a signed-out visitor to sign in and remembers nothing', async () => {
    const story = await insertStory(t.db);
    expect((await played(null, story)).statusCode).toBe(401);
  });
});
