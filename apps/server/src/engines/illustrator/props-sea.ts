/** Props of the sea, the beach and water: shells, fish, boats, pools and waterfalls. */

import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, line, n, path, rect, softStar, sparkle } from '../drawing/svg.ts';
import { eye } from './companion-parts.ts';
import type { PropArt } from './prop-types.ts';
import { rock } from './scenery.ts';

/** A little fish facing +x, centred on (x, y). */
export function fish(ctx: Ctx, x: number, y: number, s: number, color: string, stripe = '#ffffff'): string {
  return g(
    path('M-18 0L-30 -10L-28 0L-30 10Z', darken(color, 0.1)) +
      ellipse(0, 0, 20, 13, ctx.linear([lighten(color, 0.15), darken(color, 0.08)])) +
      path('M-4 -12Q2 -20 8 -12Z', darken(color, 0.1)) +
      path('M-6 -12Q-2 0 -6 12', 'none', `stroke="${stripe}" stroke-width="3" opacity="0.7"`) +
      circle(9, -3, 3.6, '#ffffff') +
      circle(10, -3, 2.2, '#2b2233') +
      line('M13 4Q16 5 18 3', '#2b2233', 1.2),
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
  );
}

/** A scallop shell fanning up from (x, y). */
export function scallop(x: number, y: number, s: number, color: string): string {
  let out = path(
    `M${n(x)} ${n(y)}L${n(x - s)} ${n(y - s * 0.9)}Q${n(x - s * 0.8)} ${n(y - s * 1.5)} ${n(x)} ${n(y - s * 1.6)}Q${n(x + s * 0.8)} ${n(y - s * 1.5)} ${n(x + s)} ${n(y - s * 0.9)}Z`,
    color,
  );
  for (const t of [-0.55, -0.2, 0.2, 0.55])
    out += line(`M${n(x)} ${n(y)}L${n(x + t * s * 1.3)} ${n(y - s * 1.45)}`, darken(color, 0.15), s * 0.08);
  return out + rect(x - s * 0.35, y - s * 0.2, s * 0.7, s * 0.25, darken(color, 0.1), s * 0.1);
}

function coralCluster(ctx: Ctx): string {
  const branch = (x: number, color: string, h: number) =>
    line(
      `M${x} 0L${x} ${-h * 0.5}M${x} ${-h * 0.35}L${x - 16} ${-h * 0.7}L${x - 18} ${-h}M${x} ${-h * 0.5}L${x + 14} ${-h * 0.8}M${x - 16} ${-h * 0.7}L${x - 28} ${-h * 0.82}M${x} ${-h * 0.5}L${x + 2} ${-h * 0.95}`,
      color,
      9,
    );
  return (
    path(
      'M10 0C-10 -30 10 -70 40 -80C70 -70 80 -30 60 0Z',
      ctx.linear(['#b48cf0', '#8a62d0']),
      'opacity="0.95"',
    ) +
    [
      [20, -40],
      [40, -60],
      [52, -34],
      [34, -20],
    ]
      .map(([x, y]) => circle(x as number, y as number, 4, '#d9c2ff'))
      .join('') +
    branch(-30, '#ff7a9a', 90) +
    branch(-6, '#ff9f6b', 70) +
    ellipse(-52, -14, 24, 16, ctx.radial(['#ffd36b', '#f2a03a'])) +
    line('M-70 -14Q-60 -22 -52 -14T-36 -14', '#e08a2a', 2.5)
  );
}

function wavePattern(ctx: Ctx, f: { w: number; horizon: number; ground: number; setting: string }): string {
  if (f.setting === 'underwater') {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const y = f.horizon - 150 + i * 70;
      const x = ctx.random() * f.w * 0.6;
      out += line(`M${n(x)} ${n(y)}q60 -30 120 0t120 0t120 0`, glow('#e6fbff'), 6, 'opacity="0.45"');
    }
    return out;
  }
  // A gentle curling wave rolling in behind the child.
  const y = f.ground - 170;
  let crest = `M-20 ${n(y + 60)}`;
  const step = 220;
  for (let x = -20; x < f.w + step; x += step) {
    crest += `C${n(x + 60)} ${n(y - 20)} ${n(x + 150)} ${n(y - 30)} ${n(x + 170)} ${n(y + 10)}Q${n(x + 150)} ${n(y - 5)} ${n(x + 130)} ${n(y + 15)}Q${n(x + 180)} ${n(y + 40)} ${n(x + step)} ${n(y + 45)}`;
  }
  crest += `L${n(f.w + 20)} ${n(y + 120)}L-20 ${n(y + 120)}Z`;
  let foam = '';
  for (let x = 0; x < f.w; x += 40)
    foam += circle(
      x + ctx.between(-8, 8),
      y + 95 + ctx.between(-6, 6),
      ctx.between(8, 14),
      '#ffffff',
      'opacity="0.85"',
    );
  return path(crest, ctx.linear(['#7fd6f0', '#3ea7dc'])) + foam;
}

export const SEA_PROPS: Record<string, PropArt> = {
  'pearl-shell': {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      ctx.halo(0, -40, 62, glow('#fff4fb'), 0.8) +
      g(scallop(0, -34, 40, '#ffb3c7'), 'rotate(-8 0 -34)') +
      path('M-48 -36Q-44 2 0 0Q44 2 48 -36Q0 -22 -48 -36Z', ctx.linear(['#ffd0dc', '#f49ab4'])) +
      [-30, -15, 0, 15, 30]
        .map((x) => line(`M${x * 0.9} -24Q${x} -12 ${x * 0.8} -3`, '#e889a6', 2))
        .join('') +
      circle(0, -36, 14, ctx.radial([glow('#ffffff'), glow('#efe6ff')], 0.38, 0.35, 0.7)) +
      circle(-4, -40, 4, glow('#ffffff')) +
      path(sparkle(24, -70, 8), glow('#ffffff')),
  },
  fish: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      const colors = ['#ff6b6b', '#ffa94d', '#ffd93d', '#6bcf63', '#4fa9f0', '#9b7be0'];
      const cx = f.childX - f.side * f.w * 0.28;
      let out = '';
      for (let i = 0; i < 8; i++) {
        const x = cx + ctx.between(-150, 150);
        const y = f.h * 0.28 + ctx.between(-100, 110);
        out += g(
          fish(ctx, 0, 0, ctx.between(1.3, 1.9), colors[i % colors.length] as string),
          `translate(${n(x)} ${n(y)}) scale(${-f.side} 1)`,
        );
      }
      return out;
    },
  },
  turtle: {
    place: 'scenery',
    size: 0.18,
    width: 1.5,
    draw: (ctx) =>
      ellipse(-30, -30, 22, 9, '#8fcf8a', 'transform="rotate(-30 -30 -30)"') +
      ellipse(-28, -62, 20, 8, '#8fcf8a', 'transform="rotate(25 -28 -62)"') +
      ellipse(34, -30, 20, 8, '#8fcf8a', 'transform="rotate(30 34 -30)"') +
      ellipse(-2, -46, 42, 28, ctx.radial(['#7bbf5a', '#4f8f3a'], 0.4, 0.35, 0.7)) +
      [
        [-18, -52],
        [2, -58],
        [20, -50],
        [-8, -36],
        [12, -36],
      ]
        .map(([x, y]) => circle(x as number, y as number, 7, '#a8d86e', 'opacity="0.8"'))
        .join('') +
      ellipse(52, -50, 16, 13, '#8fcf8a') +
      eye(56, -53, 3.4, true) +
      line('M58 -44Q62 -42 65 -45', '#2b2233', 1.5),
  },
  coral: { place: 'scenery', size: 0.24, width: 1.3, draw: (ctx) => coralCluster(ctx) },
  bubbles: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const count = Math.round(f.w / 35);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const y = ctx.random() * f.h * 0.9;
        if (Math.abs(x - f.childX) < 110 && y > f.ground - 460 && y < f.ground - 250) continue;
        const r = ctx.between(5, 16);
        out +=
          circle(
            x,
            y,
            r,
            glow('#e9fbff'),
            `fill-opacity="0.18" stroke="${glow('#ffffff')}" stroke-width="${n(r * 0.15)}" stroke-opacity="0.7"`,
          ) + circle(x - r * 0.35, y - r * 0.35, r * 0.22, glow('#ffffff'), 'opacity="0.9"');
      }
      return out;
    },
  },
  octopus: {
    place: 'scenery',
    size: 0.2,
    draw: (ctx) => {
      const c = '#b07be0';
      let legs = '';
      for (let i = 0; i < 6; i++) {
        const x = -30 + i * 12;
        const curl = i % 2 ? 1 : -1;
        legs += line(
          `M${x} -34Q${x - 4} -12 ${x + curl * 8} -6Q${x + curl * 14} -2 ${x + curl * 10} -10`,
          darken(c, 0.05),
          8,
        );
      }
      return (
        legs +
        path(
          'M-34 -34C-40 -80 40 -80 34 -34Q0 -26 -34 -34Z',
          ctx.radial([lighten(c, 0.2), c], 0.4, 0.3, 0.8),
        ) +
        eye(-10, -52, 5, false) +
        eye(12, -52, 5, false) +
        line('M-4 -40Q1 -36 6 -40', '#2b2233', 2) +
        ellipse(-20, -42, 5, 3, '#ff8fb8', 'opacity="0.7"') +
        ellipse(22, -42, 5, 3, '#ff8fb8', 'opacity="0.7"') +
        circle(-14, -66, 4, lighten(c, 0.3), 'opacity="0.7"')
      );
    },
  },
  whale: {
    place: 'celestial',
    size: 0.2,
    draw: (ctx) =>
      g(
        path(
          'M-80 -40C-70 -80 40 -90 70 -50C80 -36 70 -14 40 -12C0 -8 -40 -12 -62 -22L-92 -6L-86 -32L-104 -52L-80 -44Z',
          ctx.linear(['#7fa8e0', '#5a82c4']),
        ) +
          path('M-60 -22C-20 -10 30 -10 62 -24C50 -14 20 -10 -10 -12C-30 -12 -50 -16 -60 -22Z', '#dbe8ff') +
          eye(44, -42, 4, true) +
          line('M50 -30Q58 -28 64 -32', '#2b3a66', 1.8) +
          line('M10 -84Q6 -100 -4 -104M10 -84Q14 -100 24 -104', glow('#e9fbff'), 3, 'opacity="0.8"'),
        undefined,
        'opacity="0.85"',
      ),
  },
  seaweed: {
    place: 'scenery',
    size: 0.36,
    draw: (ctx) =>
      [-20, 0, 18]
        .map((x, i) =>
          path(
            `M${x - 5} 0C${x - 20} -30 ${x + 14} -50 ${x - 4} -80C${x - 10} -90 ${x + 2} -98 ${x + 4} -100C${x + 10} -86 ${x + 22} -60 ${x + 8} -40C${x} -24 ${x + 10} -10 ${x + 6} 0Z`,
            ctx.linear([
              ['#5fd08a', 0],
              ['#2f9a62', 1],
            ]),
            `transform="scale(${[1, 1.15, 0.85][i]} ${[0.9, 1, 0.75][i]})"`,
          ),
        )
        .join(''),
  },
  wave: { place: 'overlay', front: false, spread: (ctx, f) => wavePattern(ctx, f) },
  crab: {
    place: 'small',
    size: 0.09,
    draw: (ctx) => {
      const c = '#f2604e';
      return (
        line('M-26 -20L-40 -8M-22 -14L-34 -2M26 -20L40 -8M22 -14L34 -2', darken(c, 0.1), 5) +
        line('M-22 -34L-36 -56M22 -34L36 -56', c, 6) +
        path('M-44 -62Q-40 -76 -30 -68L-36 -60Q-40 -56 -44 -62Z', c) +
        path('M44 -62Q40 -76 30 -68L36 -60Q40 -56 44 -62Z', c) +
        line('M-8 -40L-10 -56M8 -40L10 -56', darken(c, 0.1), 3) +
        circle(-10, -58, 6, '#ffffff') +
        circle(10, -58, 6, '#ffffff') +
        circle(-9, -58, 3, '#2b2233') +
        circle(11, -58, 3, '#2b2233') +
        ellipse(0, -30, 30, 18, ctx.radial([lighten(c, 0.2), c], 0.4, 0.3, 0.8)) +
        line('M-8 -26Q0 -20 8 -26', '#7a2a2a', 2)
      );
    },
  },
  shells: {
    place: 'small',
    size: 0.08,
    draw: (ctx) =>
      scallop(-26, 0, 24, '#ffc7a8') +
      g(
        path(
          'M0 0C-20 -6 -22 -30 0 -40C18 -46 30 -30 22 -16C16 -6 6 -2 0 0Z',
          ctx.linear(['#fff0e0', '#f2c9a6']),
        ) + line('M4 -34Q-6 -24 6 -16Q14 -12 12 -22', '#e0a77e', 2.5),
        'translate(24 0)',
      ) +
      path(softStar(4, -8, 14, 6), '#ff9f80'),
  },
  bottle: {
    place: 'small',
    size: 0.13,
    draw: (ctx) =>
      g(
        path(
          'M-16 -6C-20 -40 -18 -60 -8 -66L-8 -84L8 -84L8 -66C18 -60 20 -40 16 -6Q0 2 -16 -6Z',
          ctx.linear(
            [
              ['#bdf2e6', 0, 0.7],
              ['#7fd6c2', 1, 0.8],
            ],
            0,
            0,
            1,
            0,
          ),
        ) +
          rect(-7, -96, 14, 14, '#c08a5a', 3) +
          g(
            rect(-8, -56, 16, 40, '#fff3d6', 2) +
              ellipse(0, -56, 8, 3, '#f0dfb8') +
              line('M-4 -46L4 -46M-4 -38L2 -38', '#d9a87a', 1.5),
            'rotate(8 0 -36)',
          ) +
          path(
            'M-12 -50C-14 -30 -13 -18 -10 -10',
            'none',
            'stroke="#ffffff" stroke-width="3" opacity="0.7" stroke-linecap="round"',
          ),
        'rotate(-25 0 -40)',
      ),
  },
  sandcastle: {
    place: 'scenery',
    size: 0.22,
    width: 1.5,
    draw: (ctx) => {
      const sand = '#f2cf86';
      const fill = ctx.linear([lighten(sand, 0.1), darken(sand, 0.1)]);
      const tower = (x: number, w: number, h: number) =>
        rect(x - w / 2, -h, w, h, fill, 3) +
        [0, 1, 2].map((i) => rect(x - w / 2 + (i * w) / 3, -h - 6, w / 3 - 2, 8, fill, 1.5)).join('');
      return (
        tower(-40, 26, 50) +
        tower(40, 26, 50) +
        tower(0, 34, 78) +
        rect(-52, -32, 104, 32, fill, 4) +
        path('M-8 0L-8 -14Q0 -22 8 -14L8 0Z', darken(sand, 0.25)) +
        line('M0 -84L0 -104', '#8a6a4a', 2) +
        path('M0 -104L18 -98L0 -92Z', '#ff6b6b') +
        [
          [-30, -14],
          [26, -20],
          [-2, -50],
        ]
          .map(([x, y]) => circle(x as number, y as number, 2.5, darken(sand, 0.2)))
          .join('') +
        g(path('M60 0L56 -26L80 -26L76 0Z', '#4fa9f0') + line('M56 -26Q68 -42 80 -26', '#2f7fc8', 2), '')
      );
    },
  },
  sailboat: {
    place: 'horizon',
    size: 0.16,
    width: 1,
    draw: (ctx) =>
      path('M-50 -20L50 -20L36 0L-36 0Z', ctx.linear(['#ef6b5b', '#c94a3f'])) +
      line('M0 -20L0 -100', '#8a6a4a', 3) +
      path('M4 -96L46 -26L4 -26Z', '#ffffff') +
      path('M-4 -88L-36 -28L-4 -28Z', '#ffe7a8') +
      path('M0 -100L16 -95L0 -90Z', '#4fa9f0'),
  },
  'rock-pool': {
    place: 'scenery',
    size: 0.14,
    width: 1.6,
    draw: (ctx) =>
      rock(ctx, -70, 0, 70, 50, '#9aa0b5') +
      rock(ctx, 74, 0, 80, 60, '#8e94aa') +
      ellipse(0, -10, 90, 24, '#8e94aa') +
      ellipse(0, -12, 78, 18, ctx.linear(['#8fe0ef', '#3ea7c8'])) +
      ellipse(-20, -16, 20, 4, '#ffffff', 'opacity="0.5"') +
      path(softStar(30, -12, 10, 4), '#ff8a5c') +
      fish(ctx, -30, -10, 0.5, '#ffd93d') +
      circle(50, -30, 6, '#3f7a55') +
      circle(58, -34, 5, '#4f9a65'),
  },
  'treasure-chest': {
    place: 'scenery',
    size: 0.16,
    width: 1.1,
    draw: (ctx) =>
      circle(
        0,
        -46,
        70,
        ctx.radial([
          [glow('#fff3b0'), 0, 0.6],
          [glow('#ffe27a'), 1, 0],
        ]),
      ) +
      path(
        'M-52 -52Q-52 -92 0 -92Q52 -92 52 -52Z',
        ctx.linear(['#b0723f', '#8a5530']),
        'transform="rotate(-14 -52 -52) translate(-6 -10)"',
      ) +
      [-18, 2, 22]
        .map((x, i) =>
          path(softStar(x, -62 - (i % 2) * 6, 8, 3.5), glow(['#ffe27a', '#ff9fd6', '#9fe3ff'][i] as string)),
        )
        .join('') +
      [
        [-30, -56],
        [-10, -60],
        [14, -58],
        [32, -54],
      ]
        .map(([x, y], i) =>
          circle(
            x as number,
            y as number,
            7,
            glow(['#ffd23f', '#ffe680', '#ffc94a', '#ffe680'][i] as string),
          ),
        )
        .join('') +
      rect(-52, -56, 104, 56, ctx.linear(['#b0723f', '#7f4d2a']), 6) +
      rect(-52, -40, 104, 8, '#e0b14a') +
      rect(-8, -46, 16, 20, '#f2c95a', 3) +
      circle(0, -38, 3, '#7f4d2a') +
      path(sparkle(40, -90, 10), glow('#ffffff')),
  },
  'fish-tank': {
    place: 'scenery',
    size: 0.28,
    width: 1.3,
    draw: (ctx) =>
      rect(-64, -36, 128, 36, ctx.linear(['#c7925f', '#a06e42']), 6) +
      rect(
        -58,
        -100,
        116,
        64,
        ctx.linear([
          ['#bff0ff', 0, 0.9],
          ['#5cc0e0', 1, 0.9],
        ]),
        8,
      ) +
      rect(-58, -46, 116, 10, '#f2d48a') +
      line('M-40 -46C-46 -60 -34 -70 -42 -84M-30 -46C-24 -58 -34 -66 -26 -76', '#4fb06a', 5) +
      fish(ctx, 6, -74, 0.8, '#ff8a3d') +
      fish(ctx, 30, -56, 0.6, '#ffd93d') +
      circle(24, -90, 3, '#ffffff', 'opacity="0.8"') +
      circle(30, -96, 2, '#ffffff', 'opacity="0.8"') +
      rect(-58, -104, 116, 6, '#7fa0b8', 3) +
      line('M-50 -94L-44 -60', '#ffffff', 3, 'opacity="0.5"'),
  },
  'ice-cream': {
    place: 'small',
    size: 0.12,
    draw: (ctx) =>
      path('M-16 -40L0 0L16 -40Z', ctx.linear(['#f2c27a', '#d99a4f'])) +
      line('M-10 -34L6 -14M-2 -40L10 -22M10 -38L-4 -10', '#c98a3f', 1.6, 'opacity="0.7"') +
      circle(0, -50, 16, '#ffb3c7') +
      circle(-6, -70, 14, '#fff1d6') +
      circle(8, -68, 13, '#9fe0c2') +
      circle(2, -86, 5, '#e8484f') +
      circle(-10, -74, 4, '#ffffff', 'opacity="0.6"'),
  },
  pond: {
    place: 'scenery',
    size: 0.12,
    width: 2.2,
    draw: (ctx) =>
      ellipse(0, -24, 110, 26, '#7bbf6a') +
      ellipse(0, -26, 100, 21, ctx.linear(['#8fd8f0', '#4fa8d0'])) +
      ellipse(-30, -28, 28, 4, '#ffffff', 'opacity="0.5"') +
      path('M40 -26A12 6 0 1 1 52 -22L44 -24Z', '#4f9f4f') +
      path('M-56 -20A10 5 0 1 1 -44 -18L-50 -20Z', '#4f9f4f') +
      circle(44, -30, 4, '#ff9fc2') +
      line('M-94 -30L-96 -70M-86 -28L-84 -62', '#4f8a3a', 3) +
      ellipse(-96, -74, 4, 10, '#8a5a3a') +
      ellipse(-84, -66, 4, 10, '#8a5a3a'),
  },
  pool: {
    place: 'scenery',
    size: 0.14,
    width: 2,
    draw: (ctx) =>
      ellipse(0, -20, 100, 24, '#9a8a78') +
      ellipse(0, -22, 90, 19, ctx.linear(['#9fe6e0', '#4fb8c0'])) +
      ellipse(-24, -24, 26, 4, '#ffffff', 'opacity="0.5"') +
      [-40, 0, 40]
        .map((x) => line(`M${x} -40q-8 -12 0 -24t0 -24`, glow('#ffffff'), 4, 'opacity="0.55"'))
        .join(''),
  },
  stream: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      const x0 = f.childX - f.side * f.w * 0.1;
      const top = f.horizon + 30;
      const d = `M${n(x0 - 30)} ${n(top)}C${n(x0 + 80)} ${n(top + 120)} ${n(x0 - 160)} ${n(f.h - 200)} ${n(x0 - 60)} ${n(f.h)}L${n(x0 + 160)} ${n(f.h)}C${n(x0 + 60)} ${n(f.h - 200)} ${n(x0 + 120)} ${n(top + 120)} ${n(x0 + 10)} ${n(top)}Z`;
      let out = path(d, ctx.linear(['#a8e6f5', '#4fb0dc']));
      for (let i = 0; i < 8; i++) {
        const y = top + 40 + i * ((f.h - top) / 8);
        const x = x0 + Math.sin(i) * 40;
        out += line(`M${n(x - 20)} ${n(y)}q10 -5 20 0`, glow('#ffffff'), 3, 'opacity="0.7"');
      }
      return (
        out + ellipse(x0 + 20, f.h - 140, 22, 9, '#a09a90') + ellipse(x0 - 10, f.h - 240, 18, 7, '#a09a90')
      );
    },
  },
  waterfall: {
    place: 'scenery',
    size: 0.5,
    width: 1.3,
    draw: (ctx) =>
      rock(ctx, -56, -20, 90, 110, '#8d84a8') +
      rock(ctx, 56, -20, 90, 120, '#8479a0') +
      path(
        'M-28 -100C-30 -60 -34 -30 -40 -8L40 -8C34 -30 30 -60 28 -100Z',
        ctx.linear([
          ['#d8f6ff', 0],
          ['#7fd0f0', 1],
        ]),
      ) +
      [-16, 0, 16]
        .map((x) => line(`M${x} -96L${x * 1.3} -14`, glow('#ffffff'), 3, 'opacity="0.6"'))
        .join('') +
      ellipse(0, -8, 64, 14, ctx.linear(['#9fe0f5', '#4fb0dc'])) +
      [-30, -10, 12, 32].map((x) => circle(x, -12, 10, '#ffffff', 'opacity="0.85"')).join('') +
      ['#ff6b6b', '#ffd93d', '#6bcf63', '#4fa9f0']
        .map((c, i) =>
          line(
            `M${-40 + i * 4} -40A${40 - i * 4} ${30 - i * 4} 0 0 1 ${40 - i * 4} -40`,
            glow(c),
            3.5,
            'opacity="0.35" stroke-linecap="butt"',
          ),
        )
        .join('') +
      rock(ctx, 0, -96, 120, 20, '#9a92b3'),
  },
};
