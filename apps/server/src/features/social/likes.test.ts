import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { generateStory } from '../../test/requests.ts';
import { browse, CookieJar } from '../../test/sign-in.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { useTwoParents } from '../../test/two-parents.ts';

const parents = useTwoParents();

const statusUrl = (id: string) => `/v1/stories/${id}/like/status`;
const likeUrl = (id: string) => `/v1/stories/${id}/like`;

type Cookie = { name: string; value: string; path?: string; maxAge?: number } & Record<string, unknown>;
const anonymousCookie = (res: LightMyRequestResponse) =>
  (res.cookies as Cookie[]).find((c) => c.name === 'storyloom_anon');

/** An anonymous browser: keeps its cookies between calls. */
const visitor = () => {
  const jar = new CookieJar();
  return (options: InjectOptions) => browse(parents.t, jar, options);
};

/** An anonymous browser on a story's player page, which has read the story's like state. */
const reader = async (id: string) => {
  const browser = visitor();
  expect((await browser({ url: statusUrl(id) })).statusCode).toBe(200);
  return browser;
};

const countLikeRows = async (storyId: string) =>
  Number(
    (
      await parents.t.db
        .selectFrom('likes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('story_id', '=', storyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('likes of an anonymous visitor', () => {
  it('hands out a long-lived httpOnly anonymous id cookie on the first like call', async () => {
    const id = await insertStory(parents.t.db);
    const res = await parents.t.app.inject({ url: statusUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ liked: false, like_count: 0 });
    const cookie = anonymousCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/stories' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);

    const again = await parents.t.app.inject({
      url: statusUrl(id),
      headers: { cookie: `storyloom_anon=${cookie?.value}` },
    });
    expect(anonymousCookie(again)).toBeUndefined();
  });

  it('likes, stays liked with the same count when liking again, and unlikes', async () => {
    const id = await insertStory(parents.t.db);
    const browser = await reader(id);
    expect((await browser({ method: 'POST', url: likeUrl(id) })).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await browser({ url: statusUrl(id) })).json()).toEqual({ liked: true, like_count: 1 });
    expect((await browser({ method: 'POST', url: likeUrl(id) })).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect(await countLikeRows(id)).toBe(1);

    expect((await browser({ method: 'DELETE', url: likeUrl(id) })).json()).toEqual({
      liked: false,
      like_count: 0,
    });
    expect((await browser({ method: 'DELETE', url: likeUrl(id) })).json()).toEqual({
      liked: false,
      like_count: 0,
    });
    expect((await browser({ url: statusUrl(id) })).json()).toEqual({ liked: false, like_count: 0 });
    expect(await countLikeRows(id)).toBe(0);
  });

  it('counts two different visitors as two likes', async () => {
    const id = await insertStory(parents.t.db);
    const [first, second, onlooker] = [await reader(id), await reader(id), visitor()];
    expect((await first({ method: 'POST', url: likeUrl(id) })).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await second({ method: 'POST', url: likeUrl(id) })).json()).toEqual({
      liked: true,
      like_count: 2,
    });
    expect((await onlooker({ url: statusUrl(id) })).json()).toEqual({ liked: false, like_count: 2 });
    // Unliking takes back only the visitor's own like.
    expect((await onlooker({ method: 'DELETE', url: likeUrl(id) })).json()).toEqual({
      liked: false,
      like_count: 2,
    });
    expect((await first({ method: 'DELETE', url: likeUrl(id) })).json()).toEqual({
      liked: false,
      like_count: 1,
    });
    expect((await second({ url: statusUrl(id) })).json()).toEqual({ liked: true, like_count: 1 });
  });

  it('treats a forged anonymous id as a new visitor', async () => {
    const id = await insertStory(parents.t.db);
    const jar = new CookieJar();
    await browse(parents.t, jar, { url: statusUrl(id) });
    expect((await browse(parents.t, jar, { method: 'POST', url: likeUrl(id) })).json().liked).toBe(true);
    const value = String(jar.get('storyloom_anon'));
    const [anonymousId] = value.split('.');
    for (const forged of [anonymousId, `${anonymousId}.AAAA`, `other.${value.split('.')[1]}`]) {
      const res = await parents.t.app.inject({
        url: statusUrl(id),
        headers: { cookie: `storyloom_anon=${forged}` },
      });
      expect(res.json()).toEqual({ liked: false, like_count: 1 });
      expect(anonymousCookie(res)?.value).not.toBe(value);
    }
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://stories.example.com' } });
    try {
      const id = await insertStory(secure.db);
      const res = await secure.app.inject({ url: statusUrl(id) });
      expect(res.json()).toEqual({ liked: false, like_count: 0 });
      expect(anonymousCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });
});

describe('likes sent without a page of ours', () => {
  it('refuses an anonymous like without the cookie of an earlier answer, and hands it out so the retry counts', async () => {
    const id = await insertStory(parents.t.db);
    const jar = new CookieJar();
    const first = await browse(parents.t, jar, { method: 'POST', url: likeUrl(id) });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({
      ok: false,
      error: 'Please open the story and try again.',
      code: 'likeNeedsPage',
    });
    expect(anonymousCookie(first)).toMatchObject({ httpOnly: true, path: '/v1/stories' });
    expect(await countLikeRows(id)).toBe(0);

    const retry = await browse(parents.t, jar, { method: 'POST', url: likeUrl(id) });
    expect(retry.json()).toEqual({ liked: true, like_count: 1 });
    const unlike = await parents.t.app.inject({ method: 'DELETE', url: likeUrl(id) });
    expect(unlike.statusCode).toBe(403);
    expect(await countLikeRows(id)).toBe(1);
  });

  it('gives no like for 25 posts from another site without a cookie', async () => {
    const id = await insertStory(parents.t.db);
    for (let i = 0; i < 25; i++) {
      const res = await parents.t.app.inject({
        method: 'POST',
        url: likeUrl(id),
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await parents.t.app.inject({ url: statusUrl(id) })).json().like_count).toBe(0);
    expect(await countLikeRows(id)).toBe(0);
  });

  it('refuses a like or unlike a page of another site sends, even with the visitor’s cookie or bearer', async () => {
    const id = await insertStory(parents.t.db);
    const browser = await reader(id);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await browser({ method, url: likeUrl(id), headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({
          ok: false,
          error: 'This request came from another site and was refused.',
          code: 'crossSiteRefused',
        });
      }
      const bearer = await parents.t.app.inject({
        method: 'POST',
        url: likeUrl(id),
        headers: { ...headers, ...parents.pat.headers },
      });
      expect(bearer.statusCode).toBe(403);
    }
    expect(await countLikeRows(id)).toBe(0);

    // The app's own page is welcome.
    const own = await browser({
      method: 'POST',
      url: likeUrl(id),
      headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json()).toEqual({ liked: true, like_count: 1 });
  });
});

describe('likes of a signed-in user', () => {
  it('counts the user once by their account, whichever browser they use, and sets no anonymous cookie', async () => {
    const id = await insertStory(parents.t.db);
    const res = await parents.t.app.inject({
      method: 'POST',
      url: likeUrl(id),
      headers: parents.pat.headers,
    });
    expect(res.json()).toEqual({ liked: true, like_count: 1 });
    expect(anonymousCookie(res)).toBeUndefined();

    const elsewhere = visitor();
    const status = await elsewhere({ url: statusUrl(id), headers: parents.pat.headers });
    expect(status.json()).toEqual({ liked: true, like_count: 1 });
    expect(
      (await elsewhere({ method: 'POST', url: likeUrl(id), headers: parents.pat.headers })).json(),
    ).toEqual({
      liked: true,
      like_count: 1,
    });
    // Without the bearer the same browser is an anonymous visitor who has not liked it.
    expect((await elsewhere({ url: statusUrl(id) })).json()).toEqual({ liked: false, like_count: 1 });
    expect((await parents.t.app.inject({ url: statusUrl(id), headers: parents.sam.headers })).json()).toEqual(
      {
        liked: false,
        like_count: 1,
      },
    );

    const unliked = await parents.t.app.inject({
      method: 'DELETE',
      url: likeUrl(id),
      headers: parents.pat.headers,
    });
    expect(unliked.json()).toEqual({ liked: false, like_count: 0 });
  });

  it('lets the owner like their own private story', async () => {
    const { bundle_id } = await generateStory(
      parents.t.app,
      { privacy: 'private', scenes: 1 },
      parents.pat.headers,
    );
    const res = await parents.t.app.inject({
      method: 'POST',
      url: likeUrl(bundle_id),
      headers: parents.pat.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ liked: true, like_count: 1 });
  });
});

describe('likes under concurrency', () => {
  it('counts 20 visitors liking at once as exactly 20', async () => {
    const id = await insertStory(parents.t.db);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => reader(id)));
    const answers = await Promise.all(
      visitors.map((browser) => browser({ method: 'POST', url: likeUrl(id) })),
    );
    for (const res of answers) expect(res.json().liked).toBe(true);
    expect((await parents.t.app.inject({ url: statusUrl(id) })).json().like_count).toBe(20);
    expect(await countLikeRows(id)).toBe(20);

    // Some take their like back while others arrive: the count still matches the rows.
    const leaving = visitors.slice(0, 10).map((browser) => browser({ method: 'DELETE', url: likeUrl(id) }));
    const arriving = Array.from({ length: 5 }, async () =>
      (await reader(id))({ method: 'POST', url: likeUrl(id) }),
    );
    await Promise.all([...leaving, ...arriving]);
    expect((await parents.t.app.inject({ url: statusUrl(id) })).json().like_count).toBe(15);
    expect(await countLikeRows(id)).toBe(15);
  });

  it('counts one visitor liking 10 times at once as one like, and unliking 10 times as none', async () => {
    const id = await insertStory(parents.t.db);
    const browser = visitor();
    await browser({ url: statusUrl(id) });
    const likes = await Promise.all(
      Array.from({ length: 10 }, () => browser({ method: 'POST', url: likeUrl(id) })),
    );
    for (const res of likes) expect(res.json()).toEqual({ liked: true, like_count: 1 });
    expect(await countLikeRows(id)).toBe(1);

    const unlikes = await Promise.all(
      Array.from({ length: 10 }, () => browser({ method: 'DELETE', url: likeUrl(id) })),
    );
    for (const res of unlikes) expect(res.json()).toEqual({ liked: false, like_count: 0 });
    expect((await browser({ url: statusUrl(id) })).json()).toEqual({ liked: false, like_count: 0 });
  });

  it('counts one user liking 10 times at once from different browsers as one like', async () => {
    const id = await insertStory(parents.t.db);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        visitor()({ method: 'POST', url: likeUrl(id), headers: parents.sam.headers }),
      ),
    );
    expect((await parents.t.app.inject({ url: statusUrl(id), headers: parents.sam.headers })).json()).toEqual(
      {
        liked: true,
        like_count: 1,
      },
    );
  });
});

describe('likes of stories the caller may not see', () => {
  const notFound = { ok: false, error: 'Story not found', code: 'storyNotFound' };

  it('answers 404 for a story that does not exist, is not ready, or is someone else’s and private', async () => {
    const { bundle_id: privateId } = await generateStory(
      parents.t.app,
      { child_name: 'Zelda', privacy: 'private', scenes: 1 },
      parents.pat.headers,
    );
    const generating = await insertStory(parents.t.db, { child: 'Gus', status: 'generating' });
    const failed = await insertStory(parents.t.db, { child: 'Fay', status: 'failed' });
    // An anonymous visitor with the cookie a readable story's like state handed out.
    const jar = new CookieJar();
    await browse(parents.t, jar, { url: statusUrl(await insertStory(parents.t.db)) });
    const anonymous = { cookie: jar.header() };
    const cases: [string, Record<string, string>][] = [
      ['no-such-story', anonymous],
      [privateId, anonymous],
      [privateId, parents.sam.headers],
      [generating, anonymous],
      [failed, parents.pat.headers],
    ];
    for (const [id, headers] of cases) {
      for (const [method, url] of [
        ['GET', statusUrl(id)],
        ['POST', likeUrl(id)],
        ['DELETE', likeUrl(id)],
      ] as const) {
        const res = await parents.t.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
    expect(await countLikeRows(privateId)).toBe(0);
    expect(await countLikeRows(generating)).toBe(0);
  });

  it('refuses an over-long story id with 400', async () => {
    const long = 'x'.repeat(101);
    for (const [method, url] of [
      ['GET', statusUrl(long)],
      ['POST', likeUrl(long)],
      ['DELETE', likeUrl(long)],
    ] as const) {
      const res = await parents.t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, detail: expect.stringContaining('bundleId') });
    }
  });
});
