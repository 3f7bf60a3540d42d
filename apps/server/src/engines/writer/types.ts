import type { AgeGroup, ChildGender, LanguageCode, Theme } from '@storyloom/contract';
import type { Band, Beat } from '../../domain/story-model.ts';

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
 * index-aligned with the theme scripts of domain/theme-scripts.ts (episode i of a theme tells episode i of its script).
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
