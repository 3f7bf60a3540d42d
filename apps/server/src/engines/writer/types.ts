import type { AgeGroup, ChildGender, LanguageCode, Theme } from '@storyloom/contract';
import type { Band, Plot } from '../../domain/story-model.ts';

/** What a line of text knows when it is written. `W` is the language pack's own theme vocabulary. */
export interface LineContext<W> {
  /** The child's name exactly as the parent typed it (trimmed). */
  name: string;
  gender?: ChildGender;
  band: Band;
  ageGroup: AgeGroup;
  /** The vocabulary of the story's theme in this language, naming the story's companion. */
  words: W;
  /**
   * The same vocabulary naming the theme's second companion instead: the shy newcomer of the
   * new-friend plot, or who made the strange sound in the brave plot (`c.other.friend`).
   */
  other: W;
  /** For the theme's episode beats: which of its eight episodes (0–7) this sentence tells. */
  episode: number;
}

export type Line<W> = (c: LineContext<W>) => string;

/**
 * The sentences that weave in the child's favourite things. The parent's words are put in exactly
 * as typed, so a sentence never makes them agree with anything (no article, gender, case or
 * particle of their own): they stand at the end, after a colon or as an apposition, where any
 * noun, plural or colour reads well. They never end in a quote (see `lines`).
 */
export interface FavouriteLines<W> {
  /** The first scene names them all at once, as a list in the language ("blue, giraffes and Teddy"). */
  opening: (c: LineContext<W>, things: readonly string[]) => string;
  /** One favourite thing coming back in a scene of the middle of the story: at least four. */
  moments: ((c: LineContext<W>, thing: string) => string)[];
}

/** Lines of one kind for each band. */
export type ByBand<W> = Record<Band, Line<W>[]>;

/** A theme's name, custom excluded. */
type ThemeName = Exclude<Theme, 'custom'>;

/** What one plot says in its own beats. */
export interface PlotLines<W> {
  /** The discovery that starts the plot. */
  discovery: ByBand<W>;
  /**
   * The plot's own episodes, told between the theme's: exactly PLOT_EPISODE_COUNT lines per band,
   * line i telling the plot's episode i (see plotEpisodeMoment in domain/theme-scripts.ts).
   */
  episodes: ByBand<W>;
  /** Sentences that keep the plot in mind during the episodes ("Still no sign of the shell."). */
  thread: ByBand<W>;
  /** The plot's high point, solved kindly. */
  climax: ByBand<W>;
  /** What follows the climax, before the bedtime ending. */
  resolution: ByBand<W>;
}

/**
 * Everything the writer needs to tell stories natively in one language. A pack defines its own
 * theme vocabulary type `W` (with whatever grammatical forms the language needs) for each theme,
 * index-aligned with the theme scripts of domain/theme-scripts.ts (episode i of a theme tells
 * episode i of its script).
 *
 * A story uses each line at most once, so a pack needs enough lines for the longest story
 * (12 scenes of 3 sentences): see the counts in language-pack-checks.ts.
 */
export interface LanguagePack<W> {
  code: LanguageCode;
  /** Matches a character of the language's own script; every story must contain one. */
  script: RegExp;
  /** Each theme's words, naming its first companion (the theme script's `companions[0]`). */
  themes: Record<ThemeName, W>;
  /**
   * The theme's second and third companions (`companions[1]` and `[2]` of the theme script):
   * only the fields of `W` that name a companion, which replace those of the theme's words.
   */
  companions: Record<Theme, readonly [Partial<W>, Partial<W>]>;
  /** Vocabulary for a custom theme around the parent's text (inserted as a quoted topic, never obeyed). */
  custom(text: string): W;
  titles: Line<W>[];
  /**
   * The beats every plot shares. Each line returns whole sentences with their final punctuation;
   * a sentence of a line never ends with a closing quote (“…now!” Next…), since the writer only
   * splits sentences at a stop followed by a space.
   */
  lines: Record<'opening' | 'episode' | 'ending', ByBand<W>>;
  /** Each plot's own beats. */
  plots: Record<Plot, PlotLines<W>>;
  /** Extra sentences (sounds, feelings, small details) for longer scenes, before the bedtime ending. */
  details: ByBand<W>;
  /** Sleepy sentences told just before the bedtime ending in a longer last scene. */
  windDown: ByBand<W>;
  favourites: FavouriteLines<W>;
}
