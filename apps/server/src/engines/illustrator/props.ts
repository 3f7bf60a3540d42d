import { glow } from '../../lib/color.ts';
import { circle, path, sparkle } from '../drawing/svg.ts';
import type { PropArt } from './prop-types.ts';
import { CELEBRATION_PROPS } from './props-celebration.ts';
import { EVERYDAY_PROPS } from './props-everyday.ts';
import { NATURE_PROPS } from './props-nature.ts';
import { PEOPLE_PROPS } from './props-people.ts';
import { SEA_PROPS } from './props-sea.ts';
import { SKY_PROPS } from './props-sky.ts';

/** Every prop of the art vocabulary (domain/art-vocabulary.ts) has a drawer here. */
export const PROPS: Record<string, PropArt> = {
  ...SKY_PROPS,
  ...SEA_PROPS,
  ...NATURE_PROPS,
  ...CELEBRATION_PROPS,
  ...EVERYDAY_PROPS,
  ...PEOPLE_PROPS,
};

/** A gentle glowing sparkle, for a prop key nobody has drawn yet. */
export const SPARKLE_PROP: PropArt = {
  place: 'small',
  size: 0.1,
  draw: (ctx) =>
    circle(
      0,
      -50,
      48,
      ctx.radial([
        [glow('#fff6c4'), 0, 0.8],
        [glow('#ffe27a'), 0.5, 0.3],
        [glow('#ffe27a'), 1, 0],
      ]),
    ) +
    path(sparkle(0, -50, 34), glow('#fff3b0')) +
    path(sparkle(-26, -78, 10), glow('#ffffff')) +
    path(sparkle(28, -22, 8), glow('#ffffff')),
};

/** The drawer for a prop key; an unknown key gets a gentle sparkle, never an error. */
export function propArt(key: string): PropArt {
  return PROPS[key] ?? SPARKLE_PROP;
}
