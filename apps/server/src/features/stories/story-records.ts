import type {
  ChildAppearance,
  ChildGender,
  FocusPoint,
  ImageMode,
  LanguageCode,
  SignLanguageType,
  Theme,
  TtsProvider,
  WordTiming,
} from '@storyloom/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Plot, SceneArt } from '../../domain/story-model.ts';
import { storySearchText } from '../../lib/search-text.ts';
import type { ScenesTable, StoriesTable } from '../../platform/db/schema.ts';
import type { Visibility } from '../../platform/media.ts';
import { parseWarnings, type StoryWarnings } from './warnings.ts';

export type StoryStatus = 'generating' | 'ready' | 'failed';

/** A stored WebP copy of a scene's picture, made smaller for browsers (see picture-variants.ts). */
export interface PictureVariant {
  key: string;
  width: number;
  height: number;
}
export type SceneStatus = 'pending' | 'ready';

/** What a story keeps of a reference image (its palette) and the character drawn from it, never the image itself. */
export interface StoredCharacter {
  palette?: string[];
  brief?: string;
}

/** A stored story, its columns decoded: flags as booleans, JSON as values, text narrowed to what this server writes. */
export interface Story {
  id: string;
  user_id: string | null;
  title: string;
  child: string;
  theme: Theme;
  custom_theme: string | null;
  language: LanguageCode;
  age: number;
  scene_count: number;
  privacy: Visibility;
  status: StoryStatus;
  audio_only: boolean;
  background_music: boolean;
  sign_language: boolean;
  sign_language_type: SignLanguageType | null;
  image_mode: ImageMode;
  tts_voice: string | null;
  tts_provider: TtsProvider | null;
  voice_clone_id: string | null;
  voice_used: string | null;
  pause_ms: number;
  speech_rate: number;
  sentences_per_scene: number;
  child_gender: ChildGender | null;
  /** How the parent said the child looks; every picture draws this child. */
  appearance: ChildAppearance | null;
  /** The child's favourite things the story weaves in, as the parent typed them; none is empty. */
  favourite_things: string[];
  seed: number;
  /** The plot the story tells, chosen when it is asked for; null for stories older than plots. */
  plot: Plot | null;
  character: StoredCharacter;
  /** Where the child's face is in the cover (scene 1's picture), when the picture was drawn here. */
  cover_focus: FocusPoint | null;
  /** The WebP copies of the cover, smallest first; none for a story stored before they were made. */
  cover_variants: PictureVariant[];
  warnings: StoryWarnings;
  failure_reason: string | null;
  like_count: number;
  /** True while reports keep the story out of every list, until an operator decides. */
  hidden: boolean;
  created_at: string;
}

/** The columns a list of stories shows, read without the rest of each row. */
export const LISTED_COLUMNS = [
  'id',
  'user_id',
  'title',
  'child',
  'theme',
  'custom_theme',
  'language',
  'age',
  'scene_count',
  'privacy',
  'created_at',
  'cover_focus',
  'cover_variants',
  'audio_only',
] as const;

/** A story as a list shows it. */
export type ListedStory = Pick<Story, (typeof LISTED_COLUMNS)[number]>;

/** A story as it is first stored, before it is written. */
export type NewStory = Omit<
  Story,
  'title' | 'warnings' | 'cover_focus' | 'cover_variants' | 'like_count' | 'hidden' | 'created_at'
> & {
  /** Who asked for it, for the queue's caps (see platform/http/callers.ts). */
  requested_by: string;
};

/** A stored scene, its art and word timings decoded. */
export interface Scene {
  idx: number;
  narration: string;
  image_prompt: string;
  art: SceneArt;
  image_key: string | null;
  /** The picture's WebP copies, smallest first; none for a picture stored before they were made. */
  image_variants: PictureVariant[];
  audio_key: string | null;
  sign_video_key: string | null;
  /** The same sign video as MP4, when the stored one is WebM. */
  sign_video_mp4_key: string | null;
  /** When each word is spoken in the scene's narration; null until it is narrated. */
  words: WordTiming[] | null;
  status: SceneStatus;
}

/** A scene as the writer wrote it, before it is illustrated or narrated. */
export type WrittenScene = Pick<Scene, 'idx' | 'narration' | 'image_prompt' | 'art'>;

/** What making or re-voicing a scene changes. */
export type SceneChanges = Partial<Omit<Scene, 'idx' | 'narration' | 'image_prompt' | 'art'>>;

const flag = (value: number | boolean | null) => Boolean(Number(value));

export function storyFromRow(row: Selectable<StoriesTable>): Story {
  return {
    ...listedStoryFromRow(row),
    status: row.status as StoryStatus,
    background_music: flag(row.background_music),
    sign_language: flag(row.sign_language),
    sign_language_type: row.sign_language_type as SignLanguageType | null,
    image_mode: row.image_mode as ImageMode,
    tts_voice: row.tts_voice,
    tts_provider: row.tts_provider as TtsProvider | null,
    voice_clone_id: row.voice_clone_id,
    voice_used: row.voice_used,
    pause_ms: Number(row.pause_ms),
    speech_rate: Number(row.speech_rate),
    sentences_per_scene: Number(row.sentences_per_scene),
    child_gender: row.child_gender as ChildGender | null,
    appearance: row.appearance ? (JSON.parse(row.appearance) as ChildAppearance) : null,
    favourite_things: row.favourite_things ? (JSON.parse(row.favourite_things) as string[]) : [],
    seed: Number(row.seed),
    plot: row.plot as Plot | null,
    character: JSON.parse(row.character ?? '{}') as StoredCharacter,
    warnings: parseWarnings(row.warnings),
    failure_reason: row.failure_reason,
    like_count: Number(row.like_count),
    hidden: flag(row.hidden),
  };
}

export function listedStoryFromRow(
  row: Pick<Selectable<StoriesTable>, (typeof LISTED_COLUMNS)[number]>,
): ListedStory {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    child: row.child,
    theme: row.theme as Theme,
    custom_theme: row.custom_theme,
    language: row.language as LanguageCode,
    age: Number(row.age),
    scene_count: Number(row.scene_count),
    privacy: row.privacy as Visibility,
    created_at: row.created_at,
    cover_focus: coverFocusFromColumn(row.cover_focus),
    cover_variants: variantsFromColumn(row.cover_variants),
    audio_only: flag(row.audio_only),
  };
}

function coverFocusFromColumn(column: string | null): FocusPoint | null {
  return column === null ? null : (JSON.parse(column) as FocusPoint);
}

function variantsFromColumn(column: string | null): PictureVariant[] {
  return column === null ? [] : (JSON.parse(column) as PictureVariant[]);
}

export function variantsColumn(variants: PictureVariant[]): string | null {
  return variants.length === 0 ? null : JSON.stringify(variants);
}

export function coverFocusColumn(focus: FocusPoint | null): string | null {
  return focus === null ? null : JSON.stringify({ x: focus.x, y: focus.y });
}

export function newStoryRow(story: NewStory, now: string): Insertable<StoriesTable> {
  return {
    ...story,
    child_key: story.child.toLowerCase(),
    search_text: storySearchText(story),
    audio_only: story.audio_only ? 1 : 0,
    background_music: story.background_music ? 1 : 0,
    sign_language: story.sign_language ? 1 : 0,
    character: JSON.stringify(story.character),
    appearance: story.appearance ? JSON.stringify(story.appearance) : null,
    favourite_things: story.favourite_things.length > 0 ? JSON.stringify(story.favourite_things) : null,
    created_at: now,
    updated_at: now,
  };
}

export function sceneFromRow(row: Selectable<ScenesTable>): Scene {
  return {
    idx: Number(row.idx),
    narration: row.narration,
    image_prompt: row.image_prompt,
    art: JSON.parse(row.art) as SceneArt,
    image_key: row.image_key,
    image_variants: variantsFromColumn(row.image_variants),
    audio_key: row.audio_key,
    sign_video_key: row.sign_video_key,
    sign_video_mp4_key: row.sign_video_mp4_key,
    words: row.words ? (JSON.parse(row.words) as WordTiming[]) : null,
    status: row.status as SceneStatus,
  };
}

export function writtenSceneRow(storyId: string, scene: WrittenScene): Insertable<ScenesTable> {
  return {
    story_id: storyId,
    idx: scene.idx,
    narration: scene.narration,
    image_prompt: scene.image_prompt,
    art: JSON.stringify(scene.art),
    image_key: null,
    image_variants: null,
    audio_key: null,
    sign_video_key: null,
    sign_video_mp4_key: null,
    words: null,
    status: 'pending',
  };
}

export function sceneChangesRow(changes: SceneChanges): Partial<Selectable<ScenesTable>> {
  const { words, image_variants, ...rest } = changes;
  return {
    ...rest,
    ...(words === undefined ? {} : { words: words === null ? null : JSON.stringify(words) }),
    ...(image_variants === undefined ? {} : { image_variants: variantsColumn(image_variants) }),
  };
}
