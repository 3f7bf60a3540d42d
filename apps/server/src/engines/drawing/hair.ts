import type { HairStyle } from '@storyloom/contract';
import { darken, lighten } from '../../lib/color.ts';
import { blob, type Ctx, circle, ellipse, g, line, n, path } from './svg.ts';

// The styles a parent may choose for the child are the ones drawn here: each needs a drawer below.
export type { HairStyle };

/**
 * Hair in head-local coordinates (head centre at 0,0, radius 21): `back` is drawn behind the
 * head and body, `front` over the forehead.
 */
export interface HairLayers {
  back: string;
  front: string;
}

export interface HairPaint {
  style: HairStyle;
  color: string;
  shade: string;
  accent: string;
}

const curlRing = (
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  count: number,
  size: number,
  fill: string,
) => {
  let out = '';
  for (let i = 0; i <= count; i++) {
    const a = ((from + ((to - from) * i) / count) * Math.PI) / 180;
    const s = size * (0.85 + 0.3 * ((i * 7) % 3) * 0.5);
    out += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, s, fill);
  }
  return out;
};

/** A sheen: a soft lighter arc on top of the hair. */
const sheen = (color: string, r = 17) =>
  line(
    `M${n(-r * 0.55)} ${n(-r * 0.95)}Q0 ${n(-r * 1.22)} ${n(r * 0.55)} ${n(-r * 0.95)}`,
    lighten(color, 0.3),
    2.4,
    'opacity="0.5"',
  );

/** The common cap: covers the top of the head down to a hairline shaped by `fringe`. */
function cap(fill: string, fringe: string): string {
  return path(`M-22.3 4C-24.5 -15 -13.5 -26.5 0 -26.5C13.5 -26.5 24.5 -15 22.3 4${fringe}Z`, fill);
}

// Hairlines, drawn from the right temple (22.3,4) back to the left one.
const FRINGE_SWEPT = 'C20 -3 17 -8 12 -10.5C7 -6.5 -3 -7 -9.5 -12.5C-12 -6.5 -16.5 -2.5 -22.3 4';
const FRINGE_PART = 'C20.5 -6 13 -12 1.5 -14C1 -14 -1 -14 -1.5 -14C-13 -12 -20.5 -6 -22.3 4';
const FRINGE_STRAIGHT = 'C21.5 -2 20 -6 17 -7.5C8 -6 -8 -6 -17 -7.5C-20 -6 -21.5 -2 -22.3 4';
const FRINGE_BACK = 'C20 -8 12 -14 0 -15C-12 -14 -20 -8 -22.3 4';

const DRAWERS: Record<HairStyle, (p: HairPaint, ctx: Ctx) => HairLayers> = {
  short: (p) => ({
    back: '',
    front:
      cap(p.color, FRINGE_SWEPT) +
      path('M-2 -26C2 -31 9 -31 11 -27C7 -28.5 3 -27.5 1 -25Z', p.color) +
      sheen(p.color),
  }),
  buzz: (p) => ({
    back: '',
    front:
      path(
        'M-21.6 -1C-22.5 -17 -12 -23.8 0 -23.8C12 -23.8 22.5 -17 21.6 -1C18 -10 10 -13.5 0 -13.8C-10 -13.5 -18 -10 -21.6 -1Z',
        p.color,
      ) + sheen(p.color, 15),
  }),
  curly: (p) => ({
    back: curlRing(0, -2, 21, 150, 390, 9, 5.5, p.shade),
    front:
      cap(p.color, 'C19 -6 14 -9 9 -10C6 -7 2 -8 0 -10.5C-3 -7.5 -7 -8 -9 -10.5C-14 -9 -19 -6 -22.3 4') +
      curlRing(0, -4, 22.5, 190, 350, 9, 5.8, p.color) +
      circle(-5, -11.5, 3.8, p.color) +
      circle(4, -11, 3.6, p.color) +
      circle(12.5, -10, 3.4, p.color) +
      circle(-13, -8.5, 3.4, p.color) +
      sheen(p.color),
  }),
  long: (p, ctx) => ({
    back: path(
      'M-23.5 -6C-27 -32 27 -32 23.5 -6L26.5 30Q13 35.5 0 33Q-13 35.5 -26.5 30Z',
      ctx.linear([p.shade, darken(p.shade, 0.1)]),
    ),
    front:
      cap(p.color, FRINGE_PART) +
      path('M22.3 4C23 14 24.5 22 26 29Q22 30 19.5 28C20 18 19.5 10 17 2Z', p.color) +
      path('M-22.3 4C-23 14 -24.5 22 -26 29Q-22 30 -19.5 28C-20 18 -19.5 10 -17 2Z', p.color) +
      sheen(p.color),
  }),
  braids: (p) => {
    const braid = (side: number) => {
      let out = '';
      for (let i = 0; i < 5; i++) {
        out += ellipse(side * (21.5 + i * 0.6), 6 + i * 5.6, 4.4 - i * 0.25, 3.6, i % 2 ? p.color : p.shade);
      }
      return (
        out +
        circle(side * 24.5, 33.5, 2.8, p.accent) +
        path(`M${side * 22.5} 35L${side * 24.5} 41L${side * 26.5} 35Z`, p.color)
      );
    };
    return { back: braid(-1) + braid(1), front: cap(p.color, FRINGE_PART) + sheen(p.color) };
  },
  ponytail: (p) => ({
    back: path(
      'M10 -22C24 -30 34 -14 31 4C29.5 14 33 20 28 26C27 16 22 8 20 0C18 -8 14 -14 10 -16Z',
      p.shade,
    ),
    front:
      cap(p.color, FRINGE_BACK) +
      path('M-4 -15C2 -12 10 -12 17 -8C12 -14 4 -16 -4 -15Z', p.shade, 'opacity="0.6"') +
      ellipse(16, -20, 3.2, 4.2, p.accent, 'transform="rotate(-35 16 -20)"') +
      sheen(p.color),
  }),
  'afro-puffs': (p, ctx) => {
    const puff = (side: number) =>
      path(blob(side * 20, -22, 11.5, 11, ctx.random, 0.1, 10), p.color) +
      circle(side * 21, -24, 5, lighten(p.color, 0.12), 'opacity="0.5"') +
      ellipse(side * 14, -15, 3.5, 2.6, p.accent, `transform="rotate(${side * 40} ${side * 14} -15)"`);
    return { back: '', front: puff(-1) + puff(1) + cap(p.color, FRINGE_BACK) };
  },
  afro: (p, ctx) => ({
    back:
      path(blob(0, -9, 32, 29, ctx.random, 0.07, 14), p.color) +
      path(blob(0, -12, 27, 24, ctx.random, 0.05, 12), lighten(p.color, 0.07)),
    front: cap(p.color, 'C20 -6 14 -12 6 -12.5C3 -11 -3 -11 -6 -12.5C-14 -12 -20 -6 -22.3 4'),
  }),
  bob: (p) => ({
    back: path('M-24 -4C-28 -33 28 -33 24 -4L25.5 12Q26 17 21 17L-21 17Q-26 17 -25.5 12Z', p.shade),
    front:
      cap(p.color, FRINGE_STRAIGHT) +
      path('M22.3 4C23.5 9 24 13 24.5 16.5Q21 17.5 18.5 16C18.5 10 18 5 17 -6Z', p.color) +
      path('M-22.3 4C-23.5 9 -24 13 -24.5 16.5Q-21 17.5 -18.5 16C-18.5 10 -18 5 -17 -6Z', p.color) +
      sheen(p.color),
  }),
  pigtails: (p) => {
    const tail = (side: number) =>
      path(
        `M${side * 19} -8C${side * 32} -12 ${side * 38} 4 ${side * 33} 18C${side * 31} 10 ${side * 26} 4 ${side * 20} 0Z`,
        p.color,
      ) + circle(side * 20.5, -5, 3.2, p.accent);
    return { back: tail(-1) + tail(1), front: cap(p.color, FRINGE_PART) + sheen(p.color) };
  },
  bun: (p) => ({
    back: '',
    front:
      circle(0, -29, 9.5, p.color) +
      circle(-2.5, -31.5, 4, lighten(p.color, 0.12), 'opacity="0.5"') +
      path('M-6 -22Q0 -19 6 -22L5 -19Q0 -17 -5 -19Z', p.accent) +
      cap(p.color, FRINGE_BACK),
  }),
};

export function drawHair(p: HairPaint, ctx: Ctx): HairLayers {
  const layers = DRAWERS[p.style](p, ctx);
  return { back: layers.back ? g(layers.back) : '', front: layers.front };
}
