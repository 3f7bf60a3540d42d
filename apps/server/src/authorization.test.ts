import type { StoryBundle } from '@storyloom/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStory } from './test/requests.ts';
import { browse, CookieJar, type SignedIn, signIn } from './test/sign-in.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/**
 * Who may do what with a story (product §6): every story endpoint, called by an anonymous visitor,
 * the owner and another signed-in user, on a public and a private story. A private story exists
 * only for its owner: to everyone else it answers exactly as a story that does not exist.
 */
type Caller = 'anonymous' | 'owner' | 'other';
type Privacy = 'public' | 'private';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
const stories = {} as Record<Privacy, { id: string; child: string; bundle: StoryBundle }>;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, other] = [await signIn(t, 'owner'), await signIn(t, 'other')];
  for (const privacy of ['public', 'private'] as const) {
    const child = privacy === 'public' ? 'Pia' : 'Quinn';
    const { bundle_id } = await generateStory(
      t.app,
      { child_name: child, privacy, scenes: 1 },
      owner.headers,
    );
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: owner.headers })
    ).json();
    stories[privacy] = { id: bundle_id, child, bundle };
  }
}, 60_000);
afterAll(() => t?.close());

const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? {} : caller === 'owner' ? owner.headers : other.headers;

/** The anonymous visitor is a browser: it keeps the cookies it is given (its anonymous like id). */
const anonymousBrowser = new CookieJar();

const call = (caller: Caller, options: InjectOptions) =>
  caller === 'anonymous'
    ? browse(t, anonymousBrowser, options)
    : t.app.inject({ ...options, headers: { ...options.headers, ...headersOf(caller) } });

const callers: Caller[] = ['anonymous', 'owner', 'other'];
const cases = (['public', 'private'] as const).flatMap((privacy) =>
  callers.map((caller) => ({ privacy, caller })),
);

/** What a reader may do: everyone with a public story, only the owner with a private one. */
const canRead = (privacy: Privacy, caller: Caller) => privacy === 'public' || caller === 'owner';

describe.each(cases)('a $privacy story, called by $caller', ({ privacy, caller }) => {
  const readable = canRead(privacy, caller);
  const story = () => stories[privacy];

  it(`GET /v1/stories/bundle/{id} → ${readable ? 200 : 404}`, async () => {
    const res = await call(caller, { url: `/v1/stories/bundle/${story().id}` });
    expect(res.statusCode).toBe(readable ? 200 : 404);
    if (!readable) {
      expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
      expect(res.body).not.toContain(story().child);
    }
  });

  it(`GET /v1/stories/latest?child= ${readable ? 'finds it' : 'does not'}`, async () => {
    const res = await call(caller, { url: `/v1/stories/latest?child=${story().child}` });
    expect(res.statusCode).toBe(readable ? 200 : 404);
    if (readable) expect(res.json().bundle_id).toBe(story().id);
  });

  it(`GET /v1/stories/list ${readable ? 'lists it' : 'never lists it'}`, async () => {
    const res = await call(caller, { url: '/v1/stories/list?limit=100' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().stories.map((s: { bundle_id: string }) => s.bundle_id);
    expect(ids.includes(story().id)).toBe(readable);
    if (!readable) expect(res.body).not.toContain(story().child);
  });

  it(`GET /v1/stories/list?mine=1 ${caller === 'owner' ? 'has it' : 'is not theirs'}`, async () => {
    const res = await call(caller, { url: '/v1/stories/list?mine=1' });
    if (caller === 'anonymous') return expect(res.statusCode).toBe(401);
    const ids = res.json().stories.map((s: { bundle_id: string }) => s.bundle_id);
    expect(ids.includes(story().id)).toBe(caller === 'owner');
  });

  it('its pictures and narration are served only to those who may read it', async () => {
    const publicPath = `/data/${story().id}/scene_1.png`;
    const res = await call(caller, { url: publicPath });
    expect(res.statusCode).toBe(privacy === 'public' ? 200 : 404);
    const [scene] = story().bundle.scenes;
    if (privacy === 'private') {
      // Signed links are handed only to the owner, who can use them; a changed one fails.
      const imageUrl = scene?.image_url ?? '';
      const audioUrl = scene?.audio_url ?? '';
      expect(imageUrl).toMatch(/^\/v1\/media\/[^/]+\/scene_1\.png\?exp=\d+&sig=/);
      expect((await call(caller, { url: imageUrl })).statusCode).toBe(200);
      // Another first character, whatever the real one is, so the signature really changes.
      const tampered = audioUrl.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect((await call(caller, { url: tampered })).statusCode).toBe(403);
      const unsigned = audioUrl.split('?')[0] as string;
      expect((await call(caller, { url: unsigned })).statusCode).toBe(403);
    }
  });

  it(`follows its progress ${readable ? 'when allowed' : 'only with the signed link'}`, async () => {
    const url = `/v1/stories/jobs/gen_${story().id}/events`;
    const res = await call(caller, { url });
    expect(res.statusCode).toBe(readable ? 200 : 404);
  });

  it(`GET /v1/stories/{id}/pdf → ${readable ? 200 : 404}`, async () => {
    const res = await call(caller, { url: `/v1/stories/${story().id}/pdf` });
    expect(res.statusCode).toBe(readable ? 200 : 404);
    if (readable) expect(res.headers['content-type']).toBe('application/pdf');
    else expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
  });

  it(`GET/POST/DELETE like → ${readable ? 200 : 404}`, async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const url = `/v1/stories/${story().id}/like${method === 'GET' ? '/status' : ''}`;
      const res = await call(caller, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(readable ? 200 : 404);
      if (readable) {
        expect(res.json()).toEqual({ liked: method === 'POST', like_count: expect.any(Number) });
      } else {
        expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
      }
    }
    if (!readable) {
      const likes = await t.db.selectFrom('likes').selectAll().where('story_id', '=', story().id).execute();
      expect(likes).toEqual([]);
    }
  });

  it(`bookmarks → ${caller === 'anonymous' ? 401 : readable ? 200 : 404}`, async () => {
    const id = story().id;
    const expected = caller === 'anonymous' ? 401 : readable ? 200 : 404;
    for (const [method, url, bookmarked] of [
      ['GET', `/v1/bookmarks/${id}/status`, false],
      ['GET', `/v1/bookmarks/check/${id}`, false],
      ['POST', `/v1/bookmarks/${id}`, true],
      ['GET', `/v1/bookmarks/${id}/status`, true],
      ['DELETE', `/v1/bookmarks/${id}`, false],
    ] as const) {
      const res = await call(caller, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(expected);
      if (expected === 200) expect(res.json(), `${method} ${url}`).toEqual({ bookmarked });
      if (expected === 404)
        expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
      if (expected === 401)
        expect(res.json()).toEqual({ ok: false, error: 'Please sign in', code: 'unauthorized' });
    }
  });

  it(`GET /v1/bookmarks ${caller === 'anonymous' ? '→ 401' : readable ? 'lists it once bookmarked' : 'never lists it'}`, async () => {
    await call(caller, { method: 'POST', url: `/v1/bookmarks/${story().id}` });
    const res = await call(caller, { url: '/v1/bookmarks' });
    if (caller === 'anonymous') return expect(res.statusCode).toBe(401);
    const ids = res.json().bookmarks.map((b: { bundle_id: string }) => b.bundle_id);
    expect(ids.includes(story().id)).toBe(readable);
    if (!readable) expect(res.body).not.toContain(story().child);
    await call(caller, { method: 'DELETE', url: `/v1/bookmarks/${story().id}` });
  });

  it(`POST /v1/print/orders → ${caller === 'anonymous' ? 401 : readable ? 201 : 404}, and only the orderer lists it`, async () => {
    const expected = caller === 'anonymous' ? 401 : readable ? 201 : 404;
    const res = await call(caller, {
      method: 'POST',
      url: '/v1/print/orders',
      payload: {
        bundle_id: story().id,
        shipping: {
          full_name: 'A Parent',
          address_line1: '1 Main St',
          city: 'Town',
          state: 'ST',
          postal_code: '12345',
        },
      },
    });
    expect(res.statusCode).toBe(expected);
    if (expected === 404)
      expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
    const listed = await call(caller, { url: '/v1/print/orders' });
    if (caller === 'anonymous') return expect(listed.statusCode).toBe(401);
    const bundleIds = listed.json().orders.map((o: { bundle_id: string }) => o.bundle_id);
    expect(bundleIds.includes(story().id)).toBe(readable);
    if (readable) {
      const someoneElse = caller === 'owner' ? 'other' : 'owner';
      const theirs = (await call(someoneElse, { url: '/v1/print/orders' })).json().orders;
      expect(theirs.map((o: { id: string }) => o.id)).not.toContain(res.json().id);
    }
  });

  it(`DELETE and regenerate-audio → ${caller === 'anonymous' ? 401 : caller === 'owner' ? 'allowed' : readable ? 403 : 404}`, async () => {
    if (caller === 'owner') return; // the owner's own actions are covered below, once the others have tried
    const expected = caller === 'anonymous' ? 401 : readable ? 403 : 404;
    const regenerate = await call(caller, {
      method: 'POST',
      url: `/v1/stories/${story().id}/regenerate-audio`,
      payload: { tts_voice: 'builtin-bruno', tts_provider: 'builtin' },
    });
    expect(regenerate.statusCode).toBe(expected);
    const remove = await call(caller, { method: 'DELETE', url: `/v1/stories/bundle/${story().id}` });
    expect(remove.statusCode).toBe(expected);
    expect((await call('owner', { url: `/v1/stories/bundle/${story().id}` })).statusCode).toBe(200);
  });
});

describe('the generate endpoint', () => {
  it('keeps privacy and sign language for signed-in users', async () => {
    for (const extra of [{ privacy: 'private' }, { sign_language: true }]) {
      const res = await call('anonymous', {
        method: 'POST',
        url: '/v1/stories/generate',
        payload: { child_name: 'Ada', theme: 'ocean', language: 'en', age: 4, scenes: 1, ...extra },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('hands a private story’s progress to its owner as a signed link', async () => {
    const res = await call('owner', {
      method: 'POST',
      url: '/v1/stories/generate',
      headers: { prefer: 'respond-async' },
      payload: { child_name: 'Ada', theme: 'ocean', language: 'en', age: 4, scenes: 1, privacy: 'private' },
    });
    expect(res.statusCode).toBe(202);
    const { events_url } = res.json();
    expect(events_url).toMatch(/\/events\?exp=\d+&sig=/);
    const anonymousWithLink = await call('anonymous', { url: events_url });
    expect(anonymousWithLink.statusCode).toBe(200);
    await t.app.jobs.idle();
  });
});

describe('the owner', () => {
  it('deletes their own private story, and with it every file', async () => {
    const { id, bundle } = stories.private;
    const res = await call('owner', { method: 'DELETE', url: `/v1/stories/bundle/${id}` });
    expect(res.json()).toEqual({ ok: true });
    expect((await call('owner', { url: `/v1/stories/bundle/${id}` })).statusCode).toBe(404);
    expect((await call('owner', { url: bundle.scenes[0]?.image_url as string })).statusCode).toBe(404);
  });
});
