import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertLegacyStory, insertStory } from '../../test/factories.ts';
import { insertUser } from '../../test/sign-in.ts';
import { DATA_TABLES } from '../../test/stored-data.ts';
import { MIGRATIONS, migrateToLatest, openDatabase } from './database.ts';

describe('migrateToLatest', () => {
  it('creates every table of the data model and is idempotent', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    // Every data table is one the tests that count what is stored know of.
    expect(
      rows
        .map((r) => r.name)
        // Kysely's migration bookkeeping, and SQLite's own (the counter behind an autoincrementing key).
        .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'))
        .sort(),
    ).toEqual([...DATA_TABLES].sort());
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

  it('moves print orders off their stories: existing orders keep their title and outlive the story', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    await migrator.migrateTo('0003-sign-video-mp4');
    await insertUser(db, 'u1');
    await insertLegacyStory(db, { id: 's1', child: 'Mia' });
    await sql`insert into print_orders (id, user_id, story_id, shipping, subtotal_cents, shipping_cents,
      total_cents, status, pdf_key, created_at)
      values ('o1', 'u1', 's1', '{}', 1999, 499, 2498, 'test', 'print_o1.pdf', '2026-01-02')`.execute(db);

    await migrateToLatest(db);
    expect(await db.selectFrom('print_orders').selectAll().execute()).toEqual([
      expect.objectContaining({
        id: 'o1',
        story_id: 's1',
        title: 'Mia’s Ocean Adventure',
        pdf_key: 'print_o1.pdf',
      }),
    ]);
    await db.deleteFrom('stories').where('id', '=', 's1').execute();
    expect(await db.selectFrom('print_orders').select('id').execute()).toEqual([{ id: 'o1' }]);
    await db.destroy();
  });

  it('gives print orders placed before order numbers a number of their own each', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    await migrator.migrateTo('0012-cover-focus');
    for (const id of ['o1', 'o2']) {
      await sql`insert into print_orders (id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents,
        total_cents, status, pdf_key, created_at)
        values (${id}, null, 's1', 'Mia’s Ocean Adventure', '{}', 1999, 499, 2498, 'test', 'interior.pdf', '2026-01-02')`.execute(
        db,
      );
    }

    await migrateToLatest(db);
    const numbers = (await db.selectFrom('print_orders').select('order_number').execute()).map(
      (row) => row.order_number,
    );
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(/^SL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(new Set(numbers).size).toBe(2);
    await db.destroy();
  });

  it('keeps existing print orders and stories through the account-data migration, and lets an order outlive its account', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    await migrator.migrateTo('0006-print-orders-own-files');
    await insertUser(db, 'u1');
    await sql`insert into print_orders (id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents,
      total_cents, status, pdf_key, created_at)
      values ('o1', 'u1', 's1', 'Mia’s Ocean Adventure', '{}', 1999, 499, 2498, 'test', 'interior.pdf', '2026-01-02')`.execute(
      db,
    );
    await insertLegacyStory(db, { id: 's2', child: 'Mia' });

    await migrateToLatest(db);
    expect(await db.selectFrom('print_orders').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 'o1', user_id: 'u1', title: 'Mia’s Ocean Adventure', total_cents: 2498 }),
    ]);
    expect(await db.selectFrom('stories').select(['id', 'hidden']).execute()).toEqual([
      { id: 's2', hidden: 0 },
    ]);
    // An account deleted without its orders being anonymised first still leaves them for the accounts.
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('print_orders').select(['id', 'user_id']).execute()).toEqual([
      { id: 'o1', user_id: null },
    ]);
    await db.destroy();
  });

  it('folds the names and titles of existing stories for the archive search', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    await migrator.migrateTo('0012-cover-focus');
    await insertLegacyStory(db, { id: 's1', child: 'İpek' });
    await insertLegacyStory(db, { id: 's2', child: 'МИША' });

    await migrateToLatest(db);
    expect(await db.selectFrom('stories').select(['id', 'search_text']).orderBy('id').execute()).toEqual([
      { id: 's1', search_text: 'ipek\u001fipek’s ocean adventure\u001focean\u001f' },
      { id: 's2', search_text: 'миша\u001fмиша’s ocean adventure\u001focean\u001f' },
    ]);
    await db.destroy();
  });
});
