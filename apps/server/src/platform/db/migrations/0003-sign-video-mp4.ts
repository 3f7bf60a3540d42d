import type { Kysely } from 'kysely';

/** Each scene's sign video as MP4 too, for browsers that cannot play WebM. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scenes').addColumn('sign_video_mp4_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scenes').dropColumn('sign_video_mp4_key').execute();
}
