import type { Kysely } from 'kysely';

/**
 * The smaller WebP copies of each scene's picture that browsers load (JSON array of
 * `{key, width, height}`), and those of scene 1 again on the story, for the cards' covers.
 * Null for a picture stored before they were made: it is shown as its PNG.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scenes').addColumn('image_variants', 'text').execute();
  await db.schema.alterTable('stories').addColumn('cover_variants', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('cover_variants').execute();
  await db.schema.alterTable('scenes').dropColumn('image_variants').execute();
}
