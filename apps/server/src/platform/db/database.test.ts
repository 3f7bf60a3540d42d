import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { migrateToLatest, openDatabase } from './database.ts';

describe('migrateToLatest', () => {
  it('creates every table of the data model and is idempotent', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'users',
        'stories',
        'scenes',
        'likes',
        'bookmarks',
        'voice_clones',
        'print_orders',
        'jobs',
      ]),
    );
    await db.destroy();
  });

  it('enforces one like per visitor and story', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await insertStory(db, { id: 's1' });
    const like = { story_id: 's1', liker_id: 'anon:1', created_at: now };
    await db.insertInto('likes').values(like).execute();
    await expect(db.insertInto('likes').values(like).execute()).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await db.destroy();
  });
});
