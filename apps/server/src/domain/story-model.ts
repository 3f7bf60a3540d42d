import type { AgeGroup, ChildAppearance, ChildGender, LanguageCode, Theme } from '@storyloom/contract';

/** The beats of a story arc, in order. Episodes repeat to fill longer stories. */
export type Beat = 'opening' | 'discovery' | 'episode' | 'climax' | 'ending';

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
  seed: number;
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
