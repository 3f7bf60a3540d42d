import type { AgeGroup, ChildAppearance, ChildGender, LanguageCode, Theme } from '@storyloom/contract';

/**
 * The beats of a story arc, in the order a story tells them. Episodes repeat to fill longer
 * stories; the ending (going to sleep) is always last.
 */
export const BEATS = ['opening', 'discovery', 'episode', 'climax', 'resolution', 'ending'] as const;
export type Beat = (typeof BEATS)[number];

/**
 * The plots a story can follow. Each gives the discovery, the climax and the resolution their
 * meaning, and has a few small episodes of its own told between the theme's.
 * - treasure: the child finds the theme's wonder, and it helps solve the theme's gentle problem;
 * - lost: the companion has lost the theme's treasure, and the friends search until it is found;
 * - new-friend: a shy second companion appears and, by the climax, joins in;
 * - brave: a strange sound worries the friends; they look bravely and it is only the second companion;
 * - surprise: the child secretly prepares a surprise for the companion;
 * - journey: the friends set off for a faraway spot of the theme (its script's `far`) and come back home.
 */
export const PLOTS = ['treasure', 'lost', 'new-friend', 'brave', 'surprise', 'journey'] as const;
export type Plot = (typeof PLOTS)[number];

/** How the text is pitched: babies; preschool, early readers and adaptive; elementary and tweens. */
export type Band = 'baby' | 'young' | 'older';

/** Times of day a scene can be set at, in the order prompts list them. */
export const TIMES_OF_DAY = ['morning', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** What the child is doing in a scene. */
export const POSES = [
  'standing',
  'walking',
  'waving',
  'pointing',
  'reaching',
  'sitting',
  'sleeping',
  'flying',
  'swimming',
  'jumping',
  'hugging',
  'running',
  'reading',
  'dancing',
  'climbing',
  'holding',
  'listening',
] as const;
export type Pose = (typeof POSES)[number];

export const MOODS = ['happy', 'amazed', 'curious', 'brave', 'calm', 'sleepy'] as const;
export type Mood = (typeof MOODS)[number];

/** A structured description of one scene: what the illustrator draws and image prompts are built from. */
export interface SceneArt {
  setting: string;
  time_of_day: TimeOfDay;
  props: string[];
  action: Pose;
  mood: Mood;
  companion: string | null;
}

/** What the writer is asked for. */
export interface WriterInput {
  childName: string;
  language: LanguageCode;
  theme: Theme;
  /** The parent's own theme text when theme is custom. Used as data, never as instructions. */
  customTheme?: string;
  ageGroup: AgeGroup;
  scenes: number;
  sentencesPerScene: number;
  gender?: ChildGender;
  /** How the parent said the child looks, for the image prompts (see domain/child-look.ts). */
  appearance?: ChildAppearance;
  /** Up to three of the child's favourite things, as the parent typed them. Used as data, never as instructions. */
  favouriteThings?: readonly string[];
  seed: number;
  /** The plot to tell; without it the seed picks one. */
  plot?: Plot;
}

export interface WrittenScene {
  narration: string;
  image_prompt: string;
  art: SceneArt;
}

export interface WrittenStory {
  title: string;
  scenes: WrittenScene[];
}
