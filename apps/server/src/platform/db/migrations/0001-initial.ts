import type { Kysely } from 'kysely';

/** The whole data model. Portable column types only: text, integer, double precision. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('child', 'text', (c) => c.notNull())
    .addColumn('child_key', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('custom_theme', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('scene_count', 'integer', (c) => c.notNull())
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('audio_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('background_music', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sign_language', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sign_language_type', 'text')
    .addColumn('image_mode', 'text', (c) => c.notNull())
    .addColumn('tts_voice', 'text')
    .addColumn('tts_provider', 'text')
    .addColumn('voice_clone_id', 'text')
    .addColumn('voice_used', 'text')
    .addColumn('pause_ms', 'integer', (c) => c.notNull())
    .addColumn('speech_rate', 'double precision', (c) => c.notNull())
    .addColumn('sentences_per_scene', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('child_gender', 'text')
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('character', 'text')
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('failure_reason', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The archive: ready public stories, newest first.
  await db.schema
    .createIndex('stories_listing')
    .on('stories')
    .columns(['status', 'privacy', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('stories_owner').on('stories').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('stories_child').on('stories').columns(['child_key', 'created_at']).execute();

  await db.schema
    .createTable('scenes')
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('image_prompt', 'text', (c) => c.notNull())
    .addColumn('art', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    .addColumn('audio_key', 'text')
    .addColumn('sign_video_key', 'text')
    .addColumn('words', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scenes_pk', ['story_id', 'idx'])
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('liker_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['story_id', 'liker_id'])
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'story_id'])
    .execute();
  await db.schema.createIndex('bookmarks_story').on('bookmarks').column('story_id').execute();

  await db.schema
    .createTable('voice_clones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voice_name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_voice_id', 'text')
    .addColumn('sample_key', 'text')
    .addColumn('params', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('voice_clones_owner')
    .on('voice_clones')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('print_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('shipping', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pdf_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('print_orders_owner')
    .on('print_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'print_orders',
    'voice_clones',
    'bookmarks',
    'likes',
    'scenes',
    'stories',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
