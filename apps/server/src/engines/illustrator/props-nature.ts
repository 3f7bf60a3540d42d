/** Props of jungles, valleys, meadows and mountains: animals, plants, treasures and paths. */

import { darken, glow, lighten } from '../../lib/color.ts';
import {
  blob,
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
import { eye } from './companion-parts.ts';
import { COMPANIONS } from './companions.ts';
import type { CompanionArt, PropArt } from './prop-types.ts';
import { fern, flower, rock, roundTree } from './scenery.ts';
import { volcano } from './settings-land.ts';

const INK = '#2b2233';
const blush = (x: number, y: number, r: number) => ellipse(x, y, r, r * 0.6, '#ff8fa3', 'opacity="0.55"');
const soft = (ctx: Ctx, color: string) =>
  ctx.radial([lighten(color, 0.15), color, darken(color, 0.12)], 0.4, 0.35, 0.7);

function butterfly(x: number, y: number, s: number, a: string, b: string): string {
  return g(
    ellipse(-9, -6, 10, 12, a, 'transform="rotate(-25 -9 -6)"') +
      ellipse(9, -6, 10, 12, a, 'transform="rotate(25 9 -6)"') +
      ellipse(-7, 8, 7, 8, b) +
      ellipse(7, 8, 7, 8, b) +
      circle(-9, -6, 3.5, '#ffffff', 'opacity="0.6"') +
      circle(9, -6, 3.5, '#ffffff', 'opacity="0.6"') +
      ellipse(0, 0, 2.5, 12, INK) +
      line('M-1 -11L-6 -19M1 -11L6 -19', INK, 1.2),
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
  );
}

function leafShape(x: number, y: number, s: number, angle: number, color: string): string {
  return path(
    `M0 ${n(s)}C${n(-s * 0.8)} ${n(s * 0.3)} ${n(-s * 0.7)} ${n(-s * 0.6)} 0 ${n(-s)}C${n(s * 0.7)} ${n(-s * 0.6)} ${n(s * 0.8)} ${n(s * 0.3)} 0 ${n(s)}Z`,
    color,
    `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"`,
  );
}

/** A maple-ish autumn leaf. */
function autumnLeaf(x: number, y: number, s: number, angle: number, color: string): string {
  return g(
    path(
      'M0 10C-4 4 -14 6 -16 -2C-10 -2 -12 -8 -8 -12C-4 -8 -2 -10 -2 -16C2 -12 4 -16 6 -18C6 -12 10 -10 12 -12C12 -6 16 -2 14 2C8 2 6 6 0 10Z',
      color,
    ) + line('M0 10L2 -10', darken(color, 0.2), 1),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})`,
  );
}

function footprint(big: boolean, color: string): string {
  if (big) {
    return (
      ellipse(0, 0, 16, 12, color) +
      ellipse(-14, -16, 6, 10, color, 'transform="rotate(-25 -14 -16)"') +
      ellipse(0, -20, 6, 11, color) +
      ellipse(14, -16, 6, 10, color, 'transform="rotate(25 14 -16)"')
    );
  }
  return (
    ellipse(0, 0, 8, 7, color) +
    circle(-8, -10, 3.4, color) +
    circle(-2, -13, 3.4, color) +
    circle(5, -12, 3.4, color) +
    circle(9, -7, 3, color)
  );
}

/** A long-necked dinosaur, gentle and tall. */
function longNeck(ctx: Ctx): string {
  const c = '#8fbf6a';
  const legs = [-40, -22, 20, 36].map((x) => rect(x - 8, -44, 16, 44, darken(c, 0.12), 7)).join('');
  return (
    path('M-50 -50C-80 -50 -110 -40 -124 -20C-100 -26 -80 -30 -50 -34Z', darken(c, 0.05)) +
    legs +
    ellipse(-4, -56, 58, 32, soft(ctx, c)) +
    path('M30 -74C40 -120 44 -160 52 -190L76 -186C70 -150 64 -110 54 -60Z', soft(ctx, c)) +
    ellipse(74, -196, 24, 14, soft(ctx, c)) +
    eye(80, -200, 4.5, false) +
    line('M84 -188Q92 -186 96 -190', INK, 1.6) +
    blush(82, -190, 4) +
    [
      [-30, -62],
      [-8, -70],
      [14, -60],
      [-20, -46],
    ]
      .map(([x, y]) => circle(x as number, y as number, 6, lighten(c, 0.2), 'opacity="0.7"'))
      .join('')
  );
}

function stegosaurus(ctx: Ctx): string {
  const c = '#e0a45a';
  const plates = [-36, -22, -8, 6, 20]
    .map((x, i) =>
      path(
        `M${x - 9} ${-54 - Math.sin((i / 4) * Math.PI) * 10}L${x} ${-80 - Math.sin((i / 4) * Math.PI) * 14}L${x + 9} ${-54 - Math.sin((i / 4) * Math.PI) * 10}Z`,
        '#e86a5a',
      ),
    )
    .join('');
  return (
    plates +
    path('M-40 -30C-70 -30 -86 -20 -96 -6L-88 -4L-40 -18Z', darken(c, 0.05)) +
    path('M-96 -6L-104 -14M-94 -8L-100 0', '#f3e0c0', 'stroke="#f3e0c0" stroke-width="3"') +
    [-30, -12, 14, 30].map((x) => rect(x - 7, -30, 14, 30, darken(c, 0.12), 6)).join('') +
    ellipse(-4, -40, 46, 24, soft(ctx, c)) +
    ellipse(48, -36, 18, 13, soft(ctx, c)) +
    eye(52, -39, 3.6, false) +
    line('M56 -30Q62 -29 64 -32', INK, 1.5) +
    blush(50, -30, 3.5)
  );
}

function triceratops(ctx: Ctx): string {
  const c = '#7fb6e0';
  return (
    path('M-40 -24C-64 -24 -76 -14 -84 -4C-64 -8 -50 -10 -40 -12Z', darken(c, 0.05)) +
    [-30, -12, 12, 28]
      .map((x, i) =>
        rect(
          x - 7,
          -26,
          14,
          26 - (i % 2) * 4,
          darken(c, 0.12),
          6,
          i % 2 ? 'transform="translate(0 -4)"' : '',
        ),
      )
      .join('') +
    ellipse(-4, -36, 40, 22, soft(ctx, c)) +
    path('M30 -66C54 -76 66 -60 60 -40C50 -40 38 -44 30 -50Z', '#f2b36b') +
    ellipse(54, -38, 18, 14, soft(ctx, c)) +
    path('M52 -52L60 -74L62 -50Z', '#fff3d6') +
    path('M62 -50L76 -66L68 -46Z', '#fff3d6') +
    path('M70 -36L82 -40L72 -30Z', '#fff3d6') +
    eye(56, -40, 3.6, false) +
    line('M62 -30Q68 -29 70 -32', INK, 1.5) +
    [
      [-20, -44],
      [0, -48],
      [14, -38],
    ]
      .map(([x, y]) => circle(x as number, y as number, 5, lighten(c, 0.2), 'opacity="0.7"'))
      .join('')
  );
}

function elephant(ctx: Ctx): string {
  const c = '#a9b6cc';
  return (
    ellipse(0, -4, 90, 14, '#8a6a4a') +
    ellipse(-10, -6, 70, 9, '#9d7b58') +
    [-30, -12, 14, 30].map((x) => rect(x - 9, -38, 18, 32, darken(c, 0.1), 8)).join('') +
    ellipse(-2, -48, 44, 30, soft(ctx, c)) +
    line('M-44 -50Q-54 -40 -52 -30', c, 4) +
    ellipse(40, -64, 26, 24, soft(ctx, c)) +
    ellipse(24, -66, 16, 20, '#c7d1e2') +
    ellipse(24, -66, 10, 14, '#f2c0cc', 'opacity="0.8"') +
    path('M58 -60C72 -60 76 -76 74 -90C80 -90 84 -86 84 -80C84 -62 74 -50 58 -50Z', soft(ctx, c)) +
    eye(48, -70, 4, false) +
    blush(52, -58, 4) +
    line('M46 -52Q50 -48 54 -52', INK, 1.6) +
    [
      [-60, -10],
      [40, -10],
      [70, -6],
    ]
      .map(([x, y]) => ellipse(x as number, y as number, 10, 4, '#7a5a3a'))
      .join('')
  );
}

function tiger(ctx: Ctx): string {
  const c = '#f29a3a';
  const stripe = '#3a2a2a';
  return (
    path('M-60 -14C-90 -14 -96 -34 -84 -40C-80 -30 -72 -24 -60 -24Z', c) +
    ellipse(-6, -22, 58, 22, soft(ctx, c)) +
    [-34, -18, -2, 14]
      .map((x) =>
        path(
          `M${x} -42Q${x + 4} -32 ${x} -24`,
          'none',
          `stroke="${stripe}" stroke-width="4" stroke-linecap="round" opacity="0.8"`,
        ),
      )
      .join('') +
    ellipse(40, -6, 16, 7, c) +
    ellipse(14, -6, 16, 7, c) +
    circle(56, -40, 24, soft(ctx, c)) +
    path('M38 -60L36 -74L50 -64ZM66 -64L78 -72L74 -58Z', c) +
    ellipse(58, -32, 14, 10, '#fff3e0') +
    eye(50, -44, 4, true) +
    eye(66, -44, 4, true) +
    ellipse(58, -36, 3.5, 2.5, '#ff8fa3') +
    line('M48 -58L52 -52M58 -62L58 -55M68 -58L64 -52', stripe, 2.5) +
    blush(44, -34, 4) +
    blush(72, -34, 4)
  );
}

function parrot(ctx: Ctx): string {
  return (
    path('M-10 -10L-30 30L-18 28L-16 44L-6 20Z', '#4f8fe8') +
    path('M-4 -8L-10 36L0 30L8 40L6 -4Z', '#ffd23f') +
    ellipse(0, -40, 24, 34, soft(ctx, '#ef4f4f')) +
    path('M-20 -48C-50 -70 -62 -40 -56 -22C-40 -22 -26 -30 -18 -36Z', '#4fb86a') +
    path(
      'M-56 -22C-50 -34 -42 -38 -30 -38',
      'none',
      'stroke="#4f8fe8" stroke-width="8" stroke-linecap="round"',
    ) +
    circle(6, -74, 18, soft(ctx, '#ef4f4f')) +
    ellipse(12, -76, 8, 7, '#ffffff') +
    eye(13, -76, 3.6, false) +
    path('M20 -72Q34 -72 32 -58Q26 -62 20 -62Z', '#3a3a48') +
    path('M20 -72Q30 -70 30 -64L22 -66Z', '#f2e6d6')
  );
}

function owlOnStump(ctx: Ctx): string {
  const owl = (COMPANIONS.owl as CompanionArt).draw(ctx, { asleep: false, time: 'day' });
  return (
    path('M-36 0L-30 -40L30 -40L36 0Z', ctx.linear(['#9b6b45', '#7a5236'], 0, 0, 1, 0)) +
    ellipse(0, -40, 30, 8, '#c9a070') +
    ellipse(0, -40, 20, 5, '#b08858') +
    g(owl, 'translate(0 -42) scale(0.62)')
  );
}

function pony(ctx: Ctx): string {
  const c = '#f4e4d4';
  const mane = '#c58bd8';
  return (
    path('M-48 -60C-70 -56 -76 -36 -70 -22C-62 -36 -56 -44 -44 -48Z', mane) +
    [-34, -18, 16, 32]
      .map((x) => rect(x - 6, -44, 12, 44, darken(c, 0.1), 5) + rect(x - 6.5, -8, 13, 8, '#8a6a5a', 3))
      .join('') +
    ellipse(-2, -56, 46, 24, soft(ctx, c)) +
    path('M24 -64C28 -84 36 -96 46 -100L62 -88C54 -80 50 -68 46 -52Z', soft(ctx, c)) +
    ellipse(60, -92, 20, 14, soft(ctx, c), 'transform="rotate(20 60 -92)"') +
    path('M40 -106L44 -118L50 -104Z', c) +
    path('M28 -96C30 -110 44 -114 50 -104C44 -98 38 -84 34 -70C28 -74 26 -84 28 -96Z', mane) +
    eye(60, -96, 3.8, false) +
    circle(74, -86, 1.6, darken(c, 0.4)) +
    line('M66 -80Q70 -78 74 -81', INK, 1.4) +
    blush(62, -84, 4)
  );
}

function sheepWithFence(ctx: Ctx): string {
  const sheep = (x: number, y: number, s: number, jump: boolean) =>
    g(
      (jump
        ? line('M-12 10L-20 18M12 10L20 16', '#3a3a48', 4)
        : line('M-12 10L-12 22M12 10L12 22', '#3a3a48', 4)) +
        path(blob(0, 0, 26, 18, ctx.random, 0.06, 12), '#ffffff') +
        [
          [-14, -8],
          [0, -12],
          [14, -8],
          [-8, 6],
          [10, 6],
        ]
          .map(([cx, cy]) => circle(cx as number, cy as number, 8, '#f4f1ff'))
          .join('') +
        ellipse(26, -6, 10, 9, '#4a4458') +
        ellipse(20, -14, 5, 3, '#4a4458') +
        eye(28, -8, 2.4, false, '#ffffff'),
      `translate(${n(x)} ${n(y)}) scale(${n(s)})${jump ? ' rotate(-15)' : ''}`,
    );
  return (
    rect(-70, -40, 8, 40, '#c9a070', 2) +
    rect(62, -40, 8, 40, '#c9a070', 2) +
    rect(-4, -44, 8, 44, '#c9a070', 2) +
    rect(-76, -34, 152, 8, '#d9b484', 3) +
    rect(-76, -18, 152, 8, '#d9b484', 3) +
    sheep(-4, -76, 1.1, true) +
    sheep(-86, -20, 0.9, false)
  );
}

export const NATURE_PROPS: Record<string, PropArt> = {
  'golden-flower': {
    place: 'small',
    size: 0.13,
    draw: (ctx) => {
      let petals = '';
      for (let i = 0; i < 6; i++) {
        const a = i * 60;
        petals += ellipse(
          0,
          -78,
          9,
          20,
          ctx.linear([glow('#fff3a0'), glow('#ffc23a')]),
          `transform="rotate(${a} 0 -60)"`,
        );
      }
      return (
        circle(
          0,
          -60,
          46,
          ctx.radial([
            [glow('#fff6c4'), 0, 0.8],
            [glow('#ffe27a'), 1, 0],
          ]),
        ) +
        line('M0 0Q-6 -30 0 -50', '#4f9a4a', 5) +
        leafShape(-12, -24, 10, -50, '#5fb35a') +
        petals +
        circle(0, -60, 10, glow('#ff9f3a')) +
        path(sparkle(28, -92, 8), glow('#ffffff'))
      );
    },
  },
  vines: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      const count = Math.max(4, Math.round(f.w / 160));
      for (let i = 0; i < count; i++) {
        const x = ((i + 0.5) / count) * f.w;
        const len = ctx.between(0.3, 0.6) * f.h;
        out += path(
          `M${n(x)} -10Q${n(x + 40)} ${n(len * 0.5)} ${n(x - 10)} ${n(len)}`,
          'none',
          'stroke="#3f8a4a" stroke-width="7" stroke-linecap="round"',
        );
        for (let t = 0.15; t < 1; t += 0.17)
          out += leafShape(x + 12 * Math.sin(t * 6), len * t, 14, ctx.between(-60, 60), '#5fb35a');
      }
      return out;
    },
  },
  parrot: { place: 'air', size: 0.16, draw: (ctx) => parrot(ctx) },
  tiger: { place: 'scenery', size: 0.2, width: 1.7, draw: (ctx) => tiger(ctx) },
  bananas: {
    place: 'small',
    size: 0.1,
    draw: (ctx) => {
      const banana = (y: number, a: number) =>
        g(
          path('M-46 -30C-32 -4 32 -4 46 -34C32 -18 -30 -18 -46 -30Z', ctx.linear(['#ffe680', '#f2b52e'])) +
            path('M-46 -30L-52 -36L-44 -36Z', '#7a5a2a') +
            circle(46, -34, 2.5, '#5a4a2a'),
          `translate(0 ${y}) rotate(${a} 0 -20)`,
        );
      return banana(-24, -8) + banana(-12, 4) + banana(0, -2);
    },
  },
  butterflies: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      const pairs: [string, string][] = [
        ['#ff8fb1', '#ffd23f'],
        ['#7fc8ff', '#b59cff'],
        ['#ffb35c', '#ff6b6b'],
        ['#b8f06b', '#4fc3a1'],
      ];
      let out = '';
      for (let i = 0; i < 6; i++) {
        const [a, b] = pairs[i % pairs.length] as [string, string];
        const x = f.childX - f.side * (140 + i * 70) + ctx.between(-30, 30);
        const y = f.ground - 380 + Math.sin(i * 1.7) * 120;
        out += butterfly(x, y, ctx.between(1.3, 1.9), a, b);
      }
      return out;
    },
  },
  'big-tree': {
    place: 'scenery',
    size: 0.62,
    draw: (ctx) =>
      roundTree(ctx, 0, 0, 100, '#4fa85a', '#8b5e3c') +
      ellipse(0, -26, 4, 6, '#4a2f20') +
      path('M6 -44Q20 -52 28 -62', 'none', 'stroke="#8b5e3c" stroke-width="4" stroke-linecap="round"') +
      path(
        'M-10 -2C-16 0 -20 2 -22 0M10 -2C16 0 20 2 22 0',
        'none',
        'stroke="#7a5236" stroke-width="3" stroke-linecap="round"',
      ),
  },
  footprints: {
    place: 'overlay',
    front: false,
    spread: (_ctx, f) => {
      const big = f.setting === 'dinosaur-valley';
      let out = '';
      const startX = f.childX - f.side * 60;
      for (let i = 0; i < 7; i++) {
        const t = i / 6;
        const y = f.h - 40 - t * (f.h - f.horizon - 80);
        const x = startX - f.side * t * f.w * 0.35 + (i % 2 ? 18 : -18) * (1 - t * 0.6);
        const s = (big ? 2.8 : 1.8) * (1 - t * 0.6);
        out += g(
          footprint(big, '#5a4a32'),
          `translate(${n(x)} ${n(y)}) scale(${n(s)} ${n(s * 0.55)}) rotate(${n(f.side * 20)})`,
          'opacity="0.55"',
        );
      }
      return out;
    },
  },
  elephant: { place: 'scenery', size: 0.26, width: 1.8, draw: (ctx) => elephant(ctx) },
  'dino-egg': {
    place: 'small',
    size: 0.14,
    draw: (ctx) =>
      [-40, -20, 0, 20, 40]
        .map((x, i) =>
          ellipse(x, -8, 22, 9, i % 2 ? '#6fb35a' : '#8fcf6a', `transform="rotate(${x / 2} ${x} -8)"`),
        )
        .join('') +
      path(
        'M0 -100C26 -100 38 -60 36 -40C34 -18 18 -8 0 -8C-18 -8 -34 -18 -36 -40C-38 -60 -26 -100 0 -100Z',
        ctx.radial(['#fff8e6', '#f2e2c0'], 0.4, 0.3, 0.8),
      ) +
      [
        [-14, -70, 7],
        [12, -52, 9],
        [-10, -34, 6],
        [18, -80, 5],
      ]
        .map(([x, y, r]) => circle(x as number, y as number, r as number, '#8fcf9a'))
        .join('') +
      ellipse(-16, -86, 5, 9, '#ffffff', 'opacity="0.7" transform="rotate(20 -16 -86)"'),
  },
  ferns: {
    place: 'scenery',
    size: 0.2,
    width: 1.4,
    draw: (ctx) =>
      fern(ctx, -30, 0, 70, '#4f9f4f') + fern(ctx, 30, 0, 80, '#3f8f45') + fern(ctx, 0, 0, 100, '#5aab55'),
  },
  'long-neck': { place: 'scenery', size: 0.6, width: 1.3, draw: (ctx) => g(longNeck(ctx), 'scale(0.5)') },
  stegosaurus: {
    place: 'scenery',
    size: 0.26,
    width: 1.6,
    draw: (ctx) => g(stegosaurus(ctx), 'scale(1.05)'),
  },
  volcano: { place: 'horizon', size: 0.32, draw: (ctx) => volcano(ctx, 0, 0, 170, 100) },
  berries: {
    place: 'small',
    size: 0.09,
    draw: (ctx) =>
      ellipse(0, -10, 50, 14, '#5fb35a') +
      leafShape(-34, -18, 14, -70, '#4f9f4f') +
      leafShape(34, -18, 14, 70, '#4f9f4f') +
      [
        [-20, -24, '#e8484f'],
        [-4, -30, '#6a5acd'],
        [12, -24, '#e8484f'],
        [26, -20, '#6a5acd'],
        [4, -40, '#e8484f'],
        [-12, -40, '#6a5acd'],
      ]
        .map(
          ([x, y, c]) =>
            circle(
              x as number,
              y as number,
              10,
              ctx.radial([lighten(c as string, 0.3), c as string], 0.35, 0.35, 0.7),
            ) + circle((x as number) - 3, (y as number) - 3, 2.5, '#ffffff', 'opacity="0.7"'),
        )
        .join(''),
  },
  triceratops: { place: 'scenery', size: 0.22, width: 1.6, draw: (ctx) => triceratops(ctx) },
  owl: { place: 'scenery', size: 0.26, draw: (ctx) => owlOnStump(ctx) },
  hill: {
    place: 'scenery',
    size: 0.3,
    width: 3,
    draw: (ctx) =>
      path('M-150 0C-100 -60 -40 -100 0 -100C40 -100 100 -60 150 0Z', ctx.linear(['#8fd47e', '#5fae58'])) +
      path('M0 -100C-10 -70 20 -40 -10 0L10 0C40 -40 10 -70 4 -100Z', '#f3dfaa', 'opacity="0.9"') +
      line('M0 -100L0 -130', '#8a6a4a', 2.5) +
      path('M0 -130L22 -124L0 -118Z', '#ff6b6b') +
      flower(-60, -30, 4, '#ffd45c') +
      flower(60, -26, 4, '#ff8fb1'),
  },
  flowers: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      const petals = ['#ff8fb1', '#ffd45c', '#ffffff', '#b79cff', '#ff6b6b', '#ffa94d'];
      const count = Math.round(f.w / 14);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const t = ctx.random();
        const y = f.horizon + 60 + t * (f.h - f.horizon - 60);
        out += flower(x, y, 5 + t * 9, ctx.pick(petals));
      }
      return out;
    },
  },
  bridge: {
    place: 'scenery',
    size: 0.2,
    width: 2.4,
    draw: (ctx) =>
      ellipse(0, -6, 130, 14, ctx.linear(['#9fe0f5', '#4fb0dc'])) +
      path('M-110 -10Q0 -70 110 -10L110 0Q0 -56 -110 0Z', ctx.linear(['#c9945f', '#9b6b45'])) +
      [-80, -40, 0, 40, 80].map((x) => rect(x - 3, -52 + Math.abs(x) * 0.42, 6, 26, '#8a5a3a', 2)).join('') +
      path('M-84 -44Q0 -98 84 -44', 'none', 'stroke="#8a5a3a" stroke-width="5" stroke-linecap="round"'),
  },
  signpost: {
    place: 'scenery',
    size: 0.26,
    draw: (ctx) =>
      rect(-5, -96, 10, 96, ctx.linear(['#b07a4f', '#8a5a3a'], 0, 0, 1, 0), 3) +
      path('M-6 -90L44 -90L56 -80L44 -70L-6 -70Z', '#d9a86a') +
      path(softStar(22, -80, 7, 3), '#ff8a5c') +
      path('M6 -62L-44 -62L-56 -52L-44 -42L6 -42Z', '#c99a5a') +
      path(heart(-24, -52, 6), '#ff6b8b') +
      path('M-6 -34L34 -34L44 -26L34 -18L-6 -18Z', '#d9a86a') +
      circle(16, -26, 5, '#4fb06a') +
      ellipse(0, 0, 18, 4, '#6b8a4a'),
  },
  map: {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      path('M-50 -80L-18 -88L18 -78L50 -86L50 -8L18 0L-18 -10L-50 -2Z', ctx.linear(['#fbecc8', '#e9cf98'])) +
      path('M-18 -88L-18 -10M18 -78L18 0', 'none', 'stroke="#d9b87a" stroke-width="1.5"') +
      path(
        'M-38 -20Q-30 -50 -6 -44T24 -56T36 -70',
        'none',
        'stroke="#c0392b" stroke-width="3" stroke-dasharray="5 5" stroke-linecap="round"',
      ) +
      path(
        'M30 -76L42 -64M42 -76L30 -64',
        'none',
        'stroke="#c0392b" stroke-width="4" stroke-linecap="round"',
      ) +
      circle(-30, -66, 8, '#7fc77a') +
      circle(-22, -70, 6, '#6fb76a') +
      path('M6 -30L14 -16L-2 -16Z', '#9a8a78') +
      ellipse(30, -30, 10, 5, '#8fd0f0'),
  },
  leaves: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const colors = ['#f28a3a', '#e8484f', '#f2b52e', '#c0642a'];
      const count = Math.round(f.w / 45);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const y = ctx.random() * f.h;
        if (Math.abs(x - f.childX) < 120 && y > f.ground - 460 && y < f.ground - 250) continue;
        out += autumnLeaf(x, y, ctx.between(0.9, 1.6), ctx.between(0, 360), ctx.pick(colors));
      }
      return out;
    },
  },
  sheep: { place: 'scenery', size: 0.24, width: 1.8, draw: (ctx) => sheepWithFence(ctx) },
  pony: { place: 'scenery', size: 0.3, width: 1.2, draw: (ctx) => g(pony(ctx), 'scale(0.85)') },
  'dragon-scale': {
    place: 'small',
    size: 0.1,
    draw: (ctx) =>
      circle(
        0,
        -50,
        50,
        ctx.radial([
          [glow('#c9fff0'), 0, 0.6],
          [glow('#b59cff'), 1, 0],
        ]),
      ) +
      path(
        'M0 -96C30 -80 36 -40 0 -6C-36 -40 -30 -80 0 -96Z',
        ctx.linear([glow('#7ff0d0'), glow('#5aa9f0'), glow('#b07be0')], 0, 0, 1, 1),
      ) +
      path('M0 -84C16 -70 20 -44 0 -20C10 -44 8 -66 0 -84Z', '#ffffff', 'opacity="0.45"') +
      path(sparkle(26, -84, 8), glow('#ffffff')),
  },
  crystals: {
    place: 'scenery',
    size: 0.24,
    draw: (ctx) =>
      circle(
        0,
        -40,
        70,
        ctx.radial([
          [glow('#d9c2ff'), 0, 0.5],
          [glow('#9fe3ff'), 1, 0],
        ]),
      ) +
      [
        [-34, 60, -20, '#b59cff'],
        [0, 100, 0, '#9fe3ff'],
        [30, 70, 18, '#ff9fd6'],
        [-12, 50, -8, '#9fe3ff'],
      ]
        .map(([x, h, a, c]) =>
          g(
            path(
              `M-12 0L-12 ${-(h as number) * 0.75}L0 ${-(h as number)}L12 ${-(h as number) * 0.75}L12 0Z`,
              ctx.linear([glow(lighten(c as string, 0.3)), glow(c as string)], 0, 0, 1, 0),
            ) +
              path(`M0 ${-(h as number)}L0 0L12 0L12 ${-(h as number) * 0.75}Z`, '#ffffff', 'opacity="0.25"'),
            `translate(${x} 0) rotate(${a})`,
          ),
        )
        .join('') +
      rock(ctx, 0, 2, 110, 18, '#7d7599'),
  },
  gems: {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      [
        [-30, -8],
        [30, -8],
        [-14, -4],
        [14, -4],
        [0, -14],
      ]
        .map(([x, y]) => ellipse(x as number, y as number, 12, 5, glow('#ffd23f')))
        .join('') +
      [
        [-26, -30, '#ff6b8b'],
        [24, -28, '#4fa9f0'],
        [0, -44, '#6bcf63'],
        [-6, -22, '#b07be0'],
      ]
        .map(
          ([x, y, c]) =>
            path(
              `M${(x as number) - 14} ${y}L${(x as number) - 8} ${(y as number) - 12}L${(x as number) + 8} ${(y as number) - 12}L${(x as number) + 14} ${y}L${x} ${(y as number) + 16}Z`,
              ctx.linear([lighten(c as string, 0.35), c as string]),
            ) +
            path(
              `M${(x as number) - 8} ${(y as number) - 12}L${x} ${y}L${(x as number) + 8} ${(y as number) - 12}Z`,
              '#ffffff',
              'opacity="0.4"',
            ),
        )
        .join('') +
      path(sparkle(30, -56, 8), glow('#ffffff')),
  },
  marshmallows: {
    place: 'small',
    size: 0.13,
    draw: (ctx) =>
      [-30, -10, 10, 30]
        .map((x, i) =>
          rect(x - 6, -12, 12 + (i % 2) * 4, 12, '#8a5a3a', 4, `transform="rotate(${x} ${x} -6)"`),
        )
        .join('') +
      path(
        'M-22 -14C-26 -40 -10 -56 0 -74C8 -56 26 -40 22 -14Z',
        ctx.linear([glow('#ffe066'), glow('#ff7a3d')]),
      ) +
      path('M-10 -14C-12 -30 -4 -38 0 -48C4 -38 12 -30 10 -14Z', glow('#fff3a0')) +
      line('M30 -6L-14 -80', '#a0764a', 3) +
      rect(-26, -100, 18, 16, '#fff8f0', 6, 'transform="rotate(-30 -17 -92)"') +
      rect(-22, -86, 18, 16, '#f6e0c8', 6, 'transform="rotate(-30 -13 -78)"'),
  },
};
