import { AGE_GROUPS, type AgeGroup, THEME_VALUES } from '@storyloom/contract';
import { expect } from 'vitest';
import { BEATS, PLOTS, type Plot } from '../domain/story-model.ts';
import type { LanguagePack } from '../engines/writer/types.ts';
import { plotsOf, splitSentences, type TellingStory, writeStoryWith } from '../engines/writer/writer.ts';

const PLACEHOLDER = /\$\{|\{\w*\}|undefined|null|NaN|\[object/;

/** One age group of each band: the lines differ by band only. */
const BAND_AGES: AgeGroup[] = ['babies', 'preschool', 'tweens'];

/** The custom theme text the checks use. */
const CUSTOM = 'a tea party with robots';

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

/** Checks one story: scenes, arc order, bedtime ending last, no repeats, sentences per scene. */
function expectStory(
  pack: LanguagePack<unknown>,
  story: TellingStory,
  ask: {
    childName: string;
    theme: (typeof THEME_VALUES)[number];
    scenes: number;
    sentences: number;
    where: string;
  },
) {
  const { where } = ask;
  expect(story.scenes, where).toHaveLength(ask.scenes);
  const text = [story.title, ...story.scenes.map((s) => s.narration)].join(' ');
  expect(text, where).toContain(ask.childName);
  expect(text, where).not.toMatch(PLACEHOLDER);
  expect(text, where).toMatch(pack.script);
  for (const scene of story.scenes) expect(scene.narration.trim(), where).not.toBe('');

  const told = story.outline.flat();
  const order = told.map((s) => BEATS.indexOf(s.beat));
  expect(
    order.every((at, i) => i === 0 || at >= (order[i - 1] as number)),
    `${where}: beats out of order: ${told.map((s) => s.beat).join(' ')}`,
  ).toBe(true);
  expect(told.at(-1)?.beat, `${where}: the bedtime ending is last`).toBe('ending');
  expect(
    told.filter((s) => s.beat === 'ending'),
    `${where}: one bedtime ending`,
  ).toHaveLength(1);

  const sentences = story.scenes.flatMap((s) => splitSentences(s.narration));
  expect(new Set(sentences).size, `${where} repeats a sentence`).toBe(sentences.length);
  expect(
    repeatedPhrases(story, keptFor(pack, ask.theme, ask.childName), pack.code),
    `${where} repeats a phrase`,
  ).toEqual([]);

  // Up to three sentences per scene are always told in full; at four, a long story may run out of
  // fresh sentences, but never below three.
  const least = Math.min(ask.sentences, 3);
  story.scenes.forEach((scene, i) => {
    expect(
      splitSentences(scene.narration).length,
      `${where} scene ${i + 1} sentences`,
    ).toBeGreaterThanOrEqual(least);
  });
}

/**
 * The checks every language pack must pass, for a child's name: every theme, plot and band at every
 * length from 1 to 12 scenes and 1 to 4 sentences per scene keeps the arc in order with the bedtime
 * ending last, and repeats no sentence and no phrase; the genders and age groups write too.
 */
export function expectPackWritesEveryStory<W>(pack: LanguagePack<W>, childName: string): void {
  const erased = pack as unknown as LanguagePack<unknown>;
  for (const theme of THEME_VALUES) {
    for (const plot of plotsOf(erased)) {
      for (const ageGroup of BAND_AGES) {
        for (let scenes = 1; scenes <= 12; scenes++) {
          for (let sentences = 1; sentences <= 4; sentences++) {
            const seed = scenes * 7919 + sentences * 31 + ageGroup.length;
            const story = writeStoryWith(erased, {
              childName,
              language: pack.code,
              theme,
              customTheme: theme === 'custom' ? CUSTOM : undefined,
              ageGroup,
              scenes,
              sentencesPerScene: sentences,
              seed,
              plot,
            });
            expect(story.plot).toBe(plot);
            const where = `${pack.code}/${theme}/${plot}/${ageGroup}/${scenes}×${sentences}`;
            expectStory(erased, story, { childName, theme, scenes, sentences, where });
          }
        }
      }
    }
  }
  for (const theme of THEME_VALUES) {
    for (const group of AGE_GROUPS) {
      for (const gender of [undefined, 'girl', 'boy'] as const) {
        for (const scenes of [4, 12]) {
          const story = writeStoryWith(erased, {
            childName,
            language: pack.code,
            theme,
            customTheme: theme === 'custom' ? CUSTOM : undefined,
            ageGroup: group.value,
            scenes,
            sentencesPerScene: 2,
            gender,
            seed: scenes * 13 + group.age,
          });
          const where = `${pack.code}/${theme}/${story.plot}/${group.value}/${gender ?? 'no gender'}/${scenes}×2`;
          expectStory(erased, story, { childName, theme, scenes, sentences: 2, where });
        }
      }
    }
  }
}

/** Every plot a story can follow, told by the pack. */
export function expectPackTellsEveryPlot<W>(pack: LanguagePack<W>): void {
  expect(plotsOf(pack as unknown as LanguagePack<unknown>)).toEqual([...PLOTS] satisfies Plot[]);
  for (const theme of THEME_VALUES)
    expect(pack.companions[theme], `${pack.code}/${theme} companions`).toHaveLength(2);
}
