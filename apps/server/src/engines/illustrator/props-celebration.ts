/** Props of castles, Halloween, Christmas and birthdays. */

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
  star,
} from '../drawing/svg.ts';
import { eye } from './companion-parts.ts';
import type { PropArt } from './prop-types.ts';
import { pineTree } from './scenery.ts';
import { castleDrawing } from './settings-land.ts';

/** A wrapped present with a ribbon and bow, its base centred on (x, 0). */
export function present(ctx: Ctx, x: number, w: number, h: number, paper: string, ribbon: string): string {
  return (
    rect(x - w / 2, -h, w, h, ctx.linear([lighten(paper, 0.08), darken(paper, 0.1)]), 4) +
    rect(x - w / 2 - 2, -h - 2, w + 4, h * 0.22, lighten(paper, 0.12), 3) +
    rect(x - w * 0.08, -h, w * 0.16, h, ribbon) +
    ellipse(
      x - w * 0.16,
      -h - 6,
      w * 0.16,
      w * 0.1,
      ribbon,
      `transform="rotate(-20 ${n(x - w * 0.16)} ${n(-h - 6)})"`,
    ) +
    ellipse(
      x + w * 0.16,
      -h - 6,
      w * 0.16,
      w * 0.1,
      ribbon,
      `transform="rotate(20 ${n(x + w * 0.16)} ${n(-h - 6)})"`,
    ) +
    circle(x, -h - 4, w * 0.07, darken(ribbon, 0.1))
  );
}

/** A jack-o'-lantern; `lit` makes it glow from inside. */
export function pumpkin(ctx: Ctx, x: number, y: number, r: number, lit: boolean, face: boolean): string {
  const body = '#f28a2e';
  let out =
    ellipse(x - r * 0.45, y - r * 0.85, r * 0.6, r * 0.82, darken(body, 0.08)) +
    ellipse(x + r * 0.45, y - r * 0.85, r * 0.6, r * 0.82, darken(body, 0.08)) +
    ellipse(x, y - r * 0.88, r * 0.62, r * 0.88, ctx.radial([lighten(body, 0.18), body], 0.45, 0.35, 0.7)) +
    path(
      `M${n(x - r * 0.08)} ${n(y - r * 1.7)}Q${n(x)} ${n(y - r * 2.1)} ${n(x + r * 0.2)} ${n(y - r * 2.05)}L${n(x + r * 0.1)} ${n(y - r * 1.68)}Z`,
      '#5f8a3a',
    );
  if (face) {
    const light = lit ? glow('#ffd45c') : '#6b3a12';
    out +=
      path(
        `M${n(x - r * 0.55)} ${n(y - r * 1.05)}L${n(x - r * 0.25)} ${n(y - r * 1.25)}L${n(x - r * 0.2)} ${n(y - r * 0.92)}Z`,
        light,
      ) +
      path(
        `M${n(x + r * 0.55)} ${n(y - r * 1.05)}L${n(x + r * 0.25)} ${n(y - r * 1.25)}L${n(x + r * 0.2)} ${n(y - r * 0.92)}Z`,
        light,
      ) +
      path(
        `M${n(x - r * 0.6)} ${n(y - r * 0.62)}Q${n(x)} ${n(y - r * 0.1)} ${n(x + r * 0.6)} ${n(y - r * 0.62)}Q${n(x)} ${n(y - r * 0.4)} ${n(x - r * 0.6)} ${n(y - r * 0.62)}Z`,
        light,
      );
    if (lit)
      out =
        circle(
          x,
          y - r * 0.9,
          r * 2.2,
          ctx.radial([
            [glow('#ffcf6b'), 0, 0.5],
            [glow('#ff9f3a'), 1, 0],
          ]),
        ) + out;
  }
  return out;
}

function christmasTree(ctx: Ctx): string {
  let out = pineTree(ctx, 0, 0, 100, '#2f9a5a');
  const balls: [number, number, string][] = [
    [-18, -28, '#e8484f'],
    [16, -34, '#ffd23f'],
    [-8, -52, '#4fa9f0'],
    [12, -60, '#e8484f'],
    [-4, -74, '#ffd23f'],
    [24, -18, '#b07be0'],
    [-28, -12, '#4fa9f0'],
  ];
  out += path(
    'M-30 -20Q0 -10 28 -30M-22 -46Q0 -36 20 -54M-12 -70Q0 -62 12 -76',
    'none',
    'stroke="#ffd23f" stroke-width="1.6" opacity="0.8"',
  );
  for (const [x, y, c] of balls)
    out += circle(x, y, 4.2, c) + circle(x - 1.2, y - 1.2, 1.2, '#ffffff', 'opacity="0.8"');
  for (let i = 0; i < 10; i++)
    out += circle(ctx.between(-26, 26), ctx.between(-80, -8), 1.6, glow('#fff3a0'));
  out += ctx.halo(0, -96, 24, glow('#fff3a0'), 0.7) + path(softStar(0, -96, 10, 4.5), glow('#ffd23f'));
  return out;
}

function snowman(ctx: Ctx): string {
  const snow = ctx.radial(['#ffffff', '#e6eefa', '#c9d6ee'], 0.4, 0.35, 0.75);
  return (
    line('M-22 -52L-46 -66M-44 -64L-50 -72M22 -52L46 -64M44 -62L52 -68', '#7a5236', 3) +
    circle(0, -24, 28, snow) +
    circle(0, -60, 21, snow) +
    circle(0, -88, 15, snow) +
    rect(-14, -108, 28, 5, '#3a3a48', 2) +
    rect(-9, -126, 18, 20, '#3a3a48', 3) +
    rect(-9, -112, 18, 4, '#e8484f') +
    path('M0 -86L16 -83L0 -81Z', '#ff8a3d') +
    eye(-5, -92, 2.4, false) +
    eye(5, -92, 2.4, false) +
    [-6, -3, 0, 3, 6].map((x, i) => circle(x, -79 + Math.abs(i - 2) * -0.8 + 1, 1.1, '#3a3a48')).join('') +
    path('M-16 -72Q0 -66 16 -72L16 -66Q0 -60 -16 -66Z', '#e8484f') +
    rect(6, -70, 7, 20, '#e8484f', 2) +
    circle(0, -56, 2.2, '#3a3a48') +
    circle(0, -46, 2.2, '#3a3a48')
  );
}

function sleigh(ctx: Ctx): string {
  return (
    path('M-60 0L60 0Q80 0 78 -16', 'none', 'stroke="#d9a84a" stroke-width="5" stroke-linecap="round"') +
    line('M-40 0L-40 -14M30 0L30 -14', '#d9a84a', 4) +
    present(ctx, -20, 26, 26, '#4fa9f0', '#ffd23f') +
    present(ctx, 6, 22, 34, '#6bcf63', '#e8484f') +
    path(
      'M-64 -14L40 -14Q56 -14 60 -34Q64 -50 76 -52Q70 -40 70 -28Q66 -8 40 -6L-56 -6Q-66 -6 -64 -14Z',
      ctx.linear(['#ef4f4f', '#c0392b']),
    ) +
    path('M-66 -14Q-70 -50 -50 -52L-36 -52L-40 -14Z', ctx.linear(['#ef4f4f', '#c0392b'])) +
    path('M-62 -20L30 -20', 'none', 'stroke="#ffd23f" stroke-width="2.5"')
  );
}

function partyHat(ctx: Ctx): string {
  return (
    path('M-26 0L0 -90L26 0Z', ctx.linear(['#ff6b8b', '#ff9f4a'], 0, 0, 1, 1)) +
    path('M-18 -26L18 -26L14 -40L-14 -40ZM-9 -56L9 -56L6 -68L-6 -68Z', '#ffd23f', 'opacity="0.9"') +
    circle(0, -92, 10, '#4fa9f0') +
    ellipse(0, 0, 28, 6, '#ffd23f')
  );
}

function cake(ctx: Ctx): string {
  return (
    ellipse(0, -4, 56, 8, '#e6e6f0') +
    rect(-44, -40, 88, 36, ctx.linear(['#ffb3c7', '#f28aa8']), 8) +
    rect(-34, -66, 68, 28, ctx.linear(['#fff1d6', '#f2d8b0']), 8) +
    path(
      'M-44 -36Q-38 -26 -32 -36Q-26 -24 -20 -36Q-14 -28 -8 -36Q-2 -24 4 -36Q10 -28 16 -36Q22 -26 28 -36Q34 -28 44 -36L44 -40L-44 -40Z',
      '#ffffff',
    ) +
    [-18, 0, 18].map((x) => circle(x, -20, 3, '#e8484f')).join('') +
    [-16, 0, 16]
      .map(
        (x, i) =>
          rect(x - 2.5, -84, 5, 18, ['#4fa9f0', '#ffd23f', '#6bcf63'][i] as string, 2) +
          ctx.halo(x, -90, 16, glow('#ffcf6b'), 0.7) +
          path(`M${x} -96Q${x + 4} -90 ${x} -86Q${x - 4} -90 ${x} -96Z`, glow('#ffb13d')),
      )
      .join('')
  );
}

export const CELEBRATION_PROPS: Record<string, PropArt> = {
  'golden-key': {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      circle(
        0,
        -50,
        46,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.6],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      g(
        circle(0, -76, 16, 'none', `stroke="${glow('#f2c230')}" stroke-width="8"`) +
          path(heart(0, -76, 6), glow('#ffe680')) +
          rect(-4, -62, 8, 54, glow('#f2c230'), 3) +
          rect(4, -24, 14, 7, glow('#f2c230'), 2) +
          rect(4, -12, 10, 7, glow('#f2c230'), 2),
        'rotate(20 0 -50)',
      ) +
      path(sparkle(26, -84, 8), glow('#ffffff')),
  },
  drawbridge: {
    place: 'scenery',
    size: 0.42,
    width: 1.2,
    draw: (ctx) =>
      g(castleDrawing(ctx, 0, -18, 0.4)) +
      path('M-12 -18L12 -18L22 0L-22 0Z', ctx.linear(['#a87a4a', '#8a5a3a'])) +
      line('M-12 -40L-20 -4M12 -40L20 -4', '#6b6b7a', 1.4) +
      ellipse(0, 0, 60, 6, '#7fc7e8'),
  },
  tower: {
    place: 'scenery',
    size: 0.56,
    draw: (ctx) =>
      rect(-24, -70, 48, 70, ctx.linear(['#efe6da', '#cdbfae'], 0, 0, 1, 0), 3) +
      [-60, -44, -28, -12]
        .map((y, i) => rect(-24, y, 48, 1.5, '#c2b3a0', 0, `opacity="${0.5 + i * 0.05}"`))
        .join('') +
      path('M-30 -68Q0 -128 30 -68Z', ctx.linear(['#a98ae6', '#7a5ac0'], 0, 0, 1, 0)) +
      line('M0 -96L0 -112', '#7a6a5a', 1.6) +
      path('M0 -112L16 -108L0 -104Z', '#ff6b6b') +
      rect(-7, -56, 14, 18, '#5a4a7a', 7) +
      rect(-6, -28, 12, 12, '#5a4a7a', 6) +
      path('M-10 0L-10 -10Q0 -18 10 -10L10 0Z', '#8a6248'),
  },
  banners: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      const colors = ['#8f6fd0', '#ffd23f', '#e8484f', '#4fa9f0'];
      const y0 = f.h * 0.08;
      out += path(
        `M-10 ${n(y0)}Q${n(f.w / 2)} ${n(y0 + 90)} ${n(f.w + 10)} ${n(y0)}`,
        'none',
        'stroke="#8a6a4a" stroke-width="3"',
      );
      const count = Math.round(f.w / 70);
      for (let i = 1; i < count; i++) {
        const t = i / count;
        const x = -10 + (f.w + 20) * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 90) + t * t * y0;
        out += path(
          `M${n(x - 20)} ${n(y)}L${n(x + 20)} ${n(y)}L${n(x)} ${n(y + 44)}Z`,
          colors[i % colors.length] as string,
        );
      }
      for (const x of [f.w * 0.08, f.w * 0.92]) {
        const c = ctx.pick(colors);
        out +=
          rect(x - 40, 0, 80, 230, c) +
          path(`M${n(x - 40)} 230L${n(x)} 270L${n(x + 40)} 230Z`, c) +
          path(softStar(x, 120, 22, 10), glow('#ffe27a'));
      }
      return out;
    },
  },
  picnic: {
    place: 'small',
    size: 0.12,
    width: 1.8,
    draw: (ctx) => {
      let cloth = path('M-90 0L-60 -40L60 -40L90 0Z', '#ffffff');
      for (let i = 0; i < 6; i++)
        cloth += path(
          `M${-90 + i * 30} 0L${-60 + i * 20} -40L${-50 + i * 20} -40L${-75 + i * 30} 0Z`,
          '#ef5b5b',
          'opacity="0.85"',
        );
      return (
        cloth +
        path('M10 -44L14 -76L50 -76L54 -44Z', ctx.linear(['#d9a86a', '#b07a4f'])) +
        path('M16 -76Q32 -100 48 -76', 'none', 'stroke="#9b6b45" stroke-width="4"') +
        circle(-30, -24, 10, '#e8484f') +
        path('M-56 -14L-36 -14L-46 -30Z', '#ffe0a0') +
        ellipse(-8, -14, 10, 5, '#fff3d6')
      );
    },
  },
  paintings: {
    place: 'scenery',
    size: 0.3,
    width: 1.6,
    draw: (ctx) =>
      rect(-80, -100, 160, 100, ctx.linear(['#e9dfd2', '#cfc1b0']), 4) +
      rect(-66, -88, 58, 70, '#d9a84a', 3) +
      rect(-60, -82, 46, 58, ctx.linear(['#9fd4f5', '#8fd47e'])) +
      circle(-44, -66, 7, '#ffd23f') +
      path('M-60 -34Q-40 -50 -14 -34L-14 -24L-60 -24Z', '#5fae58') +
      rect(8, -84, 56, 56, '#d9a84a', 3) +
      rect(14, -78, 44, 44, '#f6e6c8') +
      circle(36, -60, 12, '#f2c9a6') +
      path('M24 -34Q36 -48 48 -34Z', '#8f6fd0') +
      line('M31 -60L31 -61M41 -60L41 -61', '#2b2233', 2.5) +
      line('M32 -55Q36 -52 40 -55', '#2b2233', 1.4) +
      path('M24 -66Q36 -80 48 -66Q42 -72 36 -72Q30 -72 24 -66Z', '#7a4a2e'),
  },
  lute: {
    place: 'small',
    size: 0.13,
    draw: (ctx) =>
      g(
        ellipse(0, -30, 26, 30, ctx.radial(['#e0a060', '#b07040'], 0.4, 0.35, 0.7)) +
          circle(0, -36, 8, '#5a3a22') +
          rect(-5, -100, 10, 60, '#8a5a3a', 3) +
          rect(-7, -108, 14, 12, '#6b4228', 3, 'transform="rotate(-20 0 -102)"') +
          line('M-2 -100L-2 -12M2 -100L2 -12', '#f2e6d6', 0.8),
        'rotate(25 0 -50)',
      ) +
      path('M40 -86L40 -104L52 -108L52 -90', 'none', 'stroke="#7b6be0" stroke-width="3"') +
      ellipse(37, -86, 5, 4, '#7b6be0') +
      ellipse(49, -90, 5, 4, '#7b6be0'),
  },
  crown: {
    place: 'small',
    size: 0.1,
    draw: (ctx) =>
      circle(
        0,
        -40,
        50,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.5],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      path(
        'M-40 -10L-44 -64L-22 -40L0 -74L22 -40L44 -64L40 -10Z',
        ctx.linear([glow('#ffe680'), glow('#e8a82a')]),
      ) +
      rect(-40, -20, 80, 12, glow('#f2c230'), 3) +
      circle(0, -14, 5, '#e8484f') +
      circle(-22, -14, 4, '#4fa9f0') +
      circle(22, -14, 4, '#6bcf63') +
      [-44, 0, 44].map((x, i) => circle(x, i === 1 ? -76 : -66, 5, glow('#fff3d6'))).join(''),
  },
  'pumpkin-lantern': {
    place: 'small',
    size: 0.12,
    draw: (ctx) => pumpkin(ctx, 0, 0, 46, true, true),
  },
  costume: {
    place: 'small',
    size: 0.14,
    draw: (ctx) =>
      path('M-40 0L-24 -60L24 -60L40 0Z', ctx.linear(['#8f6fd0', '#6a4bb3'])) +
      path('M-24 -60L24 -60', 'none', 'stroke="#5a3a9a" stroke-width="4"') +
      path('M-22 -66L0 -118L22 -66Z', '#6a4bb3') +
      ellipse(0, -66, 34, 7, '#5a3a9a') +
      path(softStar(2, -92, 6, 2.6), glow('#ffe27a')) +
      path(softStar(-10, -30, 7, 3), glow('#ffe27a')) +
      path(softStar(14, -16, 5, 2.2), glow('#ffe27a')),
  },
  door: {
    place: 'scenery',
    size: 0.42,
    draw: (ctx) =>
      rect(-46, -100, 92, 100, ctx.linear(['#9a86b8', '#7a6898']), 4) +
      path('M-26 0L-26 -62Q0 -88 26 -62L26 0Z', ctx.linear(['#8a5a3a', '#6b4228'])) +
      circle(16, -30, 3, '#ffd23f') +
      circle(0, -58, 12, 'none', 'stroke="#4f8a4a" stroke-width="6"') +
      circle(0, -46, 3, '#e8484f') +
      ctx.halo(36, -70, 34, glow('#ffcf6b'), 0.7) +
      rect(32, -78, 10, 14, glow('#ffe27a'), 3) +
      rect(-40, -4, 80, 8, '#6b5a7a', 2) +
      pumpkin(ctx, -38, 4, 12, true, true),
  },
  candy: {
    place: 'small',
    size: 0.11,
    draw: (ctx) => {
      const wrapped = (x: number, y: number, c: string, a: number) =>
        g(
          ellipse(0, 0, 10, 7, c) + path('M-10 0L-18 -6L-18 6ZM10 0L18 -6L18 6Z', c),
          `translate(${x} ${y}) rotate(${a})`,
        );
      return (
        pumpkin(ctx, 0, 0, 34, false, true) +
        path('M-24 -56Q0 -100 24 -56', 'none', 'stroke="#3a3a48" stroke-width="3"') +
        wrapped(-12, -62, '#ff6b8b', -20) +
        wrapped(12, -64, '#4fa9f0', 25) +
        wrapped(0, -70, '#ffd23f', 5) +
        wrapped(-44, -6, '#6bcf63', 30) +
        g(
          circle(0, 0, 9, '#ffffff') +
            path('M0 -9A9 9 0 0 1 9 0L0 0Z', '#e8484f') +
            path('M0 9A9 9 0 0 1 -9 0L0 0Z', '#e8484f') +
            line('M0 9L0 30', '#f2e6d6', 3),
          'translate(46 -30) rotate(20)',
        )
      );
    },
  },
  ghost: {
    place: 'air',
    size: 0.2,
    draw: (ctx) =>
      circle(
        0,
        -56,
        58,
        ctx.radial([
          [glow('#f4f0ff'), 0, 0.45],
          [glow('#d9d2ff'), 1, 0],
        ]),
      ) +
      path(
        'M-34 -6C-36 -40 -34 -96 0 -96C34 -96 36 -40 34 -6Q26 -16 18 -4Q10 -16 0 -4Q-10 -16 -18 -4Q-26 -16 -34 -6Z',
        ctx.linear([glow('#ffffff'), glow('#e6e0ff')]),
        'opacity="0.95"',
      ) +
      eye(-11, -62, 5, false) +
      eye(11, -62, 5, false) +
      ellipse(0, -46, 6, 5, '#5a4a7a') +
      ellipse(-20, -50, 5, 3, '#ffaac4', 'opacity="0.7"') +
      ellipse(20, -50, 5, 3, '#ffaac4', 'opacity="0.7"') +
      path(
        'M-34 -44Q-50 -50 -48 -64',
        'none',
        `stroke="${glow('#f4f0ff')}" stroke-width="9" stroke-linecap="round"`,
      ),
  },
  pumpkins: {
    place: 'small',
    size: 0.13,
    draw: (ctx) =>
      pumpkin(ctx, -40, 0, 26, false, false) +
      pumpkin(ctx, 34, 0, 22, false, false) +
      pumpkin(ctx, 0, 4, 36, false, true),
  },
  lanterns: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      const y0 = f.h * 0.1;
      const sag = 70;
      out += path(
        `M-10 ${n(y0)}Q${n(f.w / 2)} ${n(y0 + sag * 2)} ${n(f.w + 10)} ${n(y0)}`,
        'none',
        'stroke="#4a4060" stroke-width="2.5"',
      );
      const count = Math.round(f.w / 110);
      const colors =
        f.setting === 'halloween-night'
          ? ['#ff9f3a', '#b07be0', '#6bcf63']
          : ['#ff6b6b', '#ffd23f', '#4fa9f0', '#ff9fd6'];
      for (let i = 1; i < count; i++) {
        const t = i / count;
        const x = -10 + (f.w + 20) * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        const c = colors[i % colors.length] as string;
        out +=
          line(`M${n(x)} ${n(y)}L${n(x)} ${n(y + 12)}`, '#4a4060', 2) +
          ctx.halo(x, y + 34, 70, glow(c), 0.5) +
          ellipse(x, y + 34, 18, 22, ctx.radial([glow(lighten(c, 0.5)), glow(c)], 0.5, 0.45, 0.6)) +
          rect(x - 8, y + 10, 16, 5, '#4a4060', 2) +
          rect(x - 8, y + 54, 16, 5, '#4a4060', 2);
      }
      return out;
    },
  },
  'silver-bell': {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      circle(
        0,
        -50,
        46,
        ctx.radial([
          [glow('#ffffff'), 0, 0.5],
          [glow('#dfe8ff'), 1, 0],
        ]),
      ) +
      path(
        'M-30 -20C-30 -60 -20 -80 0 -80C20 -80 30 -60 30 -20Q36 -14 36 -10L-36 -10Q-36 -14 -30 -20Z',
        ctx.linear(['#ffffff', '#c9d3e6', '#9aa8c4'], 0, 0, 1, 0),
      ) +
      circle(0, -6, 8, '#9aa8c4') +
      path('M-14 -86L0 -78L14 -86L14 -72L0 -78L-14 -72Z', '#e8484f') +
      ellipse(-14, -50, 4, 16, '#ffffff', 'opacity="0.7"') +
      path(sparkle(30, -80, 8), glow('#ffffff')),
  },
  snowman: { place: 'scenery', size: 0.3, draw: (ctx) => g(snowman(ctx), 'scale(0.8)') },
  'christmas-tree': { place: 'scenery', size: 0.52, draw: (ctx) => christmasTree(ctx) },
  cookies: {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      ellipse(0, -8, 56, 12, '#e9eef5') +
      ellipse(0, -10, 46, 8, '#ffffff') +
      [
        [-22, -22],
        [16, -22],
        [-2, -38],
      ]
        .map(
          ([x, y]) =>
            path(softStar(x as number, y as number, 20, 10), ctx.linear(['#e8b070', '#c98a45'])) +
            path(softStar(x as number, y as number, 13, 6), '#fff3e6', 'opacity="0.8"'),
        )
        .join(''),
  },
  sled: {
    place: 'small',
    size: 0.1,
    draw: (ctx) =>
      path('M-60 0L50 0Q70 0 70 -20', 'none', 'stroke="#e8484f" stroke-width="6" stroke-linecap="round"') +
      line('M-40 0L-40 -16M30 0L30 -16', '#e8484f', 5) +
      rect(-64, -30, 118, 14, ctx.linear(['#d9a86a', '#b07a4f']), 5) +
      line('M-40 -23L40 -23', '#9b6b45', 1.4) +
      path('M60 -26Q80 -40 90 -70', 'none', 'stroke="#f2e6d6" stroke-width="2"'),
  },
  presents: {
    place: 'small',
    size: 0.14,
    width: 1.1,
    draw: (ctx) =>
      present(ctx, -30, 44, 40, '#4fa9f0', '#ffd23f') +
      present(ctx, 26, 40, 56, '#e8484f', '#ffffff') +
      present(ctx, -4, 30, 24, '#6bcf63', '#ff9fd6'),
  },
  present: {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      circle(
        0,
        -40,
        56,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.4],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      present(ctx, 0, 70, 62, '#8f6fd0', '#ffd23f') +
      [
        [-22, -40],
        [20, -20],
        [-10, -14],
      ]
        .map(([x, y]) => circle(x as number, y as number, 4, '#ffffff', 'opacity="0.7"'))
        .join(''),
  },
  cocoa: {
    place: 'small',
    size: 0.11,
    draw: (ctx) =>
      rect(-26, -56, 52, 56, ctx.linear(['#ef5b5b', '#c0392b']), 10) +
      path('M26 -44Q46 -44 44 -26Q42 -12 26 -14', 'none', 'stroke="#c0392b" stroke-width="7"') +
      ellipse(0, -56, 26, 7, '#7a4a2e') +
      rect(-12, -64, 12, 10, '#ffffff', 3) +
      rect(4, -62, 10, 9, '#ffe6ef', 3) +
      path(heart(0, -30, 8), '#ffffff', 'opacity="0.8"') +
      [-10, 6].map((x) => line(`M${x} -72q-6 -8 0 -16t0 -16`, glow('#ffffff'), 3, 'opacity="0.6"')).join(''),
  },
  sleigh: { place: 'scenery', size: 0.24, width: 1.5, draw: (ctx) => sleigh(ctx) },
  'party-hat': { place: 'small', size: 0.1, draw: (ctx) => partyHat(ctx) },
  chairs: {
    place: 'scenery',
    size: 0.2,
    width: 1.6,
    draw: (ctx) =>
      [-56, 0, 56]
        .map((x, i) => {
          const c = ['#ff6b8b', '#4fa9f0', '#ffd23f'][i] as string;
          return (
            rect(x - 20, -100, 40, 50, ctx.linear([lighten(c, 0.1), darken(c, 0.08)]), 8) +
            rect(x - 22, -54, 44, 10, darken(c, 0.1), 4) +
            line(`M${x - 18} -44L${x - 18} 0M${x + 18} -44L${x + 18} 0`, darken(c, 0.2), 5)
          );
        })
        .join(''),
  },
  pinata: {
    place: 'air',
    size: 0.24,
    draw: (ctx) =>
      line('M0 -74L0 -400', '#8a6a4a', 2) +
      path(star(0, -44, 42, 20), ctx.linear(['#ff6b8b', '#ffd23f', '#4fa9f0'], 0, 0, 1, 1)) +
      [
        [-40, -40],
        [40, -40],
        [0, -86],
        [-26, 0],
        [26, 0],
      ]
        .map(([x, y], i) =>
          line(
            `M${x} ${y}l${i % 2 ? 4 : -4} 22`,
            ['#6bcf63', '#ff9f4a', '#b07be0', '#ff6b8b', '#4fa9f0'][i] as string,
            3,
          ),
        )
        .join('') +
      eye(-8, -46, 4, false) +
      eye(8, -46, 4, false) +
      line('M-5 -34Q0 -30 5 -34', '#2b2233', 2),
  },
  cake: { place: 'small', size: 0.15, draw: (ctx) => cake(ctx) },
  cards: {
    place: 'small',
    size: 0.1,
    draw: (_ctx) =>
      g(rect(-34, -70, 44, 60, '#ffe3ec', 4) + path(heart(-12, -44, 12), '#ff6b8b'), 'rotate(-12 -12 -40)') +
      g(
        rect(-6, -74, 44, 60, '#e3f1ff', 4) + path(softStar(16, -44, 14, 6), '#ffd23f'),
        'rotate(10 16 -44)',
      ) +
      rect(-40, -26, 70, 28, '#fff3d6', 3) +
      path('M-40 -26L-5 -6L30 -26', 'none', 'stroke="#e0c89a" stroke-width="2"'),
  },
};
