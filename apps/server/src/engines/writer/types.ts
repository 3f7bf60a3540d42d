import type { AgeGroup, ChildGender, LanguageCode, Theme } from '@storyloom/contract';

/** The beats of a story arc, in order. Episodes repeat to fill longer stories. */
export type Beat = 'opening' | 'discovery' | 'episode' | 'climax' | 'ending';

/** How the text is pitched: babies; preschool, early readers and adaptive; elementary and tweens. */
export type Band = 'baby' | 'young' | 'older';

export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';
export type Pose =
  | 'standing'
  | 'walking'
  | 'waving'
  | 'pointing'
  | 'reaching'
  | 'sitting'
  | 'sleeping'
  | 'flying'
  | 'swimming'
  | 'jumping'
  | 'hugging';
export type Mood = 'happy' | 'amazed' | 'curious' | 'brave' | 'calm' | 'sleepy';

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

/** What a line of text knows when it is written. `W` is the language pack's own theme vocabulary. */
export interface LineContext<W> {
  /** The child's name exactly as the parent typed it (trimmed). */
  name: string;
  gender?: ChildGender;
  band: Band;
  ageGroup: AgeGroup;
  /** The vocabulary of the story's theme in this language. */
  words: W;
  /** For episode beats: which of the theme's eight episodes (0–7) this sentence tells. */
  episode: number;
}

export type Line<W> = (c: LineContext<W>) => string;

/**
 * Everything the writer needs to tell stories natively in one language. A pack defines its own
 * theme vocabulary type `W` (with whatever grammatical forms the language needs) for each theme,
 * index-aligned with the theme scripts of themes.ts (episode i of a theme tells episode i of its script).
 */
export interface LanguagePack<W> {
  code: LanguageCode;
  /** Matches a character of the language's own script; every story must contain one. */
  script: RegExp;
  themes: Record<Exclude<Theme, 'custom'>, W>;
  /** Vocabulary for a custom theme around the parent's text (inserted as a quoted topic, never obeyed). */
  custom(text: string): W;
  titles: Line<W>[];
  /** Sentences for each beat and band. Each returns exactly one sentence with its final punctuation. */
  lines: Record<Beat, Record<Band, Line<W>[]>>;
  /** Extra sentences (sounds, feelings, small details) used when a scene asks for more than one sentence. */
  details: Record<Band, Line<W>[]>;
}
