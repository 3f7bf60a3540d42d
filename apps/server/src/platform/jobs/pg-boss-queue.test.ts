import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-app.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';
import { type JobContext, JobHandedBack, type JobHandlers, type QueueOptions } from './queue.ts';

const admin = process.env.TEST_DATABASE_URL;
const log = Fastify().log;
let url = '';
let dir = '';
let database: Awaited<ReturnType<typeof testDatabase>>;

beforeAll(async () => {
  if (!admin) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-boss-'));
  database = await testDatabase(dir);
  url = database?.url ?? '';
});
afterAll(async () => {
  await database?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const open: PgBossJobQueue[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.stop({ graceMs: 0 })));
});

async function openQueue(options: Partial<QueueOptions>) {
  const queue = await PgBossJobQueue.open(url, log, { pollMs: 50, concurrency: 1, ...options });
  open.push(queue);
  return queue;
}

/** Handlers whose story job does what `run` says and records every attempt and failure. */
function recording(run: (context: JobContext) => Promise<'done' | 'skipped'>) {
  const attempts: number[] = [];
  const failures: string[] = [];
  const contexts: JobContext[] = [];
  const story = {
    run: async (_payload: unknown, context: JobContext) => {
      attempts.push(context.attempt);
      contexts.push(context);
      return run(context);
    },
    failed: async (_payload: unknown, error: unknown) => {
      failures.push((error as Error).message);
    },
  };
  const unused = { run: async () => 'done' as const, failed: async () => {} };
  const handlers: JobHandlers = {
    'story.generate': story,
    'account.export': unused,
    'retention.sweep': unused,
  };
  return { handlers, attempts, failures, contexts };
}

async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const hang = (context: JobContext) =>
  new Promise<'done'>((_, reject) => {
    context.signal.addEventListener('abort', () => reject(context.signal.reason ?? new Error('aborted')));
  });

describe.skipIf(!admin)('PgBossJobQueue', () => {
  it('runs a job once however often its id is enqueued, and reports it done', async () => {
    const queue = await openQueue({});
    const jobs = recording(async () => 'done');
    await queue.enqueue('story.generate', { storyId: 's1' }, 'gen_s1');
    await queue.enqueue('story.generate', { storyId: 's1' }, 'gen_s1');
    expect(await queue.counts()).toEqual({ queued: 1, running: 0, failed: 0 });
    await queue.start(jobs.handlers);
    await queue.idle();
    expect(jobs.attempts).toEqual([1]);
    expect(await queue.find('gen_s1')).toMatchObject({
      id: 'gen_s1',
      name: 'story.generate',
      status: 'done',
      payload: { storyId: 's1' },
    });
  });

  it('retries with backoff, then calls the failure hook once and lists the job among the failures', async () => {
    const queue = await openQueue({ maxAttempts: 2, retryBaseMs: 1000 });
    const jobs = recording(async ({ attempt }) => {
      throw new Error(`illustrator crashed on attempt ${attempt}`);
    });
    await queue.start(jobs.handlers);
    await queue.enqueue('story.generate', { storyId: 's2' }, 'gen_s2');
    await until(() => jobs.failures.length > 0);
    await queue.idle();
    expect(jobs.attempts).toEqual([1, 2]);
    expect(jobs.failures).toEqual(['illustrator crashed on attempt 2']);
    expect((await queue.counts()).failed).toBe(1);
    expect(await queue.failures(10)).toEqual([
      expect.objectContaining({
        id: 'gen_s2',
        status: 'failed',
        lastError: 'illustrator crashed on attempt 2',
      }),
    ]);
  });

  it('aborts a job cancelled while it runs in this process, and never runs it again', async () => {
    const queue = await openQueue({});
    const jobs = recording(hang);
    await queue.start(jobs.handlers);
    await queue.enqueue('story.generate', { storyId: 's3' }, 'gen_s3');
    await until(() => jobs.contexts.length === 1);
    await queue.cancel('gen_s3');
    expect(jobs.contexts[0]?.signal.aborted).toBe(true);
    await queue.idle();
    expect((await queue.find('gen_s3'))?.status).toBe('cancelled');
    expect(jobs.failures).toEqual([]);
  });

  it('gives the job of a worker that stopped answering to another after JOB_TIMEOUT_SECONDS; the old attempt is no longer current', async () => {
    const options = { lockMs: 2000, maxAttempts: 3 };
    const stuck = await openQueue(options);
    const first = recording(() => new Promise(() => {}));
    await stuck.start(first.handlers);
    await stuck.enqueue('story.generate', { storyId: 's4' }, 'gen_s4');
    await until(() => first.contexts.length === 1);
    const startedAt = Date.now();
    expect(await first.contexts[0]?.isCurrent()).toBe(true);

    const other = await openQueue(options);
    const second = recording(async () => 'done');
    await other.start(second.handlers);
    await until(() => second.attempts.length === 1);
    const takenBackAfter = Date.now() - startedAt;
    expect(second.attempts).toEqual([2]);
    expect(takenBackAfter).toBeGreaterThanOrEqual(2000);
    expect(await first.contexts[0]?.isCurrent()).toBe(false);
    expect(first.contexts[0]?.signal.reason).toBeInstanceOf(JobHandedBack);
    await other.idle();
    expect((await other.find('gen_s4'))?.status).toBe('done');
    console.info(`job taken back ${takenBackAfter} ms after it started (JOB_TIMEOUT_SECONDS=2)`);
  });

  it('runs the failure hook once when the last attempt timed out', async () => {
    const queue = await openQueue({ lockMs: 1000, maxAttempts: 1 });
    const jobs = recording(hang);
    await queue.start(jobs.handlers);
    await queue.enqueue('story.generate', { storyId: 's5' }, 'gen_s5');
    await until(() => jobs.failures.length > 0);
    expect(jobs.failures).toEqual(['job failed by timeout in active state']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(jobs.failures).toHaveLength(1);
    expect(jobs.attempts).toEqual([1]);
  });

  it('hands back the jobs still running when stopped after its grace, without counting the attempt', async () => {
    const stopping = await openQueue({});
    const first = recording(hang);
    await stopping.start(first.handlers);
    await stopping.enqueue('story.generate', { storyId: 's6' }, 'gen_s6');
    await until(() => first.contexts.length === 1);
    await stopping.stop({ graceMs: 100 });
    expect(first.contexts[0]?.signal.reason).toBeInstanceOf(JobHandedBack);
    expect((await (await openQueue({})).find('gen_s6'))?.status).toBe('queued');

    const next = await openQueue({});
    const second = recording(async () => 'done');
    await next.start(second.handlers);
    await until(() => second.attempts.length === 1);
    expect(second.attempts).toEqual([1]);
    expect(first.failures).toEqual([]);
  });
});
