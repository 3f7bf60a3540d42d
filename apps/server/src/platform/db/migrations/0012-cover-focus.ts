import type { Kysely } from 'kysely';

/** Where the child's face is in a story's cover (JSON `{x, y}` in percent), so cards crop around it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('cover_focus', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('cover_focus').execute();
}
