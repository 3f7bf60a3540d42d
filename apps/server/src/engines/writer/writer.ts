import { AGE_GROUPS, type AgeGroup } from '@storyloom/contract';
import type {
  Band,
  Beat,
  SceneArt,
  TimeOfDay,
  WriterInput,
  WrittenScene,
  WrittenStory,
} from '../../domain/story-model.ts';
import { type Moment, THEME_SCRIPTS, type ThemeScript } from '../../domain/theme-scripts.ts';
import { seededRandom, shuffled } from '../../lib/random.ts';
import { packFor } from './languages/index.ts';
import type { LanguagePack, Line, LineContext } from './types.ts';

/** The age group an age names (1, 4, 6, 9, 12, 5); any other age maps to the nearest group. */
export function ageGroupForAge(age: number): AgeGroup {
  const exact = AGE_GROUPS.find((g) => g.age === age);
  if (exact) return exact.value;
  const byAge = AGE_GROUPS.filter((g) => g.value !== 'adaptive');
  let best = byAge[0] as (typeof AGE_GROUPS)[number];
  for (const group of byAge) {
    if (Math.abs(group.age - age) < Math.abs(best.age - age)) best = group;
  }
  return best.value;
}

export function bandFor(ageGroup: AgeGroup): Band {
  if (ageGroup === 'babies') return 'baby';
  if (ageGroup === 'elementary' || ageGroup === 'tweens') return 'older';
  return 'young';
}

/**
 * The arc for a number of scenes: an opening with the child and the place, a discovery,
 * episodes, a gentle climax and a calm ending. A one-scene story opens and ends in its scene.
 */
export function planBeats(scenes: number): Beat[][] {
  if (scenes <= 1) return [['opening', 'ending']];
  if (scenes === 2) return [['opening'], ['ending']];
  if (scenes === 3) return [['opening'], ['discovery'], ['ending']];
  const episodes = Array.from({ length: scenes - 4 }, (): Beat[] => ['episode']);
  return [['opening'], ['discovery'], ...episodes, ['climax'], ['ending']];
}

const ALWAYS_NIGHT = new Set(['space', 'bedroom']);

function timeOfDay(setting: string, beat: Beat): TimeOfDay {
  if (ALWAYS_NIGHT.has(setting)) return 'night';
  if (setting === 'halloween-night') return beat === 'opening' ? 'sunset' : 'night';
  switch (beat) {
    case 'opening':
      return 'morning';
    case 'climax':
      return 'sunset';
    case 'ending':
      return 'night';
    default:
      return 'day';
  }
}

function momentFor(script: ThemeScript, beat: Beat, episode: number): Moment {
  switch (beat) {
    case 'opening':
      return { gloss: `arrive at ${script.place}`, props: [], action: 'waving', mood: 'happy' };
    case 'discovery':
      return script.discovery;
    case 'episode':
      return script.episodes[episode] as Moment;
    case 'climax':
      return script.climax;
    case 'ending':
      return script.ending;
  }
}

function imagePrompt(script: ThemeScript, moment: Moment, art: SceneArt, customTheme?: string): string {
  const topic = customTheme ? ` The story is about: "${customTheme}".` : '';
  return (
    `Children's picture-book illustration in a flat vector style with soft gradients. ` +
    `The child and a friendly ${script.companion.replace('-', ' ')} ${moment.gloss}, in ${script.place}, ` +
    `${art.time_of_day}, ${art.mood} mood.${topic} No text in the picture.`
  );
}

/** Writes a whole story with the built-in engine: any name, language, theme, age and length. */
export function writeStory(input: WriterInput): WrittenStory {
  return writeStoryWith(packFor(input.language), input);
}

/** Writes a story with a given language pack. */
export function writeStoryWith(pack: LanguagePack<unknown>, input: WriterInput): WrittenStory {
  const script = THEME_SCRIPTS[input.theme];
  const words = input.theme === 'custom' ? pack.custom(input.customTheme ?? '') : pack.themes[input.theme];
  const band = bandFor(input.ageGroup);
  const random = seededRandom(input.seed);
  const beats = planBeats(input.scenes);
  const episodes = shuffled([0, 1, 2, 3, 4, 5, 6, 7], random);
  const used = new Set<string>();
  const context = (episode: number): LineContext<unknown> => ({
    name: input.childName,
    gender: input.gender,
    band,
    ageGroup: input.ageGroup,
    words,
    episode,
  });

  // Each beat and band has its own shuffled deck of lines, so consecutive episodes vary.
  const decks = new Map<string, Line<unknown>[]>();
  const deck = (key: string, lines: Line<unknown>[]) => {
    let d = decks.get(key);
    if (!d || d.length === 0) {
      d = shuffled(lines, random);
      decks.set(key, d);
    }
    return d;
  };
  /** The next line of a deck whose sentences have not been told yet in this story. */
  const write = (key: string, lines: Line<unknown>[], c: LineContext<unknown>): string | null => {
    let partial: string[] = [];
    for (let attempt = 0; attempt < lines.length; attempt++) {
      const line = deck(key, lines).shift() as Line<unknown>;
      const text = line(c).trim();
      const sentences = splitSentences(text);
      const fresh = sentences.filter((sentence) => !used.has(sentence));
      if (fresh.length === sentences.length) return tell(fresh, text);
      if (fresh.length > partial.length) partial = fresh;
    }
    return partial.length > 0 ? tell(partial) : null;
  };
  const tell = (sentences: string[], text = joinSentences(sentences, input.language)) => {
    for (const sentence of sentences) used.add(sentence);
    return text;
  };

  const sceneEpisodes = beats.filter((b) => b[0] === 'episode').length;
  const spareEpisodes = episodes.slice(sceneEpisodes);
  /** Extra sentences for longer scenes: small details first, then episodes no scene tells. */
  const extra = (c: LineContext<unknown>): string | null => {
    const detail = write('detail', pack.details[band], c);
    if (detail) return detail;
    const episode = spareEpisodes.shift();
    return episode === undefined ? null : write('episode', pack.lines.episode[band], { ...c, episode });
  };

  let episodeCursor = 0;
  const scenes: WrittenScene[] = beats.map((sceneBeats) => {
    const main = sceneBeats[0] as Beat;
    const episode = main === 'episode' ? (episodes[episodeCursor++ % episodes.length] as number) : 0;
    const c = context(episode);
    const sentences: string[] = [];
    for (const beat of sceneBeats) {
      const sentence = write(`${beat}`, pack.lines[beat][band], c);
      if (sentence) sentences.push(sentence);
    }
    while (sentences.length < input.sentencesPerScene) {
      const sentence = extra(c);
      if (!sentence) break;
      sentences.push(sentence);
    }
    const last = sceneBeats[sceneBeats.length - 1] as Beat;
    const moment = momentFor(script, last, episode);
    const art: SceneArt = {
      setting: script.setting,
      time_of_day: timeOfDay(script.setting, last),
      props: moment.props,
      action: moment.action,
      mood: moment.mood,
      companion: script.companion,
    };
    return {
      narration: joinSentences(sentences, input.language),
      image_prompt: imagePrompt(
        script,
        moment,
        art,
        input.theme === 'custom' ? input.customTheme : undefined,
      ),
      art,
    };
  });

  const title = (shuffled(pack.titles, random)[0] as Line<unknown>)(context(0)).trim();
  return { title, scenes };
}

/** Splits text after each sentence's final punctuation, in any of the supported scripts. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?।؟])\s+|(?<=[。！？])(?![」』”）)])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Chinese and Japanese sentences follow each other without spaces. */
function joinSentences(sentences: string[], language: string): string {
  return sentences.join(language === 'zh' || language === 'ja' ? '' : ' ');
}
