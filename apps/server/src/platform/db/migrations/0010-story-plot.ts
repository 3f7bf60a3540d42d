import type { Kysely } from 'kysely';

/** The plot a story tells, so that a child's next story of the theme can tell another. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('plot', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('plot').execute();
}
