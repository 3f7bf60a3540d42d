import { describe, expect, it } from 'vitest';
import { POSES, type SceneArt } from '../../domain/story-model.ts';
import { seededRandom } from '../../lib/random.ts';
import { Ctx } from '../drawing/svg.ts';
import { createCharacter } from './character.ts';
import { drawFigure } from './figure.ts';
import { drawScene } from './illustrator.ts';
import { mirrorPose, poseFor } from './poses.ts';

const child = createCharacter(42);
const figureSvg = (pose: ReturnType<typeof poseFor>) =>
  drawFigure(child, { pose, expression: 'happy' }, new Ctx(seededRandom(1))).svg;

describe('poses', () => {
  it('draws every pose differently from every other, facing either way', () => {
    for (const facing of ['right', 'left']) {
      const drawings = POSES.map((action) => {
        const pose = poseFor(action);
        return figureSvg(facing === 'right' ? pose : mirrorPose(pose));
      });
      expect(new Set(drawings).size).toBe(POSES.length);
    }
  });

  it('draws every pose in a scene, without text or broken numbers', () => {
    for (const [i, action] of POSES.entries()) {
      const art: SceneArt = {
        setting: 'meadow',
        time_of_day: 'day',
        props: ['book', 'golden-key'],
        action,
        mood: 'happy',
        companion: 'puppy',
      };
      const svg = drawScene(art, child, { width: 320, height: 320 }, i);
      expect(svg, action).not.toMatch(/<text|NaN|undefined/);
    }
  });

  it('gives a reading child a book in the hands, a climbing child a ladder and a holding child something to show', () => {
    // The book's cover and the ladder's rungs are drawn in their own colours.
    expect(figureSvg(poseFor('reading')).includes('#d9534f')).toBe(true);
    expect(figureSvg(poseFor('standing')).includes('#d9534f')).toBe(false);
    expect(figureSvg(poseFor('climbing')).includes('#9a6a3c')).toBe(true);
    // With nothing small in the scene, the child holds up a found sparkle.
    const sparkle = 'M0 -84Q6.1 -56.1 34 -50';
    const scene = (action: SceneArt['action']) =>
      drawScene(
        { setting: 'meadow', time_of_day: 'day', props: [], action, mood: 'happy', companion: null },
        child,
        { width: 320, height: 320 },
        1,
      );
    expect(scene('holding').includes(sparkle)).toBe(true);
    expect(scene('standing').includes(sparkle)).toBe(false);
  });
});
