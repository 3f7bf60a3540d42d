import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-app.ts';
import { type Db, migrateToLatest, openDatabase } from './db/database.ts';
import { PostgresEventLog } from './events-postgres.ts';

interface Numbered {
  n: number;
  padding?: string;
}

const log = Fastify({ logger: { level: 'silent' } }).log;
const until = async (check: () => boolean, ms = 5000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Each log stands for one process: `writer` publishes, `reader` subscribes, both on one database.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgresEventLog', () => {
  let dir: string;
  let database: { url: string; drop(): Promise<void> };
  let db: Db;
  let writer: PostgresEventLog<Numbered>;
  let reader: PostgresEventLog<Numbered>;
  let keyCount = 0;
  const freshKey = () => `story-${++keyCount}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-events-'));
    database = (await testDatabase(dir)) as { url: string; drop(): Promise<void> };
    db = openDatabase({ kind: 'postgres', url: database.url });
    await migrateToLatest(db);
    writer = await PostgresEventLog.open({ db, url: database.url, log });
    reader = await PostgresEventLog.open({ db, url: database.url, log });
  });

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('replays what was published before, then what comes after, in order and each once', async () => {
    const key = freshKey();
    for (const n of numbers(1, 5)) void writer.publish(key, { n });
    await writer.publish(key, { n: 6 });
    const seen: number[] = [];
    // Published while the replay is being read: some are in the replay and announced as well.
    const during = numbers(7, 40).map((n) => writer.publish(key, { n }));
    const unsubscribe = await reader.subscribe(key, (event) => seen.push(event.n));
    await Promise.all(during);
    for (const n of numbers(41, 50)) void writer.publish(key, { n });
    await until(() => seen.length >= 50);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(numbers(1, 50));
    unsubscribe();
  });

  it('delivers a key’s events only to that key’s subscribers, and none after unsubscribing', async () => {
    const [mine, other] = [freshKey(), freshKey()];
    const seen: number[] = [];
    const unsubscribe = await reader.subscribe(mine, (event) => seen.push(event.n));
    await writer.publish(other, { n: 99 });
    await writer.publish(mine, { n: 1 });
    await until(() => seen.length === 1);
    unsubscribe();
    await writer.publish(mine, { n: 2 });
    const late: number[] = [];
    await (await reader.subscribe(mine, (event) => late.push(event.n)))();
    expect(late).toEqual([1, 2]);
    expect(seen).toEqual([1]);
  });

  it('reads an event too big to announce from the table, keeping its place among the small ones', async () => {
    const key = freshKey();
    const seen: Numbered[] = [];
    await reader.subscribe(key, (event) => seen.push(event));
    const padding = 'é'.repeat(6000);
    void writer.publish(key, { n: 1 });
    void writer.publish(key, { n: 2, padding });
    await writer.publish(key, { n: 3 });
    await until(() => seen.length === 3);
    expect(seen).toEqual([{ n: 1 }, { n: 2, padding }, { n: 3 }]);
  });

  it('hears again after its connection drops, and delivers what it missed in order', async () => {
    const key = freshKey();
    const seen: number[] = [];
    await reader.subscribe(key, (event) => seen.push(event.n));
    await writer.publish(key, { n: 1 });
    await until(() => seen.length === 1);
    // Both logs listen on a connection of their own; the reader's is the one to go.
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and query = 'listen story_events' order by backend_start desc
    `.execute(db);
    expect(rows).toHaveLength(2);
    await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
    for (const n of numbers(2, 20)) await writer.publish(key, { n });
    await until(() => seen.length >= 20);
    await writer.publish(key, { n: 21 });
    await until(() => seen.length >= 21);
    expect(seen).toEqual(numbers(1, 21));
  });

  it('forgets a key’s events after the delay given, and events older than a day', async () => {
    const [key, kept] = [freshKey(), freshKey()];
    await writer.publish(key, { n: 1 });
    await writer.publish(kept, { n: 1 });
    await db
      .insertInto('story_events')
      .values({ key: 'left-by-a-crash', event: '{"n":1}', created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    writer.forget(key, 10);
    const keys = async () =>
      (await db.selectFrom('story_events').select('key').distinct().execute()).map((row) => row.key);
    for (let i = 0; i < 100 && (await keys()).includes(key); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await keys()).toContain(kept);
    expect(await keys()).not.toContain(key);
    expect(await keys()).not.toContain('left-by-a-crash');
  });
});
