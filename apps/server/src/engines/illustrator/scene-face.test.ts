import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { Pose } from '../../domain/story-model.ts';
import { hexToRgb } from '../../lib/color.ts';
import { createCharacter } from './character.ts';
import { sceneDrawing } from './illustrator.ts';

/** The colour drawn at a point given in percent of the picture. */
function colourAt(svg: string, width: number, at: { x: number; y: number }): [number, number, number] {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const x = Math.min(image.width - 1, Math.round((at.x / 100) * image.width));
  const y = Math.min(image.height - 1, Math.round((at.y / 100) * image.height));
  const i = (y * image.width + x) * 4;
  return [image.pixels[i] as number, image.pixels[i + 1] as number, image.pixels[i + 2] as number];
}

describe('sceneDrawing', () => {
  const poses: Pose[] = ['standing', 'walking', 'sitting', 'sleeping', 'flying', 'jumping'];
  const sizes: [number, number][] = [
    [320, 320],
    [400, 240],
    [240, 420],
  ];

  it.each([1, 42])('says where the face is: the skin colour is drawn there (seed %i)', (seed) => {
    const character = createCharacter(seed);
    const skin = hexToRgb(character.skin.color);
    for (const action of poses) {
      for (const [width, height] of sizes) {
        const { svg, face } = sceneDrawing(
          { setting: 'meadow', time_of_day: 'day', props: [], action, mood: 'happy', companion: null },
          character,
          { width, height },
          seed,
        );
        const drawn = colourAt(svg, width, face);
        const distance = Math.hypot(...drawn.map((v, i) => v - (skin[i] as number)));
        expect(distance, `${action} at ${width}×${height}`).toBeLessThan(40);
      }
    }
  });
});
