import type { Kysely } from 'kysely';

/**
 * Who asked for a story still being made (an account, or a keyed hash of an address), so the job
 * queue can cap each caller; it is cleared once the story is ready or has failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('requested_by', 'text').execute();
  await db.schema
    .createIndex('stories_requester')
    .on('stories')
    .columns(['status', 'requested_by'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stories_requester').execute();
  await db.schema.alterTable('stories').dropColumn('requested_by').execute();
}
