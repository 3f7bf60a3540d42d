import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';

describe('migrateToLatest', () => {
  it('creates every table of the data model and is idempotent', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'users',
        'stories',
        'scenes',
        'likes',
        'bookmarks',
        'voice_clones',
        'print_orders',
        'jobs',
      ]),
    );
    await db.destroy();
  });

  it('enforces one like per visitor and story', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db
      .insertInto('stories')
      .values({
        id: 's1',
        user_id: null,
        child: 'Mia',
        child_key: 'mia',
        theme: 'ocean',
        custom_theme: null,
        language: 'en',
        age: 4,
        scene_count: 1,
        privacy: 'public',
        status: 'ready',
        audio_only: 0,
        background_music: 0,
        sign_language: 0,
        sign_language_type: null,
        image_mode: 'auto',
        tts_voice: 'alloy',
        tts_provider: 'openai',
        voice_clone_id: null,
        voice_used: null,
        pause_ms: 800,
        speech_rate: 0.85,
        sentences_per_scene: 1,
        child_gender: null,
        seed: 1,
        failure_reason: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const like = { story_id: 's1', liker_id: 'anon:1', created_at: now };
    await db.insertInto('likes').values(like).execute();
    await expect(db.insertInto('likes').values(like).execute()).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await db.destroy();
  });
});
