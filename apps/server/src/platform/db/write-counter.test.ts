import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { type Db, migrateToLatest, openDatabase } from './database.ts';
import { writeCounterOf } from './write-counter.ts';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

describe('WriteCounter', () => {
  it('counts the writes to watched tables, but not reads, other tables or unshown columns', async () => {
    db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    const counter = writeCounterOf(db);
    if (!counter) throw new Error('openDatabase attaches a write counter');
    const watch = counter.watch({
      tables: ['stories', 'scenes'],
      unshownColumns: { stories: ['like_count'] },
    });

    const id = await insertStory(db);
    const afterInsert = watch.version;
    expect(afterInsert).toBeGreaterThan(0);

    await db.selectFrom('stories').selectAll().execute();
    await sql`select 1`.execute(db);
    await db.updateTable('stories').set({ like_count: 3 }).where('id', '=', id).execute();
    await db.deleteFrom('jobs').execute();
    expect(watch.version).toBe(afterInsert);

    await db.updateTable('stories').set({ title: 'New' }).where('id', '=', id).execute();
    expect(watch.version).toBe(afterInsert + 1);
    await db.transaction().execute((trx) => trx.deleteFrom('scenes').where('story_id', '=', id).execute());
    expect(watch.version).toBe(afterInsert + 2);
    await sql`update stories set title = 'Raw'`.execute(db);
    expect(watch.version).toBe(afterInsert + 3);
  });
});
