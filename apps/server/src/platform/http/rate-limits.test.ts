import { waitText } from '@storyloom/contract';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { buildGenerateRequest } from '../../test/requests.ts';
import { browse, CookieJar, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.app.jobs.idle();
  await t?.close();
});

/** The app with its limits on, the generation allowance given, and the queue's caps out of the way. */
const limitedApp = (env: Record<string, string> = {}) =>
  buildTestApp({ env: { RATE_LIMITS: 'on', QUEUE_MAX_PER_CALLER: '100', ...env } });

/** A generate call that is counted and then refused as invalid: cheap, and it stores nothing. */
const emptyGenerate = (options: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload: {}, ...options });

const storyRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('rate limit of POST /v1/stories/generate', () => {
  it('refuses a visitor past the minute’s allowance with 429, Retry-After and the wait, storing nothing', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '3' });
    for (let i = 0; i < 3; i++) expect((await emptyGenerate()).statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 1 }),
      headers: { prefer: 'respond-async' },
    });
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      ok: false,
      error: `Too many stories at once. Please try again in ${waitText(wait)}.`,
      code: 'rate_limited',
      reason: 'tooManyStories',
      retry_after_seconds: wait,
    });
    expect(await storyRows()).toBe(0);
    expect(await t.db.selectFrom('jobs').selectAll().where('name', '=', 'story.generate').execute()).toEqual(
      [],
    );
  });

  it('counts each address apart', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '1' });
    expect((await emptyGenerate()).statusCode).toBe(400);
    expect((await emptyGenerate()).statusCode).toBe(429);
    expect((await emptyGenerate({ remoteAddress: '203.0.113.9' })).statusCode).toBe(400);
    // One household's IPv6 addresses share their /64.
    expect((await emptyGenerate({ remoteAddress: '2001:db8:1:2::10' })).statusCode).toBe(400);
    expect((await emptyGenerate({ remoteAddress: '2001:db8:1:2::99' })).statusCode).toBe(429);
  });

  it('gives a signed-in parent three times the allowance, counted by account', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '1' });
    const ana = await signIn(t, 'ana');
    expect((await emptyGenerate()).statusCode).toBe(400);
    expect((await emptyGenerate()).statusCode).toBe(429);
    // Same address, but counted by account.
    for (let i = 0; i < 3; i++) expect((await emptyGenerate({ headers: ana.headers })).statusCode).toBe(400);
    expect((await emptyGenerate({ headers: ana.headers })).statusCode).toBe(429);
    // …and the account's allowance follows it to another address.
    expect((await emptyGenerate({ headers: ana.headers, remoteAddress: '203.0.113.9' })).statusCode).toBe(
      429,
    );
  });

  it('takes the factor for signed-in parents from RATE_LIMIT_SIGNED_IN_FACTOR', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '1', RATE_LIMIT_SIGNED_IN_FACTOR: '1' });
    const ana = await signIn(t, 'ana');
    expect((await emptyGenerate({ headers: ana.headers })).statusCode).toBe(400);
    expect((await emptyGenerate({ headers: ana.headers })).statusCode).toBe(429);
  });

  it('keeps an hourly allowance too, and says to wait for the hour', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '10', RATE_LIMIT_GENERATE_PER_HOUR: '2' });
    for (let i = 0; i < 2; i++) expect((await emptyGenerate()).statusCode).toBe(400);
    const res = await emptyGenerate();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60 * 59);
    expect(res.json().error).toBe('Too many stories at once. Please try again in 60 minutes.');
  });

  it('counts nothing with RATE_LIMITS=off', async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off', RATE_LIMIT_GENERATE_PER_MIN: '1' } });
    for (let i = 0; i < 5; i++) expect((await emptyGenerate()).statusCode).toBe(400);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '1' });
    expect((await emptyGenerate({ headers: { 'x-forwarded-for': '198.51.100.1' } })).statusCode).toBe(400);
    expect((await emptyGenerate({ headers: { 'x-forwarded-for': '198.51.100.2' } })).statusCode).toBe(429);
  });

  it('reads X-Forwarded-For as the named proxy sets it', async () => {
    t = await limitedApp({ RATE_LIMIT_GENERATE_PER_MIN: '1', TRUST_PROXY: '127.0.0.1' });
    const from = (address: string, remoteAddress = '127.0.0.1') =>
      emptyGenerate({ headers: { 'x-forwarded-for': address }, remoteAddress });
    expect((await from('198.51.100.1')).statusCode).toBe(400);
    expect((await from('198.51.100.2')).statusCode).toBe(400);
    expect((await from('198.51.100.1')).statusCode).toBe(429);
    // A client that is not the proxy can't choose its address.
    expect((await from('198.51.100.3', '203.0.113.5')).statusCode).toBe(400);
    expect((await from('198.51.100.4', '203.0.113.5')).statusCode).toBe(429);
  });
});

describe('the other limits', () => {
  it('refuses the 31st like in a minute from one address', async () => {
    t = await limitedApp();
    const id = await insertStory(t.db);
    const jar = new CookieJar();
    expect((await browse(t, jar, { url: `/v1/stories/${id}/like/status` })).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await browse(t, jar, { method: i % 2 ? 'DELETE' : 'POST', url: `/v1/stories/${id}/like` }))
          .statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('refuses the 61st sign-in call in a minute from one address', async () => {
    t = await limitedApp();
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await t.app.inject({ method: 'POST', url: '/v1/auth/refresh' })).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('documents a 429 for every limited call', async () => {
    t = await limitedApp();
    const { paths } = (await t.app.inject('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const limited = [
      ['post', '/v1/stories/generate'],
      ['post', '/v1/stories/{bundleId}/regenerate-audio'],
      ['get', '/v1/stories/{bundleId}/pdf'],
      ['post', '/v1/stories/{bundleId}/like'],
      ['delete', '/v1/stories/{bundleId}/like'],
      ['post', '/v1/bookmarks/{bundleId}'],
      ['delete', '/v1/bookmarks/{bundleId}'],
      ['put', '/v1/account/last-story'],
      ['post', '/v1/voice/clone'],
      ['post', '/v1/print/orders'],
      ['get', '/v1/auth/login'],
      ['get', '/v1/auth/callback'],
      ['post', '/v1/auth/refresh'],
      ['post', '/v1/auth/native'],
    ] as const;
    for (const [method, path] of limited) {
      expect(paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('429');
    }
    expect(paths['/v1/stories/list']?.get?.responses).not.toHaveProperty('429');
  });
});
