import type { Kysely } from 'kysely';

/** How the parent said the child looks (JSON: skin tone, hair style and colour, glasses), or null. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('appearance', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('appearance').execute();
}
