import type { Kysely } from 'kysely';

/** The child's favourite things the story weaves in (JSON array of up to three texts), or null. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('favourite_things', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('favourite_things').execute();
}
