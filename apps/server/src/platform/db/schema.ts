import type { Generated } from 'kysely';

/**
 * Table types of the whole data model. Dates are ISO-8601 text, booleans 0/1 integers and
 * structured values JSON text, so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  stories: StoriesTable;
  scenes: ScenesTable;
  likes: LikesTable;
  bookmarks: BookmarksTable;
  voice_clones: VoiceClonesTable;
  print_orders: PrintOrdersTable;
  jobs: JobsTable;
  sessions: SessionsTable;
  story_reports: StoryReportsTable;
  story_events: StoryEventsTable;
  last_played: LastPlayedTable;
}

export interface UsersTable {
  /** Random (`u_` and 20 hex digits): shown in public lists, so derived from nothing about the person. */
  id: string;
  /**
   * Who vouches for the person: the identity provider's issuer (`local` for the local provider),
   * and its subject for them. Accounts made before random ids have a null issuer until they next
   * sign in.
   */
  issuer: string | null;
  subject: string | null;
  email: string;
  display_name: string | null;
  photo_url: string | null;
  plan: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface StoriesTable {
  id: string;
  user_id: string | null;
  title: Generated<string>;
  child: string;
  /** Lower-cased child name, for the indexed latest-story look-up. */
  child_key: string;
  theme: string;
  custom_theme: string | null;
  language: string;
  age: number;
  scene_count: number;
  privacy: string;
  status: string;
  audio_only: number;
  background_music: number;
  sign_language: number;
  sign_language_type: string | null;
  image_mode: string;
  tts_voice: string | null;
  tts_provider: string | null;
  voice_clone_id: string | null;
  voice_used: string | null;
  pause_ms: number;
  speech_rate: number;
  sentences_per_scene: number;
  child_gender: string | null;
  /** JSON: how the parent said the child looks (the contract's childAppearance), or null. */
  appearance: string | null;
  /** JSON: the child's favourite things the story weaves in (up to three texts), or null. */
  favourite_things: string | null;
  seed: number;
  /** The plot the built-in writer told (domain/story-model.ts PLOTS); null before plots. */
  plot: string | null;
  /** JSON: what the story keeps of a reference image (its palette), never the image itself. */
  character: string | null;
  /** The child, title and themes folded for the archive search (lib/search-text.ts). */
  search_text: Generated<string>;
  /** JSON `{x, y}`: where the child's face is in scene 1's picture, in percent; null when unknown. */
  cover_focus: string | null;
  /** JSON array of `{key, width, height}`: the WebP copies of scene 1's picture; null when none were made. */
  cover_variants: string | null;
  warnings: Generated<string>;
  failure_reason: string | null;
  /** While the story is being made: who asked for it (`account:<uid>` or `address:<keyed hash>`), for the queue's caps. */
  requested_by: string | null;
  like_count: Generated<number>;
  /** 1 while reports keep the story out of every list, until an operator decides (`admin story show`). */
  hidden: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ScenesTable {
  story_id: string;
  idx: number;
  narration: string;
  image_prompt: string;
  art: string;
  image_key: string | null;
  /** JSON array of `{key, width, height}`: the picture's WebP copies; null when none were made. */
  image_variants: string | null;
  audio_key: string | null;
  sign_video_key: string | null;
  /** The same sign video as MP4, when the stored one is WebM. */
  sign_video_mp4_key: string | null;
  words: string | null;
  status: string;
}

export interface LikesTable {
  story_id: string;
  /** A user id, or `anon:<cookie id>` for anonymous visitors. */
  liker_id: string;
  created_at: string;
}

export interface BookmarksTable {
  user_id: string;
  story_id: string;
  created_at: string;
}

export interface VoiceClonesTable {
  id: string;
  user_id: string;
  voice_name: string;
  provider: string;
  provider_voice_id: string | null;
  sample_key: string | null;
  params: string | null;
  created_at: string;
}

export interface PrintOrdersTable {
  id: string;
  /** The short number shown to the parent (SL-7K3F-92QD); unique, given to every order. */
  order_number: string;
  /** Null once the account is deleted: the order stays only as an anonymised row for the accounts. */
  user_id: string | null;
  /** The story printed; the order outlives it, so it may name a deleted story. */
  story_id: string;
  /** The story's title when the order was placed. */
  title: Generated<string>;
  shipping: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  status: string;
  /** The print-ready PDF, in the order's own private folder (older orders: in the story's). */
  pdf_key: string | null;
  created_at: string;
}

export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** Every refresh token rotated from the same sign-in shares this; reuse revokes the family. */
  family_id: string;
  /** SHA-256 of the refresh token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  /** When this token was exchanged for its successor. */
  replaced_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** A visitor's report of a public story: one per visitor per story. */
export interface StoryReportsTable {
  story_id: string;
  /** `account:<uid>`, `anon:<cookie id>` or `address:<keyed hash>`, as the report route tells visitors apart. */
  reporter: string;
  reason: string;
  note: string | null;
  created_at: string;
  /** When an operator decided (showed or hid the story); null while the report is open. */
  resolved_at: string | null;
}

/** A story's progress event, kept while someone may still follow it (platform/events-postgres.ts). */
export interface StoryEventsTable {
  /** Increases with every event; PostgreSQL returns it as text (a 64-bit integer). */
  seq: Generated<number | string>;
  /** The story's id. */
  key: string;
  /** The event as JSON. */
  event: string;
  created_at: string;
}

/** The story an account played last (one row per account), for the Player link on every device. */
export interface LastPlayedTable {
  user_id: string;
  story_id: string;
  played_at: string;
}
