/** People in the pictures: a friend, a knight, a nurse, a doctor, a magician. */

import { glow } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, line, path, rect, softStar, sparkle } from '../drawing/svg.ts';
import { type Character, createCharacter } from './character.ts';
import { drawFigure } from './figure.ts';
import { mirrorPose, type PoseSpec, poseFor } from './poses.ts';
import type { PropArt } from './prop-types.ts';

/** A grown-up's look: a seeded face and hair, with the clothes of their job. */
function grownUp(seed: number, top: string, bottom: string, shoes: string): Character {
  const base = createCharacter(seed);
  return {
    ...base,
    glasses: null,
    freckles: false,
    hair: {
      ...base.hair,
      style: base.hair.style === 'afro-puffs' || base.hair.style === 'pigtails' ? 'bun' : base.hair.style,
    },
    top: { ...base.top, color: top, kind: 'jumper', motif: 'plain', longSleeves: true },
    bottom: { ...base.bottom, color: bottom, kind: 'trousers' },
    shoes: { ...base.shoes, color: shoes, kind: 'sneakers' },
  };
}

/** Wraps a figure drawn 100 units tall (child) or about 125 (grown-up) into the prop box. */
const fit = (svg: string, height: number) => g(svg, `scale(${100 / height})`);

const STETHOSCOPE =
  line('M-7 -76Q-10 -60 -4 -52Q0 -48 4 -52Q10 -60 7 -76', '#3a4a66', 1.8) +
  line('M0 -50L0 -44Q2 -38 8 -40', '#3a4a66', 1.8) +
  circle(9, -40, 3, '#b8c4d4');

/** A friend of the child's age: another child, seeded so a story keeps the same friend. */
export function friendFigure(ctx: Ctx, seed: number, pose: PoseSpec): string {
  return drawFigure(createCharacter(seed), { pose, expression: 'happy' }, ctx).svg;
}

const friend = (ctx: Ctx) => fit(friendFigure(ctx, 424242, mirrorPose(poseFor('waving'))), 100);

function knight(ctx: Ctx): string {
  const base = grownUp(777, '#c9d3df', '#8f9bb0', '#6b778a');
  // Hair that would poke out of the helmet is tucked in.
  const c: Character = { ...base, hair: { ...base.hair, style: 'short' } };
  const helmet =
    path(
      'M-23 6C-26 -22 -14 -31 0 -31C14 -31 26 -22 23 6L17 6C18 -10 12 -16 0 -16C-12 -16 -18 -10 -17 6Z',
      ctx.linear(['#e6edf5', '#aab6c6']),
    ) + path('M0 -31C-6 -46 10 -54 18 -48C8 -44 6 -38 4 -30Z', '#e8484f');
  const tabard =
    path('M-11 -86L11 -86L12 -50L-12 -50Z', '#4f7fd8', 'opacity="0.95"') +
    path(softStar(0, -70, 6, 2.6), glow('#ffd23f'));
  return fit(
    drawFigure(
      c,
      { pose: poseFor('waving'), expression: 'happy', build: 'adult', headwear: helmet, chestwear: tabard },
      ctx,
    ).svg +
      g(
        line('M0 0L0 -60', '#c9d3df', 4) + rect(-10, -4, 20, 5, '#d9a84a', 2),
        'translate(-30 -34) rotate(-10)',
      ),
    125,
  );
}

function nurse(ctx: Ctx): string {
  const c = grownUp(1312, '#5fc3b8', '#5fc3b8', '#ffffff');
  const badge = rect(4, -80, 8, 5, '#ffffff', 1.5) + path('M-12 -86L12 -86L0 -74Z', '#4fa89e');
  return fit(
    drawFigure(c, { pose: poseFor('waving'), expression: 'happy', build: 'adult', chestwear: badge }, ctx)
      .svg,
    125,
  );
}

function doctor(ctx: Ctx): string {
  const c = grownUp(2024, '#ffffff', '#4f6fa8', '#3a3a48');
  const coat =
    path('M-14 -86L-4 -86L-8 -40L-16 -40Z', '#f0f4f8') +
    path('M14 -86L4 -86L8 -40L16 -40Z', '#f0f4f8') +
    path('M-4 -86L4 -86L0 -70Z', '#7fb0e8') +
    STETHOSCOPE;
  return fit(
    drawFigure(c, { pose: poseFor('standing'), expression: 'happy', build: 'adult', chestwear: coat }, ctx)
      .svg,
    125,
  );
}

function magician(ctx: Ctx): string {
  const c = grownUp(9090, '#6a4bb3', '#3a2f5a', '#2b2233');
  const hat =
    rect(-14, -52, 28, 30, '#2b2233', 3) +
    ellipse(0, -22, 24, 5, '#2b2233') +
    rect(-14, -30, 28, 5, '#e8484f');
  const bow = path('M-6 -84L0 -81L6 -84L6 -78L0 -81L-6 -78Z', '#e8484f');
  const figure = drawFigure(
    c,
    {
      pose: poseFor('pointing', 150),
      expression: 'happy',
      build: 'adult',
      headwear: hat,
      chestwear: bow,
      cape: '#3a2f7a',
    },
    ctx,
  );
  const [hx, hy] = figure.hand;
  return fit(
    figure.svg +
      line(`M${hx} ${hy}L${hx + 8} ${hy - 14}`, '#2b2233', 3) +
      path(sparkle(hx + 12, hy - 20, 10), glow('#fff3a0')) +
      path(sparkle(hx + 24, hy - 8, 6), glow('#ffffff')) +
      path(sparkle(hx + 2, hy - 30, 5), glow('#ffffff')),
    125,
  );
}

export const PEOPLE_PROPS: Record<string, PropArt> = {
  friend: { place: 'scenery', size: 0.38, draw: (ctx) => friend(ctx) },
  knight: { place: 'scenery', size: 0.5, draw: (ctx) => knight(ctx) },
  nurse: { place: 'scenery', size: 0.52, draw: (ctx) => nurse(ctx) },
  doctor: { place: 'scenery', size: 0.52, draw: (ctx) => doctor(ctx) },
  magician: { place: 'scenery', size: 0.52, draw: (ctx) => magician(ctx) },
};
