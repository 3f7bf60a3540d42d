/** Everyday props: home, school, clinic and city things. */

import { darken, glow, lighten } from '../../lib/color.ts';
import {
  type Ctx,
  circle,
  ellipse,
  g,
  heart,
  line,
  n,
  path,
  rect,
  softStar,
  sparkle,
} from '../drawing/svg.ts';
import { COMPANIONS } from './companions.ts';
import type { CompanionArt, PropArt } from './prop-types.ts';
import { flower } from './scenery.ts';

/** A companion drawer reused as a prop (a kitten in a tree, teddy in bed). */
const animal = (key: string, size: number): PropArt => ({
  place: 'small',
  size,
  draw: (ctx, time) => (COMPANIONS[key] as CompanionArt).draw(ctx, { asleep: false, time }),
});

function crayon(x: number, y: number, color: string, angle: number): string {
  return g(
    rect(-5, -44, 10, 44, color, 2) +
      path('M-5 -44L0 -56L5 -44Z', lighten(color, 0.25)) +
      rect(-5, -30, 10, 12, darken(color, 0.2), 0, 'opacity="0.5"'),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
  );
}

function book(ctx: Ctx, open: boolean): string {
  if (!open) return rect(-30, -60, 60, 60, ctx.linear(['#4fa9f0', '#2f7fc8']), 4);
  return (
    path('M0 -10L-56 -20L-56 -80L0 -70Z', ctx.linear(['#ffffff', '#eee6da'], 1, 0, 0, 0)) +
    path('M0 -10L56 -20L56 -80L0 -70Z', ctx.linear(['#ffffff', '#eee6da'], 0, 0, 1, 0)) +
    path('M0 -6L-60 -16L-60 -20L0 -10L60 -20L60 -16Z', '#e8484f') +
    circle(-30, -56, 9, '#ffd23f') +
    path('M-48 -34Q-36 -46 -22 -36Q-16 -32 -10 -36L-10 -30L-48 -26Z', '#6bcf63') +
    path(heart(28, -50, 10), '#ff6b8b') +
    line('M14 -30L44 -34', '#b0c4de', 3) +
    line('M14 -24L38 -27', '#b0c4de', 3)
  );
}

function slide(ctx: Ctx): string {
  return (
    line('M40 0L40 -100M70 0L70 -100', '#4fa9f0', 7) +
    [-80, -60, -40, -20].map((y) => line(`M40 ${y}L70 ${y}`, '#2f7fc8', 5)).join('') +
    rect(34, -104, 42, 10, '#ffd23f', 4) +
    path('M36 -98C0 -90 -20 -40 -70 -8L-60 4C-10 -26 10 -74 46 -84Z', ctx.linear(['#ff6b6b', '#e8484f'])) +
    path('M-70 -8L-86 -2L-80 8L-60 4Z', '#e8484f')
  );
}

function swing(ctx: Ctx): string {
  return (
    path(
      'M-60 0L-44 -100M-28 0L-44 -100M60 0L44 -100M28 0L44 -100',
      'none',
      'stroke="#e8484f" stroke-width="7" stroke-linecap="round"',
    ) +
    rect(-50, -104, 100, 9, ctx.linear(['#ff8a3d', '#e06a2a']), 4) +
    line('M-12 -96L-14 -30M12 -96L14 -30', '#8a8a9a', 2) +
    rect(-20, -32, 40, 8, '#ffd23f', 3)
  );
}

function easel(ctx: Ctx): string {
  return (
    path(
      'M-30 0L-10 -100M30 0L10 -100M0 -100L0 0',
      'none',
      'stroke="#b07a4f" stroke-width="5" stroke-linecap="round"',
    ) +
    rect(-36, -94, 72, 58, '#ffffff', 2) +
    rect(-32, -90, 64, 50, ctx.linear(['#bfe6ff', '#e8f6ff'])) +
    circle(16, -76, 8, '#ffd23f') +
    path('M-32 -48Q-14 -62 4 -50Q18 -42 32 -50L32 -40L-32 -40Z', '#6bcf63') +
    flower(-14, -44, 3, '#ff6b8b') +
    rect(-40, -38, 80, 6, '#b07a4f', 2) +
    g(
      ellipse(0, 0, 20, 13, '#f2d8b0') +
        circle(-8, -3, 3.5, '#e8484f') +
        circle(0, -6, 3.5, '#4fa9f0') +
        circle(8, -3, 3.5, '#ffd23f') +
        circle(4, 5, 3, '#ffffff'),
      'translate(40 -20)',
    )
  );
}

function heightChart(ctx: Ctx): string {
  const giraffe = '#f5c05a';
  const spots = '#c98a3a';
  return (
    rect(-24, -100, 48, 100, ctx.linear(['#fff8ea', '#f2e6d0']), 6) +
    [-90, -75, -60, -45, -30, -15].map((y, i) => rect(-24, y, i % 2 ? 10 : 16, 2.5, '#8fb0d8')).join('') +
    path('M4 -4L4 -30C4 -40 6 -60 10 -78L18 -78C16 -60 16 -40 18 -30L18 -4Z', giraffe) +
    ellipse(14, -84, 9, 6, giraffe) +
    line('M10 -90L9 -96M16 -90L17 -96', spots, 2) +
    [
      [10, -60],
      [13, -44],
      [9, -30],
      [14, -18],
    ]
      .map(([x, y]) => circle(x as number, y as number, 2.4, spots))
      .join('') +
    circle(16, -86, 1.3, '#2b2233')
  );
}

function adultHand(ctx: Ctx): string {
  return (
    rect(-100, -40, 70, 30, ctx.linear(['#ffffff', '#dfe6f0']), 12) +
    path(
      'M-34 -38C-10 -44 10 -40 22 -34C30 -30 30 -22 20 -22L4 -22C12 -18 10 -10 2 -12L-34 -12Z',
      '#e3b48f',
    ) +
    line('M-4 -30L16 -30', '#c9956e', 1.4, 'opacity="0.7"')
  );
}

export const EVERYDAY_PROPS: Record<string, PropArt> = {
  cape: {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      circle(
        0,
        -40,
        56,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.5],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      path('M-40 -70Q0 -100 40 -70L54 -20L-54 -20Z', ctx.linear(['#ff5a6e', '#c9304a'])) +
      path(softStar(0, -52, 14, 6), glow('#ffd23f')) +
      rect(-56, -30, 112, 30, ctx.linear(['#f2c27a', '#d99a4f']), 4) +
      path(sparkle(44, -86, 8), glow('#ffffff')),
  },
  kitten: animal('kitten', 0.12),
  teddy: animal('teddy-bear', 0.13),
  hamster: animal('class-hamster', 0.08),
  rooftops: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      const colors = ['#e86a5a', '#5a8fd8', '#8f6fd0', '#f2a03a', '#4fb08a'];
      let x = -40;
      let i = 0;
      while (x < f.w + 40) {
        const w = ctx.between(150, 230);
        const top = f.h * ctx.between(0.74, 0.82);
        const c = colors[i % colors.length] as string;
        out += rect(x, top, w, f.h - top, ctx.linear(['#f2e6d6', '#d9c9b4']));
        out += path(
          `M${n(x - 10)} ${n(top + 10)}L${n(x + w / 2)} ${n(top - 70)}L${n(x + w + 10)} ${n(top + 10)}Z`,
          ctx.linear([lighten(c, 0.1), darken(c, 0.1)]),
        );
        out += rect(x + w * 0.65, top - 60, 22, 40, darken(c, 0.2), 3);
        out += rect(x + w * 0.3, top + 40, 30, 34, f.time === 'night' ? glow('#ffd979') : '#bfe3f5', 5);
        x += w + 10;
        i += 1;
      }
      return out;
    },
  },
  groceries: {
    place: 'small',
    size: 0.13,
    draw: (ctx) =>
      line('M12 -76L30 -104', '#e9c27a', 10) +
      path('M-16 -70Q-24 -96 -8 -100Q0 -90 -4 -72Z', '#5fb35a') +
      circle(-20, -72, 10, '#e8484f') +
      path('M-34 0L-38 -70L38 -70L34 0Z', ctx.linear(['#d9b07a', '#b88a52'])) +
      rect(-38, -74, 76, 8, '#c79a62', 2) +
      path(heart(0, -36, 9), '#ffffff', 'opacity="0.6"'),
  },
  swing: { place: 'scenery', size: 0.4, width: 1.3, draw: (ctx) => swing(ctx) },
  litter: {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      path('M-30 -80L30 -80L26 0L-26 0Z', ctx.linear(['#5fc07a', '#3f9a5a'])) +
      rect(-34, -88, 68, 10, '#4fb06a', 4) +
      path(
        'M-10 -50L0 -62L10 -50M0 -62L0 -30',
        'none',
        'stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"',
      ) +
      g(
        rect(-6, -16, 12, 20, '#ffd23f', 3) + ellipse(0, -16, 6, 2.5, '#e0b020'),
        'translate(46 -2) rotate(70)',
      ) +
      path('M-58 0L-50 -18L-40 -2Z', '#e6eef5'),
  },
  stethoscope: {
    place: 'small',
    size: 0.1,
    draw: () =>
      path(
        'M-26 -90Q-36 -50 -10 -40Q0 -36 10 -40Q36 -50 26 -90',
        'none',
        'stroke="#3a4a66" stroke-width="5" stroke-linecap="round"',
      ) +
      circle(-26, -92, 5, '#b8c4d4') +
      circle(26, -92, 5, '#b8c4d4') +
      path('M0 -38Q4 -10 24 -14', 'none', 'stroke="#3a4a66" stroke-width="5" stroke-linecap="round"') +
      circle(30, -16, 13, '#b8c4d4') +
      circle(30, -16, 8, '#e6edf5'),
  },
  'height-chart': { place: 'scenery', size: 0.55, draw: (ctx) => heightChart(ctx) },
  hand: { place: 'small', size: 0.1, draw: (ctx) => adultHand(ctx) },
  bandage: {
    place: 'small',
    size: 0.06,
    draw: () =>
      g(
        rect(-50, -60, 100, 36, '#f2c79a', 16) +
          rect(-18, -58, 36, 32, '#fbe3c8', 6) +
          path(heart(0, -42, 8), '#ff6b8b') +
          [-36, -28, 28, 36].map((x) => circle(x, -42, 1.6, '#d9a87a')).join(''),
        'rotate(-15 0 -42)',
      ),
  },
  sticker: {
    place: 'small',
    size: 0.08,
    draw: (ctx) =>
      circle(
        0,
        -50,
        50,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.4],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      path(softStar(0, -50, 44, 22), '#ffffff') +
      path(softStar(0, -50, 38, 19), ctx.linear([glow('#ffe680'), glow('#f2b52e')])) +
      circle(-9, -52, 3, '#7a4a1a') +
      circle(9, -52, 3, '#7a4a1a') +
      line('M-7 -42Q0 -36 7 -42', '#7a4a1a', 2.5),
  },
  crayons: {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      ['#e8484f', '#ff9f3a', '#ffd23f', '#4fb06a', '#4fa9f0', '#8f6fd0']
        .map((c, i) => crayon(-25 + i * 10, -30, c, -20 + i * 8))
        .join('') +
      path('M-36 0L-40 -44L40 -44L36 0Z', ctx.linear(['#ffd23f', '#f2b52e'])) +
      path(softStar(0, -22, 10, 4.5), '#ffffff', 'opacity="0.8"'),
  },
  backpack: {
    place: 'small',
    size: 0.15,
    draw: (ctx) =>
      path('M-20 -86Q0 -104 20 -86', 'none', 'stroke="#2f7fc8" stroke-width="6" stroke-linecap="round"') +
      rect(-34, -88, 68, 88, ctx.linear(['#4fa9f0', '#2f7fc8']), 22) +
      rect(-24, -44, 48, 34, '#ffd23f', 12) +
      line('M-14 -36L14 -36', '#e0b020', 3) +
      path(softStar(0, -66, 9, 4), '#ffffff') +
      rect(-34, -70, 6, 40, '#2f6fb8', 3),
  },
  easel: { place: 'scenery', size: 0.4, width: 1.1, draw: (ctx) => easel(ctx) },
  blocks: {
    place: 'small',
    size: 0.13,
    draw: (ctx) => {
      const block = (x: number, y: number, c: string, mark: string) =>
        rect(x - 18, y - 36, 36, 36, ctx.linear([lighten(c, 0.1), darken(c, 0.1)]), 5) + mark;
      return (
        block(-20, 0, '#e8484f', circle(-20, -18, 8, '#ffffff', 'opacity="0.85"')) +
        block(20, 0, '#4fa9f0', path(softStar(20, -18, 10, 4.5), '#ffffff', 'opacity="0.85"')) +
        block(0, -36, '#ffd23f', path(heart(0, -54, 8), '#ffffff', 'opacity="0.9"')) +
        block(0, -72, '#6bcf63', path('M0 -100L10 -82L-10 -82Z', '#ffffff', 'opacity="0.85"'))
      );
    },
  },
  book: { place: 'small', size: 0.1, draw: (ctx) => book(ctx, true) },
  slide: { place: 'scenery', size: 0.42, width: 1.6, draw: (ctx) => slide(ctx) },
  lunchbox: {
    place: 'small',
    size: 0.1,
    draw: (ctx) =>
      path('M-20 -64Q0 -80 20 -64', 'none', 'stroke="#c0392b" stroke-width="5"') +
      rect(-46, -64, 92, 64, ctx.linear(['#ef6b6b', '#c94a4a']), 12) +
      rect(-36, -50, 72, 36, '#fff3d6', 8) +
      circle(-14, -32, 11, '#6bcf63') +
      path('M4 -44L30 -44L30 -22L4 -22Z', '#f2d08a') +
      rect(4, -36, 26, 4, '#8fd47e'),
  },
  pyjamas: {
    place: 'small',
    size: 0.14,
    draw: (ctx) =>
      path('M-8 -96Q0 -104 8 -96L4 -92', 'none', 'stroke="#9aa7b8" stroke-width="3"') +
      path('M-44 -88L44 -88', 'none', 'stroke="#9aa7b8" stroke-width="4" stroke-linecap="round"') +
      path(
        'M-30 -86L30 -86L54 -60L40 -50L30 -60L30 -20L-30 -20L-30 -60L-40 -50L-54 -60Z',
        ctx.linear(['#9fc8ff', '#7fa8ef']),
      ) +
      [
        [-14, -70],
        [12, -56],
        [-6, -36],
        [16, -32],
      ]
        .map(([x, y]) => path(softStar(x as number, y as number, 6, 2.6), '#fff3a0'))
        .join('') +
      path('M-8 -86Q0 -78 8 -86', 'none', 'stroke="#ffffff" stroke-width="3"'),
  },
  toothbrush: {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      path('M-30 0L-34 -60L34 -60L30 0Z', ctx.linear(['#8fe0d0', '#4fc0b0'])) +
      g(
        rect(-5, -110, 10, 80, '#ff7a9a', 5) +
          rect(-6, -118, 12, 24, '#ffffff', 3) +
          path('M-6 -124Q0 -136 8 -126Q4 -120 -6 -124Z', '#9fe3ff'),
        'rotate(12 0 -60)',
      ) +
      g(rect(-4, -96, 8, 62, '#4fa9f0', 4), 'rotate(-14 0 -60)') +
      path(heart(0, -30, 9), '#ffffff', 'opacity="0.7"'),
  },
  toys: {
    place: 'small',
    size: 0.16,
    draw: (ctx) =>
      circle(-26, -66, 16, ctx.radial(['#ff8a8a', '#e8484f'])) +
      path('M-26 -82Q-20 -66 -26 -50', 'none', 'stroke="#ffffff" stroke-width="3"') +
      g(
        path('M0 -10C-6 -30 0 -50 10 -60C20 -50 26 -30 20 -10Z', '#ffffff') +
          path('M4 -52L16 -52L10 -62Z', '#e8484f') +
          circle(10, -36, 4, '#4fa9f0'),
        'translate(-4 -50) rotate(20)',
      ) +
      g(
        ellipse(0, 0, 14, 10, '#ffd23f') +
          circle(10, -10, 8, '#ffd23f') +
          path('M17 -10L24 -8L17 -6Z', '#ff8a3d') +
          circle(12, -12, 1.6, '#2b2233'),
        'translate(30 -66)',
      ) +
      rect(-50, -52, 100, 52, ctx.linear(['#8f6fd0', '#6a4bb3']), 6) +
      rect(-54, -58, 108, 12, '#a98ae6', 5) +
      path(softStar(0, -26, 12, 5), '#ffd23f'),
  },
  'night-light': {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      circle(
        0,
        -54,
        60,
        ctx.radial([
          [glow('#fff3c4'), 0, 0.7],
          [glow('#ffe27a'), 0.5, 0.25],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      rect(-14, -10, 28, 10, '#c9d3e6', 3) +
      path(
        'M10 -96A40 40 0 1 0 36 -30A32 32 0 1 1 10 -96Z',
        ctx.radial([glow('#fffbe6'), glow('#ffe08a')], 0.4, 0.5, 0.7),
      ) +
      circle(-6, -50, 2.4, '#9a7a3a') +
      line('M-2 -40Q4 -36 8 -40', '#9a7a3a', 2),
  },
};
