import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { EmbeddedJobQueue } from './embedded-queue.ts';
import type { JobContext, JobHandlers } from './queue.ts';

let dir: string;
let db: Db;
const log = Fastify().log;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-queue-'));
  db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'jobs.db') });
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A handler whose every run hangs, as one that takes the process down would never return. */
function crashingHandler() {
  const runs: number[] = [];
  const failures: unknown[] = [];
  let release = () => {};
  const hang = new Promise<'skipped'>((resolve) => {
    release = () => resolve('skipped');
  });
  const handler = {
    run: async (_payload: unknown, { attempt }: JobContext) => {
      runs.push(attempt);
      return hang;
    },
    failed: async (_payload: unknown, error: unknown) => {
      failures.push(error);
    },
  };
  const handlers: JobHandlers = {
    'story.generate': handler,
    'account.export': handler,
    'retention.sweep': handler,
  };
  return { handlers, runs, failures, release };
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 250 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
}

const jobRow = (id: string) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('EmbeddedJobQueue', () => {
  it('gives a job up after its last attempt when every attempt crashed the process', async () => {
    const crashing = crashingHandler();
    const options = { maxAttempts: 3, pollMs: 10, concurrency: 1, recoverRunning: true };
    const processes: EmbeddedJobQueue[] = [];
    await new EmbeddedJobQueue(db, log, options).enqueue(
      'story.generate',
      { storyId: 'story-1' },
      'gen_story-1',
    );
    for (let attempt = 1; attempt <= 3; attempt++) {
      // A new process starts, takes the job back and dies while running it: the row stays 'running'.
      const queue = new EmbeddedJobQueue(db, log, options);
      processes.push(queue);
      await queue.start(crashing.handlers);
      await until(() => crashing.runs.length === attempt);
      expect((await jobRow('gen_story-1')).status).toBe('running');
    }

    const last = new EmbeddedJobQueue(db, log, options);
    processes.push(last);
    await last.start(crashing.handlers);
    await until(() => crashing.failures.length > 0);
    await last.idle();
    expect(crashing.runs).toEqual([1, 2, 3]);
    expect(crashing.failures).toHaveLength(1);
    expect(await jobRow('gen_story-1')).toMatchObject({ status: 'failed', attempts: 3, locked_by: null });

    // The dead processes' runs end at last: none of them may revive or finish the job.
    crashing.release();
    await Promise.all(processes.map((queue) => queue.stop()));
    expect((await jobRow('gen_story-1')).status).toBe('failed');
    expect(crashing.failures).toHaveLength(1);
  });

  it('gives up a job whose lock lapsed after its last attempt, without running it again', async () => {
    const crashing = crashingHandler();
    const queue = new EmbeddedJobQueue(db, log, { maxAttempts: 2, pollMs: 10 });
    await queue.enqueue('story.generate', { storyId: 'story-2' }, 'gen_story-2');
    // Another worker claimed it twice and died both times; its lock has lapsed.
    await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 2, locked_by: 'gone', locked_until: '2000-01-01T00:00:00.000Z' })
      .execute();
    await queue.start(crashing.handlers);
    await until(() => crashing.failures.length > 0);
    await queue.idle();
    await queue.stop();
    expect(crashing.runs).toEqual([]);
    expect(crashing.failures).toHaveLength(1);
    expect((await jobRow('gen_story-2')).status).toBe('failed');
  });

  it('counts the jobs waiting, running and failed', async () => {
    const queue = new EmbeddedJobQueue(db, log);
    expect(await queue.counts()).toEqual({ queued: 0, running: 0, failed: 0 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      await queue.enqueue('story.generate', { storyId: id }, `gen_${id}`);
    }
    await db.updateTable('jobs').set({ status: 'running' }).where('id', 'in', ['gen_a', 'gen_b']).execute();
    await db.updateTable('jobs').set({ status: 'failed' }).where('id', '=', 'gen_c').execute();
    await db.updateTable('jobs').set({ status: 'done' }).where('id', '=', 'gen_d').execute();
    expect(await queue.counts()).toEqual({ queued: 1, running: 2, failed: 1 });
  });
});
