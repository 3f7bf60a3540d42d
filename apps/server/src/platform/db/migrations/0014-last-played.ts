import type { Kysely } from 'kysely';

/**
 * The story each account played last, so the Player link resumes it on any device. Deleting the
 * account or the story deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('last_played')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('played_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('last_played_story').on('last_played').column('story_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('last_played').execute();
}
