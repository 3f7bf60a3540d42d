import { AGE_GROUPS, type AgeGroup } from '@storyloom/contract';
import { describeChildLook } from '../../domain/child-look.ts';
import {
  type Band,
  type Beat,
  PLOTS,
  type Plot,
  type SceneArt,
  type TimeOfDay,
  type WriterInput,
  type WrittenScene,
  type WrittenStory,
} from '../../domain/story-model.ts';
import {
  type Moment,
  PLOT_EPISODE_COUNT,
  type PlotBeat,
  type PlotMoment,
  plotEpisodeMoment,
  plotMoment,
  THEME_SCRIPTS,
  type ThemeScript,
} from '../../domain/theme-scripts.ts';
import { seededRandom, shuffled } from '../../lib/random.ts';
import { packFor } from './languages/index.ts';
import type { FavouriteLines, LanguagePack, Line, LineContext } from './types.ts';

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
 * The arc for a number of scenes: an opening with the child and the place, the plot's discovery,
 * episodes, its climax, its resolution and the bedtime ending, always last. Short stories share
 * scenes between beats; a one-scene story opens and ends in its scene.
 */
export function planBeats(scenes: number): Beat[][] {
  if (scenes <= 1) return [['opening', 'ending']];
  if (scenes === 2)
    return [
      ['opening', 'discovery'],
      ['climax', 'ending'],
    ];
  if (scenes === 3) return [['opening', 'discovery'], ['climax'], ['resolution', 'ending']];
  const episodes = Array.from({ length: scenes - 4 }, (): Beat[] => ['episode']);
  return [['opening'], ['discovery'], ...episodes, ['climax'], ['resolution', 'ending']];
}

const ALWAYS_NIGHT = new Set(['space', 'bedroom']);

function timeOfDay(setting: string, beat: Beat): TimeOfDay {
  if (ALWAYS_NIGHT.has(setting)) return 'night';
  if (setting === 'halloween-night') return beat === 'opening' ? 'sunset' : 'night';
  switch (beat) {
    case 'opening':
      return 'morning';
    case 'climax':
    case 'resolution':
      return 'sunset';
    case 'ending':
      return 'night';
    default:
      return 'day';
  }
}

function imagePrompt(
  script: ThemeScript,
  moment: PlotMoment,
  art: SceneArt,
  input: WriterInput,
  favourites: readonly string[],
): string {
  const topic =
    input.theme === 'custom' && input.customTheme ? ` The story is about: "${input.customTheme}".` : '';
  const loved =
    favourites.length > 0
      ? ` Somewhere in the scene, the child's favourite things: ${favourites.map((thing) => `"${thing}"`).join(', ')}.`
      : '';
  const child = describeChildLook({ appearance: input.appearance, gender: input.gender });
  return (
    `Children's picture-book illustration in a flat vector style with soft gradients. ` +
    `The child (${child}) and a friendly ${moment.companion.replace(/-/g, ' ')} ${moment.gloss}, in ${script.place}, ` +
    `${art.time_of_day}, ${art.mood} mood.${topic}${loved} No text in the picture.`
  );
}

/** One sentence of a story and the beat it tells; extras colour the beat of their scene. */
export interface ToldSentence {
  beat: Beat;
  text: string;
  extra?: true;
}

/** A story as the built-in writer tells it, with the beat of every sentence (for checks). */
export interface TellingStory extends WrittenStory {
  plot: Plot;
  outline: ToldSentence[][];
}

/** Writes a whole story with the built-in engine: any name, language, theme, age and length. */
export function writeStory(input: WriterInput): TellingStory {
  return writeStoryWith(packFor(input.language), input);
}

/** Writes a story with a given language pack. */
export function writeStoryWith(pack: LanguagePack<unknown>, input: WriterInput): TellingStory {
  const script = THEME_SCRIPTS[input.theme];
  const band = bandFor(input.ageGroup);
  const random = seededRandom(input.seed);
  const plot = input.plot ?? (PLOTS[Math.floor(random() * PLOTS.length)] as Plot);
  const plotLines = pack.plots[plot];

  // The seed picks the story's companion among the theme's three, and a second one for the plots
  // that need a newcomer; the theme's own first companion (the dragon of the dragon mountains) is
  // never the newcomer, and the treasure plot's climax never meets the story's own companion (the
  // jungle's baby elephant stuck in the mud).
  const named = pack.companions[input.theme];
  const order = shuffled([0, 1, 2], random) as [number, number, number];
  const meetsFriend = (at: number) => plot === 'treasure' && script.companions[at] === script.climax.meets;
  const friendAt = order.find((at) => !meetsFriend(at)) as number;
  const otherAt = order.find((at) => at !== friendAt && at !== 0) as number;
  const themeWords =
    input.theme === 'custom' ? pack.custom(input.customTheme ?? '') : pack.themes[input.theme];
  const naming = (at: number) =>
    at === 0 ? themeWords : { ...(themeWords as object), ...(named[at - 1] as object) };
  const words = naming(friendAt);
  const other = naming(otherAt);
  const cast = { friend: script.companions[friendAt] as string, other: script.companions[otherAt] as string };

  const context = (episode: number): LineContext<unknown> => ({
    name: input.childName,
    gender: input.gender,
    band,
    ageGroup: input.ageGroup,
    words,
    other,
    episode,
  });

  // Every kind of line is a deck shuffled once per story: a line is told at most once, and a
  // sentence that another line already said is skipped.
  const decks = new Map<Line<unknown>[], Line<unknown>[]>();
  const used = new Set<string>();
  const write = (lines: Line<unknown>[], c: LineContext<unknown>): string | null => {
    let deck = decks.get(lines);
    if (!deck) {
      deck = shuffled(lines, random);
      decks.set(lines, deck);
    }
    while (deck.length > 0) {
      const text = (deck.shift() as Line<unknown>)(c).trim();
      // A line of several sentences keeps those not yet said ("Splash, splash!" may have been).
      const fresh = splitSentences(text)
        .map(capitalised)
        .filter((sentence) => !used.has(sentence));
      if (fresh.length === 0) continue;
      for (const sentence of fresh) used.add(sentence);
      return joinSentences(fresh, input.language);
    }
    return null;
  };

  const beats = planBeats(input.scenes);
  // A theme's episode never meets, as a stranger, a creature the story already has: its companion,
  // or the newcomer of the plots that bring one in.
  const inStory = plot === 'new-friend' || plot === 'brave' ? [cast.friend, cast.other] : [cast.friend];
  const episodes = planEpisodes(beats, shuffled([0, 1, 2, 3, 4, 5, 6, 7], random), (i) => {
    const meets = script.episodes[i]?.meets;
    return meets === undefined || !inStory.includes(meets);
  });
  const linesFor = (beat: Beat, episode: Episode | null): Line<unknown>[] => {
    if (episode?.plot) return [plotLines.episodes[band][episode.at] as Line<unknown>];
    if (beat === 'discovery' || beat === 'climax' || beat === 'resolution') return plotLines[beat][band];
    return pack.lines[beat][band];
  };

  /** Extra sentences for a longer scene: the plot's thread in the middle of the story, then details. */
  const extras = (beat: Beat, c: LineContext<unknown>, wanted: number): ToldSentence[] => {
    const told: ToldSentence[] = [];
    const add = (text: string | null) => {
      if (text && told.length < wanted) told.push({ beat, text, extra: true });
      return text !== null;
    };
    if (beat === 'ending') {
      // Nothing happens after the child falls asleep: the last scene only winds down.
      while (told.length < wanted && add(write(pack.windDown[band], c)));
      return told;
    }
    if (beat === 'episode' || beat === 'discovery') add(write(plotLines.thread[band], c));
    while (told.length < wanted && add(write(pack.details[band], c)));
    return told;
  };

  // When a long story asks for more extra sentences than the pack has, they are shared out evenly
  // rather than spent on the first scenes.
  const daytimeScenes = beats.filter((b) => !b.includes('ending')).length;
  const supply = pack.details[band].length + plotLines.thread[band].length;
  const extrasPerScene = Math.max(1, Math.floor(supply / Math.max(1, daytimeScenes)));

  const unwoven: ToldSentence[][] = beats.map((sceneBeats, index) => {
    const episode = episodes[index] ?? null;
    const c = context(episode && !episode.plot ? episode.at : 0);
    const told: ToldSentence[] = [];
    for (const beat of sceneBeats) {
      const text = write(linesFor(beat, episode), c);
      if (text) told.push({ beat, text });
    }
    const last = sceneBeats[sceneBeats.length - 1] as Beat;
    const wanted = Math.min(
      input.sentencesPerScene - told.length,
      last === 'ending' ? Infinity : extrasPerScene,
    );
    if (wanted <= 0) return told;
    const more = extras(last, c, wanted);
    // The bedtime ending stays the last sentence of the story.
    return last === 'ending' ? [...told.slice(0, -1), ...more, ...told.slice(-1)] : [...told, ...more];
  });
  const { outline, shown } = weaveFavourites(
    unwoven,
    input.favouriteThings ?? [],
    pack.favourites,
    context(0),
    random,
  );

  const scenes: WrittenScene[] = beats.map((sceneBeats, index) => {
    // A scene is drawn at its last beat: a short story's last scene ends asleep.
    const drawn = sceneBeats[sceneBeats.length - 1] as Beat;
    const moment = momentFor(script, plot, drawn, episodes[index] ?? null, cast);
    const art: SceneArt = {
      setting: script.setting,
      time_of_day: timeOfDay(script.setting, drawn),
      props: moment.props,
      action: moment.action,
      mood: moment.mood,
      companion: moment.companion,
    };
    return {
      narration: joinSentences(
        (outline[index] as ToldSentence[]).map((s) => s.text),
        input.language,
      ),
      image_prompt: imagePrompt(script, moment, art, input, shown[index] ?? []),
      art,
    };
  });

  // A custom theme's title names the parent's text, since not every plot's sentences do.
  const titles = shuffled(pack.titles, random).map((line) => line(context(0)).trim());
  const custom = input.theme === 'custom' ? input.customTheme : undefined;
  const title = (custom && titles.find((t) => t.includes(custom))) || (titles[0] as string);
  return { title, scenes, plot, outline };
}

/**
 * Weaves the favourite things into a told story: all of them named in the first scene, after its
 * opening sentence, and each coming back at the end of a scene of its own in the middle of the
 * story while there are such scenes, the calm episodes first (not in the middle of a strange
 * sound). Also says which things each scene names, for its picture.
 */
function weaveFavourites(
  told: ToldSentence[][],
  things: readonly string[],
  lines: FavouriteLines<unknown>,
  c: LineContext<unknown>,
  random: () => number,
): { outline: ToldSentence[][]; shown: string[][] } {
  const shown = told.map((): string[] => []);
  if (things.length === 0) return { outline: told, shown };
  const outline = told.map((scene) => [...scene]);
  const tell = (scene: number, at: number, text: string, named: readonly string[]) => {
    const sentences = outline[scene] as ToldSentence[];
    const beat = sentences[Math.min(at, sentences.length) - 1]?.beat ?? 'opening';
    sentences.splice(at, 0, { beat, text: capitalised(text), extra: true });
    shown[scene]?.push(...named);
  };
  tell(0, 1, lines.opening(c, things), things);

  const middle = told.slice(1, -1).map((_, i) => i + 1);
  const calm = middle.filter((scene) => told[scene]?.[0]?.beat === 'episode');
  const spread = calm.length >= things.length;
  const scenes = spread ? calm : [...calm, ...middle.filter((scene) => !calm.includes(scene))];
  const returning = things.slice(0, scenes.length);
  const moments = shuffled(lines.moments, random);
  returning.forEach((thing, at) => {
    const scene = scenes[spread ? Math.floor(((at + 0.5) * scenes.length) / returning.length) : at] as number;
    const moment = moments[at] as (c: LineContext<unknown>, thing: string) => string;
    tell(scene, outline[scene]?.length ?? 0, moment(c, thing), [thing]);
  });
  return { outline, shown };
}

/** An episode scene tells one of the theme's eight episodes or one of the plot's own. */
interface Episode {
  plot: boolean;
  at: number;
}

/**
 * Which episode each scene tells (null for scenes of other beats). The plot's own episodes are
 * told in the first, fourth and seventh episode scenes, in their order; the theme's fill the
 * others, in the seed's order, leaving out those that `fits` refuses (meeting a parrot when the
 * parrot is the companion).
 */
function planEpisodes(
  beats: Beat[][],
  themeOrder: number[],
  fits: (i: number) => boolean,
): (Episode | null)[] {
  const theme = themeOrder.filter(fits);
  let told = 0;
  let plotTold = 0;
  return beats.map((sceneBeats) => {
    if (sceneBeats[0] !== 'episode') return null;
    if (told++ % 3 === 0 && plotTold < PLOT_EPISODE_COUNT) return { plot: true, at: plotTold++ };
    const at = theme.shift();
    if (at === undefined) throw new Error('A theme has too few episodes that fit for a story this long');
    return { plot: false, at };
  });
}

function momentFor(
  script: ThemeScript,
  plot: Plot,
  beat: Beat,
  episode: Episode | null,
  cast: { friend: string; other: string },
): PlotMoment {
  switch (beat) {
    case 'opening':
      return {
        gloss: `arrive at ${script.place}`,
        props: [],
        action: 'waving',
        mood: 'happy',
        companion: cast.friend,
      };
    case 'episode':
      if (episode?.plot) return plotEpisodeMoment(script, plot, episode.at, cast);
      return { ...(script.episodes[episode?.at ?? 0] as Moment), companion: cast.friend };
    case 'ending':
      return { ...script.ending, companion: cast.friend };
    default:
      return plotMoment(script, plot, beat as PlotBeat, cast);
  }
}

/** A sentence that starts with a word from the vocabulary ("the golden flower was gone!") starts with a capital. */
const capitalised = (sentence: string) =>
  sentence.replace(
    /^([\s"“‘«„¿¡(]*)(\p{Ll})/u,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );

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
