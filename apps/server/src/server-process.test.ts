import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGenerateRequest } from './test/requests.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { testDatabase } from './test/test-app.ts';

const admin = process.env.TEST_DATABASE_URL;
let url = '';
let dir = '';
let db: pg.Pool;
let database: Awaited<ReturnType<typeof testDatabase>>;
const started: ServerProcess[] = [];

beforeAll(async () => {
  if (!admin) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-roles-'));
  database = await testDatabase(dir);
  url = database?.url ?? '';
  db = new pg.Pool({ connectionString: url, max: 2 });
});
afterAll(async () => {
  if (!admin) return;
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await db.end();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A process of the given role on the shared database and data folder. */
async function server(role: string, env: Record<string, string> = {}) {
  const process = await startServerProcess({
    ROLE: role,
    DATABASE_URL: url,
    DATA_DIR: dir,
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-to-use',
    LOG_LEVEL: 'warn',
    WARM_UP: 'off',
    RATE_LIMITS: 'off',
    JOB_TIMEOUT_SECONDS: '10',
    ...env,
  });
  started.push(process);
  return process;
}

async function until<T>(read: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const storyJob = async () =>
  (
    await db.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'story.generate'`,
    )
  ).rows[0];
const readyScenes = async (storyId: string) =>
  Number(
    (
      await db.query<{ n: string }>(
        `select count(*) as n from scenes where story_id = $1 and status = 'ready'`,
        [storyId],
      )
    ).rows[0]?.n,
  );
const storyStatus = async (storyId: string) =>
  (await db.query<{ status: string }>('select status from stories where id = $1', [storyId])).rows[0]?.status;

describe.skipIf(!admin)('server processes by ROLE', () => {
  it('an api enqueues, workers make the story; a stopped worker hands its job back and a killed one’s job returns after JOB_TIMEOUT_SECONDS', async () => {
    const api = await server('api');
    const first = await server('worker', { SHUTDOWN_TIMEOUT_SECONDS: '0' });

    // The worker answers health, readiness and metrics only.
    expect(await (await fetch(`${first.url}/v1/ready`)).json()).toEqual({
      ok: true,
      checks: { database: 'ok', queue: 'ok', storage: 'ok' },
    });
    expect((await fetch(`${first.url}/v1/openapi.json`)).status).toBe(404);
    expect((await fetch(`${first.url}/v1/stories/generate`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${api.url}/v1/ready`)).status).toBe(200);

    const askedAt = Date.now();
    const res = await fetch(`${api.url}/v1/stories/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify(buildGenerateRequest({ scenes: 4 })),
    });
    expect(res.status).toBe(202);
    const { bundle_id: storyId } = (await res.json()) as { bundle_id: string };
    await until(async () => (await readyScenes(storyId)) >= 1);
    const firstSceneMs = Date.now() - askedAt;

    // SIGTERM with SHUTDOWN_TIMEOUT_SECONDS=0: the running job goes back to the queue, its attempt uncounted.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await storyJob()).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(await storyStatus(storyId)).toBe('generating');

    // The next worker takes it up; killed outright while holding it, its job waits for its timeout.
    const second = await server('worker');
    await until(async () => (await storyJob())?.state === 'active');
    second.child.kill('SIGKILL');
    const killedAt = Date.now();
    await second.exited;
    const third = await server('worker');
    await until(async () => {
      const job = await storyJob();
      return job?.state === 'active' && job.retry_count === 1;
    });
    const recoveredMs = Date.now() - killedAt;
    await until(async () => (await storyStatus(storyId)) === 'ready');
    expect(await readyScenes(storyId)).toBe(4);
    console.info(
      `first scene ${firstSceneMs} ms after the api took the story; a killed worker's job taken back after ${recoveredMs} ms (JOB_TIMEOUT_SECONDS=10)`,
    );

    for (const process of [api, third]) process.child.kill('SIGTERM');
    expect(await Promise.all([api.exited, third.exited])).toEqual([0, 0]);
  }, 180_000);
});
