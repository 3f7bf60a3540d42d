import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGenerateRequest } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

/**
 * The app with the queue's caps on and, unless `working`, a worker that takes no job, so every
 * accepted story stays queued for as long as a test needs.
 */
const cappedApp = (env: Record<string, string>, { working = false } = {}) =>
  buildTestApp({
    env: { RATE_LIMITS: 'on', RATE_LIMIT_GENERATE_PER_MIN: '1000', ...env },
    queueOptions: working ? {} : { concurrency: 0 },
  });

const ask = (options: Partial<InjectOptions> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/stories/generate',
    payload: buildGenerateRequest({ scenes: 1 }),
    ...options,
    headers: { prefer: 'respond-async', ...options.headers },
  });

const rows = async (table: 'stories') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the job queue’s caps', () => {
  it('refuses a fourth story while three of the caller’s are being made, 503 with Retry-After, storing nothing', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '3' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);

    const res = await ask();
    expect(res.statusCode).toBe(503);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(10);
    expect(res.json()).toEqual({
      ok: false,
      error: expect.stringMatching(/^Your stories are still being made\. Please try again in \d+ seconds\.$/),
      code: 'queue_full',
      reason: 'storiesInProgress',
      retry_after_seconds: wait,
    });
    expect(await rows('stories')).toBe(3);
    expect((await t.app.jobs.counts()).queued).toBe(3);
    expect(fs.existsSync(t.config.privateMediaDir) ? fs.readdirSync(t.config.privateMediaDir) : []).toEqual(
      [],
    );

    // Another caller is not held up by this one.
    expect((await ask({ remoteAddress: '203.0.113.7' })).statusCode).toBe(202);
  });

  it('caps the stories being made by everyone', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '5', QUEUE_MAX_TOTAL: '2' });
    expect((await ask({ remoteAddress: '203.0.113.1' })).statusCode).toBe(202);
    expect((await ask({ remoteAddress: '203.0.113.2' })).statusCode).toBe(202);
    const res = await ask({ remoteAddress: '203.0.113.3' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/^Lots of stories are being made right now\. Please try again in /);
    expect(await rows('stories')).toBe(2);
  });

  it('counts a signed-in parent by account, wherever they ask from', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '1' });
    const ana = await signIn(t, 'ana');
    expect((await ask({ headers: ana.headers })).statusCode).toBe(202);
    expect((await ask({ headers: ana.headers, remoteAddress: '203.0.113.4' })).statusCode).toBe(503);
    // An anonymous visitor at Ana's address has a place of their own.
    expect((await ask()).statusCode).toBe(202);
  });

  it('lets only one of two requests at once take the caller’s last place', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '1' });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 503, 503]);
    expect(await rows('stories')).toBe(1);
  });

  it('takes the caller’s next story once the last is made, and forgets who asked', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '1' }, { working: true });
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 1 }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const { requested_by } = await t.db
      .selectFrom('stories')
      .select('requested_by')
      .where('id', '=', first.json().bundle_id)
      .executeTakeFirstOrThrow();
    expect(requested_by).toBeNull();
    expect((await ask()).statusCode).toBe(202);
    await t.app.jobs.idle();
  });

  it('stores a keyed hash of an anonymous caller’s address, never the address', async () => {
    t = await cappedApp({ QUEUE_MAX_PER_CALLER: '3' });
    expect((await ask({ remoteAddress: '198.51.100.23' })).statusCode).toBe(202);
    const { requested_by } = await t.db
      .selectFrom('stories')
      .select('requested_by')
      .executeTakeFirstOrThrow();
    expect(requested_by).toMatch(/^address:[A-Za-z0-9_-]{22}$/);
    expect(requested_by).not.toContain('198.51.100');
  });

  it('takes every request with RATE_LIMITS=off', async () => {
    t = await cappedApp({ RATE_LIMITS: 'off', QUEUE_MAX_PER_CALLER: '1', QUEUE_MAX_TOTAL: '1' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
  });
});

describe('POST /v1/stories/generate without Prefer: respond-async', () => {
  it('answers 202 with the job to follow once GENERATE_SYNC_TIMEOUT_SECONDS has passed, and the story goes on', async () => {
    t = await cappedApp({ GENERATE_SYNC_TIMEOUT_SECONDS: '1' });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 1 }),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({
      ok: true,
      bundle_id: expect.any(String),
      job_id: expect.any(String),
      events_url: `/v1/stories/jobs/${body.job_id}/events`,
    });
    const story = await t.db
      .selectFrom('stories')
      .select('status')
      .where('id', '=', body.bundle_id)
      .executeTakeFirstOrThrow();
    expect(story.status).toBe('generating');
  });
});
