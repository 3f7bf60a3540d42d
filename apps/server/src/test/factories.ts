import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { storySearchText } from '../lib/search-text.ts';
import type { Db } from '../platform/db/database.ts';
import type { StoriesTable } from '../platform/db/schema.ts';

let clock = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * A ready story as the first migration's columns hold it, for databases not yet migrated to the
 * latest (insertStory fills columns that later migrations add).
 */
export const insertLegacyStory = (
  db: Db,
  {
    id,
    child,
    userId = null,
    privacy = 'public',
  }: { id: string; child: string; userId?: string | null; privacy?: 'public' | 'private' },
) =>
  sql`insert into stories (id, user_id, title, child, child_key, theme, language, age, scene_count,
    privacy, status, image_mode, pause_ms, speech_rate, seed, created_at, updated_at)
    values (${id}, ${userId}, ${`${child}’s Ocean Adventure`}, ${child}, ${child.toLowerCase()}, 'ocean', 'en', 4, 1,
    ${privacy}, 'ready', 'auto', 800, 0.85, 1, '2026-01-01', '2026-01-01')`.execute(db);

/** Inserts a ready story with one scene; each call is a second newer than the last. */
export async function insertStory(
  db: Db,
  overrides: Partial<Insertable<StoriesTable>> = {},
): Promise<string> {
  const id = overrides.id ?? randomUUID().slice(0, 12);
  clock += 1000;
  const at = new Date(clock).toISOString();
  const child = overrides.child ?? 'Mia';
  const story = {
    id,
    user_id: null,
    title: `${child}’s Ocean Adventure`,
    child,
    child_key: child.toLowerCase(),
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
    character: null,
    failure_reason: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  } satisfies Insertable<StoriesTable>;
  await db
    .insertInto('stories')
    .values({ search_text: storySearchText(story), ...story })
    .execute();
  await db
    .insertInto('scenes')
    .values({
      story_id: id,
      idx: 0,
      narration: `Hello, ${child}.`,
      image_prompt: '',
      art: '{}',
      image_key: 'scene_1.png',
      audio_key: null,
      sign_video_key: null,
      sign_video_mp4_key: null,
      words: null,
      status: 'ready',
    })
    .execute();
  return id;
}
