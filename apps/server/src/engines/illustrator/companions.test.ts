import { describe, expect, it } from 'vitest';
import { COMPANION_NAMES } from '../../domain/art-vocabulary.ts';
import { MOODS, POSES, type SceneArt } from '../../domain/story-model.ts';
import { seededRandom } from '../../lib/random.ts';
import { Ctx } from '../drawing/svg.ts';
import { settingArt } from './backgrounds.ts';
import { createCharacter } from './character.ts';
import { reactionFor, reactionSvg } from './companion-reactions.ts';
import { COMPANIONS, SPRITE_COMPANION } from './companions.ts';
import { drawScene } from './illustrator.ts';
import { layoutScene, placeCompanion } from './layout.ts';
import type { CompanionArt } from './prop-types.ts';

/** The three companions each theme offers, and the setting the theme is drawn in. */
const THEME_COMPANIONS: Record<string, { setting: string; companions: string[] }> = {
  ocean: { setting: 'underwater', companions: ['dolphin', 'sea-turtle', 'octopus'] },
  jungle: { setting: 'jungle', companions: ['monkey', 'parrot', 'elephant'] },
  space: { setting: 'space', companions: ['robot', 'alien', 'puppy'] },
  castle: { setting: 'castle', companions: ['kitten', 'pony', 'owl'] },
  dinosaur: { setting: 'dinosaur-valley', companions: ['baby-dinosaur', 'triceratops', 'sea-turtle'] },
  halloween: { setting: 'halloween-night', companions: ['black-cat', 'ghost', 'owl'] },
  christmas: { setting: 'snowy-village', companions: ['reindeer', 'bunny', 'fox'] },
  beach: { setting: 'beach', companions: ['seagull', 'crab', 'puppy'] },
  dragon: { setting: 'dragon-mountains', companions: ['dragon', 'owl', 'fox'] },
  superhero: { setting: 'city', companions: ['puppy', 'robot', 'kitten'] },
  doctor: { setting: 'clinic', companions: ['teddy-bear', 'bunny', 'puppy'] },
  school: { setting: 'school', companions: ['class-hamster', 'owl', 'robot'] },
  birthday: { setting: 'party', companions: ['puppy', 'kitten', 'elephant'] },
  bedtime: { setting: 'bedroom', companions: ['teddy-bear', 'owl', 'bunny'] },
  custom: { setting: 'meadow', companions: ['fox', 'owl', 'bunny'] },
};

const child = createCharacter(42);
const scene = (over: Partial<SceneArt>): SceneArt => ({
  setting: 'meadow',
  time_of_day: 'day',
  props: [],
  action: 'standing',
  mood: 'calm',
  companion: 'puppy',
  ...over,
});

describe('companions', () => {
  it('has its own drawing for every companion of every theme', () => {
    for (const { companions } of Object.values(THEME_COMPANIONS)) {
      for (const key of companions) {
        expect(COMPANION_NAMES, key).toContain(key);
        expect(COMPANIONS[key], key).toBeDefined();
        expect(COMPANIONS[key]).not.toBe(SPRITE_COMPANION);
      }
    }
    const drawings = COMPANION_NAMES.map((key) =>
      (COMPANIONS[key] as CompanionArt).draw(new Ctx(seededRandom(1)), { asleep: false, time: 'day' }),
    );
    expect(new Set(drawings).size).toBe(COMPANION_NAMES.length);
  });

  it('draws each theme companion in its theme setting, asleep and awake, without text', () => {
    for (const { setting, companions } of Object.values(THEME_COMPANIONS)) {
      for (const [i, companion] of companions.entries()) {
        for (const mood of ['happy', 'sleepy'] as const) {
          const svg = drawScene(scene({ setting, companion, mood }), child, { width: 300, height: 300 }, i);
          expect(/<text|NaN|undefined/.test(svg), `${companion} in ${setting}`).toBe(false);
        }
      }
    }
  });

  it('closes its eyes when asleep', () => {
    for (const key of COMPANION_NAMES) {
      const art = COMPANIONS[key] as CompanionArt;
      const awake = art.draw(new Ctx(seededRandom(1)), { asleep: false, time: 'night' });
      const asleep = art.draw(new Ctx(seededRandom(1)), { asleep: true, time: 'night' });
      expect(asleep, key).not.toBe(awake);
    }
  });

  it('keeps swimmers and floaters off the ground underwater and in space', () => {
    const l = layoutScene('standing', settingArt('underwater'), 1000, 1000, () => 0.3);
    for (const key of THEME_COMPANIONS.ocean?.companions ?? []) {
      const place = placeCompanion(COMPANIONS[key] as CompanionArt, l, {
        action: 'standing',
        floating: true,
        hugsFriend: false,
        hasScenery: false,
      });
      expect(place.floats, key).toBe(true);
      expect(place.y, key).toBeLessThan(l.ground);
    }
  });
});

describe('companion reactions', () => {
  const puppy = COMPANIONS.puppy as CompanionArt;
  const dragon = COMPANIONS.dragon as CompanionArt;

  it('follows the mood: bounces when happy, leans in when curious or amazed, dozes when sleepy, hides when brave', () => {
    expect(reactionFor('standing', 'happy', puppy)).toBe('bounce');
    expect(reactionFor('pointing', 'curious', puppy)).toBe('lean');
    expect(reactionFor('standing', 'amazed', puppy)).toBe('lean');
    expect(reactionFor('sitting', 'sleepy', puppy)).toBe('doze');
    expect(reactionFor('standing', 'brave', puppy)).toBe('hide');
    expect(reactionFor('standing', 'calm', puppy)).toBe('still');
  });

  it('follows the pose first: hops beside a running child, bounces with a dancer, dozes beside a sleeper', () => {
    expect(reactionFor('running', 'calm', puppy)).toBe('hop');
    expect(reactionFor('dancing', 'calm', puppy)).toBe('bounce');
    expect(reactionFor('jumping', 'brave', puppy)).toBe('bounce');
    expect(reactionFor('sleeping', 'happy', puppy)).toBe('doze');
    expect(reactionFor('running', 'sleepy', puppy)).toBe('hop');
  });

  it('never hides a companion too big to fit behind the child', () => {
    expect(reactionFor('standing', 'brave', dragon)).toBe('lean');
  });

  it('gives every pose and mood a reaction that draws', () => {
    for (const action of POSES) {
      for (const mood of MOODS) {
        const reaction = reactionFor(action, mood, puppy);
        expect(reactionSvg(reaction, '<g/>', { floats: false, facing: 1, size: 0.2 })).toContain('<g/>');
      }
    }
  });

  it('draws the reaction: a sleepy companion dozes with closed eyes and little z marks', () => {
    const sleepy = drawScene(scene({ mood: 'sleepy' }), child, { width: 300, height: 300 }, 1);
    const calm = drawScene(scene({ mood: 'calm' }), child, { width: 300, height: 300 }, 1);
    const zMark = /h12l-12 13\.2h12/;
    expect(zMark.test(sleepy)).toBe(true);
    expect(zMark.test(calm)).toBe(false);
  });

  it('puts a hiding companion behind the child, and a bouncing one beside them towards the middle', () => {
    const l = layoutScene('standing', settingArt('meadow'), 1000, 1000, () => 0.3);
    const place = (hides: boolean) =>
      placeCompanion(puppy, l, {
        action: 'standing',
        floating: false,
        hugsFriend: false,
        hasScenery: false,
        hides,
      });
    const towardsMiddle = (x: number) => (x - l.childX) * l.facing;
    expect(towardsMiddle(place(false).x)).toBeGreaterThan(0);
    expect(towardsMiddle(place(true).x)).toBeLessThan(0);
  });
});
