/** Stories (§3, §7): lists, bundles and their scenes, narration made again. */
import { z } from 'zod';
import {
  CHILD_NAME_MAX_LENGTH,
  CUSTOM_THEME_MAX_LENGTH,
  GENERATOR_DEFAULTS,
  LIMITS,
  PRIVACY_VALUES,
  SIGN_LANGUAGE_TYPES,
} from '../constants.ts';
import { formBoolean, formNumber, typedText, voiceChoice } from './fields.ts';

export const STORY_STATUSES = ['generating', 'ready', 'failed'] as const;

/** A point of a picture, in percent of its width (x, from the left) and height (y, from the top). */
export const focusPoint = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });
export type FocusPoint = z.infer<typeof focusPoint>;

/**
 * A smaller WebP copy of a picture, for browsers to choose from by width (an `<img>`'s srcset),
 * addressed like the picture itself: a private story's through a signed link that expires.
 */
export const pictureVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});
export type PictureVariant = z.infer<typeof pictureVariant>;

export const storyListItem = z.object({
  bundle_id: z.string(),
  user_id: z.string().nullable(),
  title: z.string(),
  child: z.string(),
  theme: z.string(),
  /** The parent's own theme text, for a story whose theme is `custom`. */
  custom_theme: z.string().optional(),
  language: z.string(),
  age: z.number(),
  scenes: z.number().int(),
  privacy: z.enum(PRIVACY_VALUES),
  created_at: z.string(),
  /**
   * Where the child's face is in the cover (scene 1's picture), so a card cropping the cover keeps
   * it in view. Only known for pictures the builtin illustrator drew; absent for a provider's.
   */
  cover_focus: focusPoint.optional(),
  /** A story told without pictures: its card shows a drawn cover instead. */
  audio_only: z.boolean(),
  /**
   * Scene 1's picture: a public address, or for a private story a signed link that expires. Null
   * for an audio-only story.
   */
  cover_url: z.string().nullable(),
  /** The cover's WebP copies, smallest first. Absent for stories made before they were, and audio-only ones. */
  cover_variants: z.array(pictureVariant).optional(),
});
export type StoryListItem = z.infer<typeof storyListItem>;

/** The stories made in this browser while signed out that the signed-in parent may add to their account. */
export const claimableStoriesResponse = z.object({
  ok: z.literal(true),
  stories: z.array(storyListItem),
});
export type ClaimableStoriesResponse = z.infer<typeof claimableStoriesResponse>;

export const claimStoriesRequest = z.object({
  bundle_ids: z.array(z.string().min(1).max(100)).min(1).max(LIMITS.claimableStories),
});
export type ClaimStoriesRequest = z.infer<typeof claimStoriesRequest>;

export const claimStoriesResponse = z.object({ ok: z.literal(true), claimed: z.array(z.string()) });
export type ClaimStoriesResponse = z.infer<typeof claimStoriesResponse>;

export const storyListQuery = z.object({
  limit: formNumber.pipe(z.number().int().min(1).max(LIMITS.listLimit)).default(LIMITS.listLimit),
  q: typedText().pipe(z.string().max(200)).optional(),
  language: z.string().max(10).optional(),
  theme: z.string().max(CUSTOM_THEME_MAX_LENGTH).optional(),
  cursor: z.string().max(200).optional(),
  mine: formBoolean.optional(),
});
export type StoryListQuery = z.infer<typeof storyListQuery>;

export const storyListResponse = z.object({
  ok: z.literal(true),
  stories: z.array(storyListItem),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type StoryListResponse = z.infer<typeof storyListResponse>;

export const wordTiming = z.object({
  text: z.string(),
  start_ms: z.number(),
  end_ms: z.number(),
});
export type WordTiming = z.infer<typeof wordTiming>;

export const bundleScene = z.object({
  /**
   * Whether the scene can be played: its picture and narration are stored. While a story is being
   * made its later scenes are listed not ready, without media; a ready scene of a story told in sign
   * language may still be waiting for its sign video (sign_video_url null) until the story is ready.
   */
  ready: z.boolean(),
  image_url: z.string().nullable(),
  /**
   * The picture's WebP copies, smallest first, while image_url stays its PNG. Absent for pictures
   * made before they were, for scenes not ready and for audio-only stories.
   */
  image_variants: z.array(pictureVariant).optional(),
  narration: z.string(),
  audio_url: z.string().nullable(),
  sign_video_url: z.string().nullable(),
  /** The same sign video as MP4 when sign_video_url is WebM, for browsers that cannot play WebM. */
  sign_video_mp4_url: z.string().nullable().optional(),
  words: z.array(wordTiming).optional(),
});
export type BundleScene = z.infer<typeof bundleScene>;

export const storyBundle = z.object({
  bundle_id: z.string(),
  title: z.string(),
  child: z.string(),
  user_id: z.string().nullable(),
  theme: z.string(),
  language: z.string(),
  age: z.number(),
  privacy: z.enum(PRIVACY_VALUES),
  created_at: z.string(),
  status: z.enum(STORY_STATUSES),
  audio_only: z.boolean(),
  sign_language: z.boolean(),
  sign_language_type: z.enum(SIGN_LANGUAGE_TYPES).nullable(),
  tts_voice: z.string().nullable(),
  voice_used: z.string().nullable(),
  pause_ms: z.number().default(GENERATOR_DEFAULTS.pauseMs),
  warnings: z.array(z.string()),
  scenes: z.array(bundleScene),
});
export type StoryBundle = z.infer<typeof storyBundle>;

export const latestQuery = z.object({
  child: typedText().pipe(z.string().min(1).max(CHILD_NAME_MAX_LENGTH)).default('Friend'),
});

export const regenerateAudioRequest = z.object(voiceChoice);
export type RegenerateAudioRequest = z.infer<typeof regenerateAudioRequest>;
export const regenerateAudioResponse = z.object({ ok: z.literal(true), tts_voice: z.string() });
