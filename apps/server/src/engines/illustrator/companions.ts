/** The story companions, drawn 100 units tall, facing +x, feet centred on 0,0. */
import { glow } from '../../lib/color.ts';
import { circle, path, softStar } from '../drawing/svg.ts';
import { eye, smile } from './companion-parts.ts';
import { FANTASY_COMPANIONS } from './companions-fantasy.ts';
import { PET_COMPANIONS } from './companions-pets.ts';
import { SEA_COMPANIONS } from './companions-sea.ts';
import { WILD_COMPANIONS } from './companions-wild.ts';
import type { CompanionArt } from './prop-types.ts';

/** Every companion of the art vocabulary (domain/art-vocabulary.ts) has a drawer here: the theme scripts' own, plus a few friends for custom stories. */
export const COMPANIONS: Record<string, CompanionArt> = {
  ...SEA_COMPANIONS,
  ...WILD_COMPANIONS,
  ...PET_COMPANIONS,
  ...FANTASY_COMPANIONS,
};

/** A little star sprite with a face, for a companion nobody has drawn yet. */
export const SPRITE_COMPANION: CompanionArt = {
  size: 0.12,
  width: 1,
  floats: true,
  draw: (ctx, o) =>
    circle(
      0,
      -50,
      50,
      ctx.radial([
        [glow('#fff6c4'), 0, 0.7],
        [glow('#ffe27a'), 1, 0],
      ]),
    ) +
    path(softStar(0, -50, 40, 20), ctx.radial([glow('#fffbe0'), glow('#ffd84a')])) +
    eye(-9, -52, 4, o.asleep, '#5a3d1e') +
    eye(9, -52, 4, o.asleep, '#5a3d1e') +
    smile(0, -42, 5, '#7a5a2a'),
};

export function companionArt(key: string): CompanionArt {
  return COMPANIONS[key] ?? SPRITE_COMPANION;
}
