import { describe, expect, it } from 'vitest';
import { COMPANION_NAMES, PROP_NAMES, SETTING_NAMES } from '../../domain/art-vocabulary.ts';
import { POSES, type Pose, type SceneArt, TIMES_OF_DAY, type TimeOfDay } from '../../domain/story-model.ts';
import { THEME_SCRIPTS } from '../../domain/theme-scripts.ts';
import { seededRandom } from '../../lib/random.ts';
import { Ctx } from '../drawing/svg.ts';
import { SETTINGS } from './backgrounds.ts';
import { createCharacter } from './character.ts';
import { COMPANIONS, SPRITE_COMPANION } from './companions.ts';
import type { Frame } from './frame.ts';
import { drawScene, illustrate } from './illustrator.ts';
import type { PropArt } from './prop-types.ts';
import { PROPS, propArt, SPARKLE_PROP } from './props.ts';

const scripts = Object.values(THEME_SCRIPTS);
const moments = scripts.flatMap((s) =>
  [s.discovery, ...s.episodes, s.climax, s.ending].map((m) => ({ script: s, moment: m })),
);
const settingKeys = [...new Set(scripts.map((s) => s.setting))];
const propKeys = [...new Set(moments.flatMap(({ moment }) => moment.props))];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const art = (over: Partial<SceneArt>): SceneArt => ({
  setting: 'meadow',
  time_of_day: 'day',
  props: [],
  action: 'standing',
  mood: 'happy',
  companion: null,
  ...over,
});

const character = createCharacter(42);

describe('illustrate', () => {
  // Small sizes in several aspect ratios keep sixty renders quick.
  const sizes: [number, number][] = [
    [256, 256],
    [320, 480],
    [480, 320],
    [512, 512],
    [304, 544],
    [448, 256],
  ];
  settingKeys.forEach((setting, s) => {
    it(`renders ${setting} at every time of day as a PNG of the requested size`, async () => {
      const script = scripts.find((x) => x.setting === setting);
      for (const [t, time] of TIMES_OF_DAY.entries()) {
        const [width, height] = sizes[(s + t) % sizes.length] as [number, number];
        const { png, svg } = await illustrate({
          art: art({
            setting,
            time_of_day: time,
            props: script?.discovery.props ?? [],
            action: POSES[(s + t) % POSES.length] as Pose,
            companion: script?.companions[0] ?? null,
          }),
          character,
          width,
          height,
          seed: s * 10 + t,
        });
        expect(pngSize(png)).toEqual({ width, height });
        expect(svg).not.toMatch(/<text/i);
      }
    });
  });

  it('renders the sizes the app asks for', async () => {
    const sizes: [number, number][] = [
      [1024, 1024],
      [1216, 832],
      [832, 1216],
      [1536, 1024],
      [1024, 1536],
      [1792, 1024],
      [1024, 1792],
      [333, 777],
    ];
    for (const [width, height] of sizes) {
      const { png } = await illustrate({
        art: art({ setting: 'beach', props: ['kite'], companion: 'seagull' }),
        character,
        width,
        height,
        seed: 3,
      });
      expect(pngSize(png)).toEqual({ width, height });
    }
  });

  it('draws every scene the writer can describe, without text', () => {
    for (const [i, { script, moment }] of moments.entries()) {
      const svg = drawScene(
        art({
          setting: script.setting,
          time_of_day: TIMES_OF_DAY[i % 4] as TimeOfDay,
          props: moment.props,
          action: moment.action,
          mood: moment.mood,
          companion: script.companions[0],
        }),
        character,
        { width: 400, height: 300 },
        i,
      );
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<text|NaN|undefined/);
    }
  });

  it('is deterministic: the same seed gives the same picture', () => {
    const scene = art({ setting: 'jungle', props: ['parrot'], action: 'waving', companion: 'monkey' });
    const a = drawScene(scene, character, { width: 512, height: 512 }, 9);
    expect(drawScene(scene, character, { width: 512, height: 512 }, 9)).toBe(a);
    expect(drawScene(scene, character, { width: 512, height: 512 }, 10)).not.toBe(a);
  });

  it('never fails on unknown keys: a sparkle for a prop, a star sprite for a companion, a meadow for a setting', async () => {
    const { png } = await illustrate({
      art: art({
        setting: 'moon-base',
        props: ['time-machine', 'unicorn'],
        companion: 'griffin',
        action: 'reaching',
      }),
      character,
      width: 256,
      height: 256,
      seed: 1,
    });
    expect(pngSize(png)).toEqual({ width: 256, height: 256 });
    expect(propArt('time-machine')).toBe(SPARKLE_PROP);
  });

  it('changes only pose and expression between scenes of a story: the child is drawn with the same colours', () => {
    const colorsOf = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g));
    const a = drawScene(art({ action: 'waving', mood: 'happy' }), character, { width: 512, height: 512 }, 1);
    const b = drawScene(art({ action: 'sitting', mood: 'calm' }), character, { width: 512, height: 512 }, 1);
    for (const color of [character.top.color, character.hair.color, character.shoes.color]) {
      expect(colorsOf(a).has(color)).toBe(true);
      expect(colorsOf(b).has(color)).toBe(true);
    }
  });
});

describe('drawer registries', () => {
  it('has a background for every setting of the art vocabulary, and no other', () => {
    expect(Object.keys(SETTINGS).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('has a specific drawer for every prop of the art vocabulary, and no other', () => {
    expect(Object.keys(PROPS).sort()).toEqual([...PROP_NAMES].sort());
    for (const key of PROP_NAMES) expect(propArt(key)).not.toBe(SPARKLE_PROP);
  });

  it('has a specific drawer for every companion of the art vocabulary, and no other', () => {
    expect(Object.keys(COMPANIONS).sort()).toEqual([...COMPANION_NAMES].sort());
    for (const key of COMPANION_NAMES) expect(COMPANIONS[key]).not.toBe(SPRITE_COMPANION);
  });

  it('gives each prop its own drawing', () => {
    const frame: Frame = {
      setting: 'meadow',
      w: 1000,
      h: 1000,
      horizon: 560,
      ground: 900,
      side: -1,
      childX: 330,
      time: 'day',
      sleeping: false,
      skyProps: 0,
      skyLight: true,
      lightX: 800,
      lightY: 150,
    };
    const drawings = new Set<string>();
    for (const key of propKeys) {
      const prop = PROPS[key] as PropArt;
      const ctx = new Ctx(seededRandom(1));
      const svg = prop.place === 'overlay' ? prop.spread(ctx, frame) : prop.draw(ctx, 'day');
      expect(svg, key).toMatch(/<(path|circle|ellipse|rect|g)\b/);
      drawings.add(svg);
    }
    expect(drawings.size).toBe(propKeys.length);
  });
});
