import { MESSAGES } from '@storyloom/contract';
import { describe, expect, it, vi } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { useTwoParents } from '../../test/two-parents.ts';
import { StoryRepository } from '../stories/repository.ts';
import { ResumeRepository } from './repository.ts';
import { ResumeService } from './service.ts';

const parents = useTwoParents();
const lastStory = async (who: SignedIn) => {
  const res = await parents.as(who, { url: '/v1/account/last-story' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().bundle_id as string | null;
};
const played = (who: SignedIn | null, bundleId: unknown) =>
  parents.as(who, { method: 'PUT', url: '/v1/account/last-story', payload: { bundle_id: bundleId } });

describe('GET /v1/account/last-story', () => {
  it('is null for an account that has played and made nothing', async () => {
    const newcomer = await signIn(parents.t, 'newcomer');
    expect(await lastStory(newcomer)).toBeNull();
  });

  it('offers the newest story the account made when it has played none, skipping failed ones', async () => {
    const maker = await signIn(parents.t, 'maker');
    await insertStory(parents.t.db, { user_id: maker.uid });
    const newest = await insertStory(parents.t.db, { user_id: maker.uid, privacy: 'private' });
    await insertStory(parents.t.db, { user_id: maker.uid, status: 'failed' });
    await insertStory(parents.t.db, { user_id: parents.sam.uid });
    expect(await lastStory(maker)).toBe(newest);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await parents.as(null, { url: '/v1/account/last-story' })).statusCode).toBe(401);
  });
});

describe('PUT /v1/account/last-story', () => {
  it('remembers the story played last, so every device of the account resumes it', async () => {
    const first = await insertStory(parents.t.db);
    const second = await insertStory(parents.t.db, { user_id: parents.sam.uid });
    expect((await played(parents.pat, first)).json()).toEqual({ bundle_id: first });
    expect((await played(parents.pat, second)).json()).toEqual({ bundle_id: second });
    expect(await lastStory(parents.pat)).toBe(second);
    // Another account's memory is its own.
    expect(await lastStory(await signIn(parents.t, 'someone-else'))).toBeNull();
  });

  it('goes to a story the account made after the one it played last, on whichever device', async () => {
    const maker = await signIn(parents.t, 'busy-maker');
    const heard = await insertStory(parents.t.db);
    await played(maker, heard);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const made = await insertStory(parents.t.db, { user_id: maker.uid, created_at: inAMinute });
    expect(await lastStory(maker)).toBe(made);
  });

  it('refuses a story the account may not read, and keeps what it remembered', async () => {
    const kept = await insertStory(parents.t.db);
    await played(parents.pat, kept);
    const private_ = await insertStory(parents.t.db, { user_id: parents.sam.uid, privacy: 'private' });
    expect((await played(parents.pat, private_)).statusCode).toBe(404);
    expect((await played(parents.pat, 'no-such-story')).statusCode).toBe(404);
    expect((await played(parents.pat, '')).statusCode).toBe(400);
    expect((await played(parents.pat, 'x'.repeat(101))).statusCode).toBe(400);
    expect(await lastStory(parents.pat)).toBe(kept);
  });

  it('stops offering a story its owner has made private since, and falls back to the newest own one', async () => {
    const reader = await signIn(parents.t, 'reader');
    const own = await insertStory(parents.t.db, { user_id: reader.uid });
    const shared = await insertStory(parents.t.db, { user_id: parents.sam.uid });
    await played(reader, shared);
    expect(await lastStory(reader)).toBe(shared);
    await parents.t.db.updateTable('stories').set({ privacy: 'private' }).where('id', '=', shared).execute();
    expect(await lastStory(reader)).toBe(own);
  });

  it('forgets a story once it is deleted', async () => {
    const reader = await signIn(parents.t, 'deleted-reader');
    const gone = await insertStory(parents.t.db, { user_id: parents.sam.uid });
    await played(reader, gone);
    const deleted = await parents.as(parents.sam, { method: 'DELETE', url: `/v1/stories/bundle/${gone}` });
    expect(deleted.statusCode).toBe(200);
    expect(await lastStory(reader)).toBeNull();
  });

  it('answers 404 for a story deleted while it was being remembered, and remembers nothing', async () => {
    const reader = await signIn(parents.t, 'race-reader');
    const gone = await insertStory(parents.t.db, { user_id: parents.sam.uid });
    // The story is read, then deleted by its owner before the row is written.
    const stories = new StoryRepository(parents.t.db);
    const find = stories.find.bind(stories);
    vi.spyOn(stories, 'find').mockImplementationOnce(async (id) => {
      const story = await find(id);
      await parents.t.db.deleteFrom('stories').where('id', '=', gone).execute();
      return story;
    });
    const service = new ResumeService(new ResumeRepository(parents.t.db), stories);
    await expect(service.rememberPlayed(gone, reader.uid)).rejects.toMatchObject({
      status: 404,
      message: MESSAGES.storyNotFound,
    });
    expect(await lastStory(reader)).toBeNull();
  });

  it('asks a signed-out visitor to sign in and remembers nothing', async () => {
    const story = await insertStory(parents.t.db);
    expect((await played(null, story)).statusCode).toBe(401);
  });
});
