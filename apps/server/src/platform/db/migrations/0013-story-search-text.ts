import { type Kysely, sql } from 'kysely';
import { storySearchText } from '../../../lib/search-text.ts';

interface SearchedColumns {
  id: string;
  child: string;
  title: string;
  theme: string;
  custom_theme: string | null;
}

/**
 * The archive search reads one column of the story's child, title and themes folded in JavaScript
 * (lib/search-text.ts): SQLite's lower() folds only ASCII, so 'émile' missed 'Émile' and
 * 'миша' missed 'Миша'. Existing stories are folded here, in batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stories')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const fold = async (trx: Kysely<unknown>) => {
    let after = '';
    for (;;) {
      const { rows } = await sql<SearchedColumns>`select id, child, title, theme, custom_theme from stories
        where id > ${after} order by id limit 500`.execute(trx);
      for (const row of rows) {
        await sql`update stories set search_text = ${storySearchText(row)} where id = ${row.id}`.execute(trx);
      }
      const last = rows.at(-1);
      if (!last || rows.length < 500) return;
      after = last.id;
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's runs are not, so one is made.
  if (db.isTransaction) await fold(db);
  else await db.transaction().execute(fold);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('search_text').execute();
}
