import { AGE_GROUPS, type AgeGroup, THEME_VALUES } from '@storyloom/contract';
import { expect } from 'vitest';
import { type Band, BEATS, PLOTS, type WriterInput } from '../domain/story-model.ts';
import { PLOT_EPISODE_COUNT } from '../domain/theme-scripts.ts';
import type { LanguagePack } from '../engines/writer/types.ts';
import { splitSentences, type TellingStory, writeStoryWith } from '../engines/writer/writer.ts';

const BANDS: Band[] = ['baby', 'young', 'older'];

const PLACEHOLDER = /\$\{|\{\w*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/;

/** One age group of each band: the lines differ by band only. */
const BAND_AGES: AgeGroup[] = ['babies', 'preschool', 'tweens'];

/**
 * The lengths checked for each theme, plot and band: every number of scenes from 1 to 12 (with
 * sentences per scene from 1 to 4 in turn), and the longest stories at 3 and 4 sentences per scene.
 */
const LENGTHS: [scenes: number, sentences?: number][] = [
  ...Array.from({ length: 12 }, (_, i): [number] => [i + 1]),
  [12, 3],
  [12, 4],
];

/** The custom theme text the checks use. */
const CUSTOM = 'a tea party with robots';

/** Writes `pack`'s story of `theme` for `childName`, with CUSTOM as the text of a custom theme. */
function writeThemeStory(
  pack: LanguagePack<unknown>,
  childName: string,
  theme: WriterInput['theme'],
  choices: Omit<WriterInput, 'childName' | 'language' | 'theme' | 'customTheme'>,
): TellingStory {
  const customTheme = theme === 'custom' ? CUSTOM : undefined;
  return writeStoryWith(pack, { childName, language: pack.code, theme, customTheme, ...choices });
}

/** How many characters make a phrase in languages written without spaces. */
const CHARACTERS_PER_PHRASE = 8;

/**
 * Phrases of four or more words (eight characters in Chinese and Japanese) that a story says more
 * than once. Names, places and the theme's things may come back: they end a phrase, as does the end
 * of a sentence.
 */
export function repeatedPhrases(story: TellingStory, kept: string[], language: string): string[] {
  const breaks = [...new Set(kept.filter((k) => k.trim().length > 0))].sort((a, b) => b.length - a.length);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const sentences = story.scenes.flatMap((scene) => splitSentences(scene.narration));
  const spaceless = language === 'zh' || language === 'ja';
  for (const sentence of sentences) {
    let text = sentence.toLowerCase();
    for (const phrase of breaks) text = text.split(phrase.toLowerCase()).join('|');
    const phrasesInSentence = new Set<string>();
    for (const run of text.split(/[|.!?。！？؟।"“”«»„「」『』]/u)) {
      const tokens = spaceless
        ? Array.from(run.replace(/[^\p{L}\p{M}]/gu, ''))
        : run.split(/[^\p{L}\p{M}\p{N}'’-]+/u).filter(Boolean);
      const n = spaceless ? CHARACTERS_PER_PHRASE : 4;
      for (let i = 0; i + n <= tokens.length; i++) {
        phrasesInSentence.add(tokens.slice(i, i + n).join(spaceless ? '' : ' '));
      }
    }
    for (const phrase of phrasesInSentence) {
      if (seen.has(phrase)) repeated.add(phrase);
      seen.add(phrase);
    }
  }
  return [...repeated];
}

/** Every string a story's theme words hold (names, places, things), shallowly. */
function keptWords(words: unknown): string[] {
  return Object.values(words as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
}

/** The words a story may repeat: the child's name and each companion's and theme's words. */
function keptFor(
  pack: LanguagePack<unknown>,
  theme: (typeof THEME_VALUES)[number],
  childName: string,
): string[] {
  const words = theme === 'custom' ? pack.custom(CUSTOM) : pack.themes[theme];
  const companions = pack.companions[theme] ?? [];
  return [childName, CUSTOM, ...keptWords(words), ...companions.flatMap(keptWords)];
}

/** What is wrong with one story: scenes, arc order, bedtime ending last, repeats, sentences per scene. */
export function storyProblems(
  pack: LanguagePack<unknown>,
  story: TellingStory,
  ask: {
    childName: string;
    theme: (typeof THEME_VALUES)[number];
    scenes: number;
    sentences: number;
    favouriteThings?: readonly string[];
  },
): string[] {
  const problems: string[] = [];
  if (story.scenes.length !== ask.scenes) problems.push(`${story.scenes.length} scenes`);
  const text = [story.title, ...story.scenes.map((s) => s.narration)].join(' ');
  if (!text.includes(ask.childName)) problems.push('the child is not named');
  for (const thing of ask.favouriteThings ?? []) {
    if (!text.includes(thing)) problems.push(`the favourite thing ${thing} is not woven in`);
  }
  if (PLACEHOLDER.test(text)) problems.push(`a placeholder is left: ${text.match(PLACEHOLDER)?.[0]}`);
  if (!pack.script.test(text)) problems.push('not in the language’s script');

  const told = story.outline.flat();
  const order = told.map((s) => BEATS.indexOf(s.beat));
  if (!order.every((at, i) => i === 0 || at >= (order[i - 1] as number))) {
    problems.push(`beats out of order: ${told.map((s) => s.beat).join(' ')}`);
  }
  if (told.at(-1)?.beat !== 'ending') problems.push('the bedtime ending is not last');
  if (told.filter((s) => s.beat === 'ending' && !s.extra).length !== 1)
    problems.push('not one bedtime ending');

  const sentences = story.scenes.flatMap((s) => splitSentences(s.narration));
  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (seen.has(sentence)) problems.push(`repeats the sentence: ${sentence}`);
    seen.add(sentence);
  }
  const kept = [...keptFor(pack, ask.theme, ask.childName), ...(ask.favouriteThings ?? [])];
  for (const phrase of repeatedPhrases(story, kept, pack.code)) {
    problems.push(`repeats the phrase: ${phrase}`);
  }

  // Up to three sentences per scene (the generator's Long) are always told in full; at four, a long
  // story may run out of fresh sentences, but every scene still has two.
  const least = ask.sentences <= 3 ? ask.sentences : 2;
  story.scenes.forEach((scene, i) => {
    const count = splitSentences(scene.narration).length;
    if (count < least) problems.push(`scene ${i + 1} has ${count} sentences`);
  });
  return problems;
}

/**
 * The checks every language pack must pass, for a child's name: every theme, plot and band at every
 * length from 1 to 12 scenes and 1 to 4 sentences per scene keeps the arc in order with the bedtime
 * ending last, and repeats no sentence and no phrase; the genders and age groups write too.
 */
export function expectPackWritesEveryStory<W>(pack: LanguagePack<W>, childName: string): void {
  const erased = pack as unknown as LanguagePack<unknown>;
  for (const theme of THEME_VALUES) {
    PLOTS.forEach((plot, plotAt) => {
      BAND_AGES.forEach((ageGroup, bandAt) => {
        for (const [scenes, sentences] of LENGTHS) {
          // Every length, with the sentences per scene turning with the plot and band.
          const perScene = sentences ?? ((scenes + plotAt + bandAt) % 4) + 1;
          const story = writeThemeStory(erased, childName, theme, {
            ageGroup,
            scenes,
            sentencesPerScene: perScene,
            seed: scenes * 7919 + perScene * 31 + bandAt,
            plot,
          });
          const where = `${pack.code}/${theme}/${plot}/${ageGroup}/${scenes}×${perScene}`;
          expect(story.plot, where).toBe(plot);
          expect(
            storyProblems(erased, story, { childName, theme, scenes, sentences: perScene }),
            where,
          ).toEqual([]);
        }
      });
    });
  }
  for (const theme of THEME_VALUES) {
    for (const group of AGE_GROUPS) {
      for (const gender of [undefined, 'girl', 'boy'] as const) {
        for (const scenes of [4, 12]) {
          const story = writeThemeStory(erased, childName, theme, {
            ageGroup: group.value,
            scenes,
            sentencesPerScene: 2,
            gender,
            seed: scenes * 13 + group.age,
          });
          const where = `${pack.code}/${theme}/${story.plot}/${group.value}/${gender ?? 'no gender'}/${scenes}×2`;
          expect(storyProblems(erased, story, { childName, theme, scenes, sentences: 2 }), where).toEqual([]);
        }
      }
    }
  }
}

/**
 * Enough lines of every kind for the longest story (12 scenes of 3 sentences) told without
 * repeating one: every plot's beats and own episodes in every band, and two more companions for
 * every theme.
 */
export function expectPackTellsEveryPlot<W>(pack: LanguagePack<W>): void {
  const least = (lines: unknown[], count: number, what: string) =>
    expect(lines.length, `${pack.code}: ${what}`).toBeGreaterThanOrEqual(count);
  for (const band of BANDS) {
    least(pack.lines.opening[band], 2, `${band} openings`);
    least(pack.lines.episode[band], 8, `${band} episodes`);
    least(pack.lines.ending[band], 2, `${band} endings`);
    least(pack.details[band], 20, `${band} details`);
    least(pack.windDown[band], 3, `${band} wind-down lines`);
    for (const plot of PLOTS) {
      const lines = pack.plots[plot];
      least(lines.discovery[band], 2, `${plot} ${band} discoveries`);
      expect(lines.episodes[band], `${pack.code}: ${plot} ${band} episodes`).toHaveLength(PLOT_EPISODE_COUNT);
      least(lines.thread[band], 4, `${plot} ${band} threads`);
      least(lines.climax[band], 2, `${plot} ${band} climaxes`);
      least(lines.resolution[band], 2, `${plot} ${band} resolutions`);
    }
  }
  for (const theme of THEME_VALUES)
    expect(pack.companions[theme], `${pack.code}/${theme} companions`).toHaveLength(2);
}

/**
 * Every theme and band weaves in one, two or three favourite things (as a parent of this language
 * might type them) at every length from 1 to 12 scenes: each thing is in the story, and no sentence
 * or phrase is said twice.
 */
export function expectPackWeavesFavourites<W>(
  pack: LanguagePack<W>,
  childName: string,
  things: readonly [string, string, string],
): void {
  const erased = pack as unknown as LanguagePack<unknown>;
  // One moment for each of three things, and one more so that stories differ in which they tell.
  expect(pack.favourites.moments.length, `${pack.code}: favourite moments`).toBeGreaterThanOrEqual(4);
  for (const theme of THEME_VALUES) {
    BAND_AGES.forEach((ageGroup, bandAt) => {
      for (let scenes = 1; scenes <= 12; scenes++) {
        const favouriteThings = things.slice(0, (scenes % 3) + 1);
        const sentences = ((scenes + bandAt) % 3) + 1;
        const story = writeThemeStory(erased, childName, theme, {
          ageGroup,
          scenes,
          sentencesPerScene: sentences,
          favouriteThings,
          seed: scenes * 101 + bandAt,
        });
        const where = `${pack.code}/${theme}/${story.plot}/${ageGroup}/${scenes}×${sentences} with ${favouriteThings.length}`;
        expect(
          storyProblems(erased, story, { childName, theme, scenes, sentences, favouriteThings }),
          where,
        ).toEqual([]);
      }
    });
  }
}
