import type { Kysely } from 'kysely';

/**
 * The archive's index takes in `hidden` (added by 0007): counting the public stories, which every
 * list does, is then read from the index alone, and a page of them is still read in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stories_archive')
    .on('stories')
    .columns(['status', 'privacy', 'hidden', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('stories_listing').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stories_listing')
    .on('stories')
    .columns(['status', 'privacy', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('stories_archive').execute();
}
