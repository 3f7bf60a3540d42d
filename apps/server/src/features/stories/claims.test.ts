import { LIMITS, MESSAGES } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGenerateRequest } from '../../test/requests.ts';
import { browse, CookieJar, type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const CLAIM_COOKIE = 'storyloom_claim';

/** Makes a story from a browser (its cookies in `jar`), signed out unless headers say otherwise. */
async function generateIn(jar: CookieJar, overrides = {}, headers: Record<string, string> = {}) {
  const res = await browse(t, jar, {
    method: 'POST',
    url: '/v1/stories/generate',
    payload: buildGenerateRequest({ scenes: 1, ...overrides }),
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { bundleId: res.json().bundle_id as string, res };
}

const claimable = (jar: CookieJar, who: SignedIn) =>
  browse(t, jar, { url: '/v1/stories/claimable', headers: who.headers });
const claimableIds = async (jar: CookieJar, who: SignedIn) =>
  (await claimable(jar, who)).json().stories.map((story: { bundle_id: string }) => story.bundle_id);
const claim = (jar: CookieJar, who: SignedIn, bundleIds: string[], headers: Record<string, string> = {}) =>
  browse(t, jar, {
    method: 'POST',
    url: '/v1/stories/claim',
    payload: { bundle_ids: bundleIds },
    headers: { ...who.headers, ...headers },
  });
const ownerOf = async (bundleId: string) =>
  (await t.db.selectFrom('stories').select('user_id').where('id', '=', bundleId).executeTakeFirstOrThrow())
    .user_id;
const myStories = async (who: SignedIn) =>
  (await t.app.inject({ url: '/v1/stories/list?mine=1', headers: who.headers })).json().stories;

describe('POST /v1/stories/generate (signed out)', () => {
  it('remembers the story in a signed, HttpOnly, SameSite=Lax cookie for the stories calls', async () => {
    t = await buildTestApp();
    const { res } = await generateIn(new CookieJar());
    const cookie = (res.cookies as { name: string }[]).find((c) => c.name === CLAIM_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/v1/stories',
      maxAge: 90 * 86400,
    });
  });

  it('sets no claim cookie for a signed-in parent', async () => {
    t = await buildTestApp();
    const pat = await signIn(t, 'pat');
    const jar = new CookieJar();
    await generateIn(jar, {}, pat.headers);
    expect(jar.get(CLAIM_COOKIE)).toBeUndefined();
  });
  it("remembers nothing for a story another site's page asked for, keeping this browser's own", async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const { bundleId: own } = await generateIn(jar);
    // Another site's form, posted at the top level: the Lax cookie is not sent with it.
    const { res } = await generateIn(new CookieJar(), {}, { origin: 'https://elsewhere.example' });
    expect((res.cookies as { name: string }[]).some((c) => c.name === CLAIM_COOKIE)).toBe(false);
    const pat = await signIn(t, 'pat');
    expect(await claimableIds(jar, pat)).toEqual([own]);
  });
});

describe('GET /v1/stories/claimable', () => {
  it('lists the ready stories this browser made signed out, newest first, with cover, title and child', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const first = await generateIn(jar, { child_name: 'Ada' });
    const second = await generateIn(jar, { child_name: 'Ben', audio_only: true });
    await generateIn(new CookieJar(), { child_name: 'Elsewhere' });
    const pat = await signIn(t, 'pat');
    const res = await claimable(jar, pat);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().stories).toEqual([
      expect.objectContaining({
        bundle_id: second.bundleId,
        child: 'Ben',
        cover_url: null,
        audio_only: true,
      }),
      expect.objectContaining({
        bundle_id: first.bundleId,
        child: 'Ada',
        title: expect.stringContaining('Ada'),
        cover_url: `/data/${first.bundleId}/scene_1.png`,
      }),
    ]);
  });

  it('asks the caller to sign in', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    await generateIn(jar);
    const res = await browse(t, jar, { url: '/v1/stories/claimable' });
    expect(res.statusCode).toBe(401);
  });

  it('lists nothing for a cookie this server did not sign', async () => {
    t = await buildTestApp();
    const { bundleId } = await generateIn(new CookieJar());
    const pat = await signIn(t, 'pat');
    const res = await t.app.inject({
      url: '/v1/stories/claimable',
      headers: { ...pat.headers, cookie: `${CLAIM_COOKIE}=${bundleId}` },
    });
    expect(res.json().stories).toEqual([]);
  });

  it(`remembers only the newest ${LIMITS.claimableStories} stories`, async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const made: string[] = [];
    for (let i = 0; i <= LIMITS.claimableStories; i++) {
      made.push((await generateIn(jar, { audio_only: true, image_mode: 'svg' })).bundleId);
    }
    const pat = await signIn(t, 'pat');
    expect(await claimableIds(jar, pat)).toEqual(made.slice(1).reverse());
  });
});

describe('POST /v1/stories/claim', () => {
  it('gives the stories to the account, keeps their privacy and forgets them in this browser', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const { bundleId } = await generateIn(jar);
    const pat = await signIn(t, 'pat');
    const res = await claim(jar, pat, [bundleId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, claimed: [bundleId] });
    expect(await myStories(pat)).toEqual([
      expect.objectContaining({ bundle_id: bundleId, user_id: pat.uid, privacy: 'public' }),
    ]);
    expect(jar.get(CLAIM_COOKIE)).toBeUndefined();
    expect(await claimableIds(jar, pat)).toEqual([]);
  });

  it('refuses a story this browser did not make, and changes nothing', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const mine = await generateIn(jar);
    const theirs = await generateIn(new CookieJar());
    const pat = await signIn(t, 'pat');
    const res = await claim(jar, pat, [mine.bundleId, theirs.bundleId]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.claimRefused);
    expect(await ownerOf(mine.bundleId)).toBeNull();
    expect(await ownerOf(theirs.bundleId)).toBeNull();
    expect(await claimableIds(jar, pat)).toEqual([mine.bundleId]);
  });

  it('refuses all when one story already has an owner, and changes nothing', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const first = await generateIn(jar);
    const second = await generateIn(jar);
    // The same browser, signed in as someone else, claimed the first story already.
    const sameBrowser = new CookieJar();
    sameBrowser.keep(second.res);
    const sam = await signIn(t, 'sam');
    expect((await claim(sameBrowser, sam, [first.bundleId])).statusCode).toBe(200);

    const pat = await signIn(t, 'pat');
    const res = await claim(jar, pat, [first.bundleId, second.bundleId]);
    expect(res.statusCode).toBe(409);
    expect(await ownerOf(first.bundleId)).toBe(sam.uid);
    expect(await ownerOf(second.bundleId)).toBeNull();
    expect(await claimableIds(jar, pat)).toEqual([second.bundleId]);
  });

  it('asks the caller to sign in, and refuses a claim sent by another site', async () => {
    t = await buildTestApp();
    const jar = new CookieJar();
    const { bundleId } = await generateIn(jar);
    const signedOut = await browse(t, jar, {
      method: 'POST',
      url: '/v1/stories/claim',
      payload: { bundle_ids: [bundleId] },
    });
    expect(signedOut.statusCode).toBe(401);
    const pat = await signIn(t, 'pat');
    const crossSite = await claim(jar, pat, [bundleId], { origin: 'https://elsewhere.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await ownerOf(bundleId)).toBeNull();
  });

  it('rejects an empty or oversized list', async () => {
    t = await buildTestApp();
    const pat = await signIn(t, 'pat');
    const jar = new CookieJar();
    expect((await claim(jar, pat, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: LIMITS.claimableStories + 1 }, (_, i) => `story${i}`);
    expect((await claim(jar, pat, tooMany)).statusCode).toBe(400);
  });
});
