/** Settings of water and sky: the coral reef under the sea, the sunny beach and outer space. */
import type { TimeOfDay } from '../../domain/story-model.ts';
import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, line, n, path, rect, softStar, sparkle } from '../drawing/svg.ts';
import { groundPlane } from './ground.ts';
import { scallop } from './props-sea.ts';
import { grassTuft, palmTree, rock } from './scenery.ts';
import type { SettingArt } from './setting-types.ts';
import { drawSky, moon, stars } from './sky.ts';

const WATER: Record<TimeOfDay, string[]> = {
  morning: ['#8fe3ee', '#3fb2d8', '#1f78b4'],
  day: ['#7fe0f0', '#2fa6d8', '#176aa8'],
  sunset: ['#ffc3a0', '#5fb0d0', '#1d5f9e'],
  night: ['#2a5a9a', '#1a3f7a', '#0f2656'],
};

/** Branching coral, fan coral and brain coral in a cluster; x is its centre, y its base. */
function reef(ctx: Ctx, x: number, y: number, s: number, palette: string[]): string {
  const [a, b, c] = palette as [string, string, string];
  let out = '';
  const branch = (bx: number, h: number, color: string) =>
    line(
      `M${n(bx)} ${n(y)}L${n(bx)} ${n(y - h * 0.45)}M${n(bx)} ${n(y - h * 0.3)}L${n(bx - h * 0.2)} ${n(y - h * 0.7)}L${n(bx - h * 0.22)} ${n(y - h)}M${n(bx)} ${n(y - h * 0.45)}L${n(bx + h * 0.18)} ${n(y - h * 0.8)}M${n(bx - h * 0.2)} ${n(y - h * 0.7)}L${n(bx - h * 0.34)} ${n(y - h * 0.82)}M${n(bx)} ${n(y - h * 0.45)}L${n(bx + h * 0.02)} ${n(y - h * 0.95)}`,
      color,
      h * 0.1,
    );
  out += path(
    `M${n(x - 70 * s)} ${n(y)}C${n(x - 90 * s)} ${n(y - 90 * s)} ${n(x + 20 * s)} ${n(y - 140 * s)} ${n(x + 40 * s)} ${n(y - 60 * s)}C${n(x + 50 * s)} ${n(y - 30 * s)} ${n(x + 30 * s)} ${n(y)} ${n(x + 20 * s)} ${n(y)}Z`,
    ctx.linear([lighten(b, 0.15), b]),
    'opacity="0.95"',
  );
  for (let i = 0; i < 6; i++)
    out += circle(
      x - 40 * s + ctx.random() * 60 * s,
      y - 20 * s - ctx.random() * 80 * s,
      4 * s,
      lighten(b, 0.4),
      'opacity="0.7"',
    );
  out += branch(x - 30 * s, 130 * s, a) + branch(x + 40 * s, 100 * s, c);
  out += ellipse(
    x + 80 * s,
    y - 14 * s,
    40 * s,
    26 * s,
    ctx.radial([lighten('#ffc266', 0.2), '#f2a03a'], 0.4, 0.35, 0.7),
  );
  out += line(`M${n(x + 50 * s)} ${n(y - 14 * s)}q10 -10 20 0t20 0t20 0`, '#d98a2a', 3 * s);
  return out;
}

function kelp(ctx: Ctx, x: number, y: number, h: number, color: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const bx = x + (i - 1) * h * 0.08;
    const hh = h * (0.75 + 0.25 * ((i + 1) % 2));
    out += path(
      `M${n(bx - 6)} ${n(y)}C${n(bx - h * 0.15)} ${n(y - hh * 0.3)} ${n(bx + h * 0.12)} ${n(y - hh * 0.55)} ${n(bx - h * 0.04)} ${n(y - hh * 0.85)}Q${n(bx - h * 0.06)} ${n(y - hh)} ${n(bx + 2)} ${n(y - hh)}C${n(bx + h * 0.14)} ${n(y - hh * 0.7)} ${n(bx - h * 0.06)} ${n(y - hh * 0.4)} ${n(bx + 8)} ${n(y)}Z`,
      ctx.linear([lighten(color, 0.15), darken(color, 0.1)]),
    );
  }
  return out;
}

const underwater: SettingArt = {
  horizon: 0.62,
  blanket: '#5fc3d8',
  floating: true,
  draw(ctx, f) {
    const water = WATER[f.time];
    let sky = rect(0, 0, f.w, f.h, ctx.linear(water.map(glow)));
    // Light from the surface: a wavy bright band and soft rays.
    sky += path(
      `M0 0L${n(f.w)} 0L${n(f.w)} 40Q${n(f.w * 0.75)} 70 ${n(f.w * 0.5)} 40T0 40Z`,
      glow(lighten(water[0] as string, 0.35)),
      'opacity="0.6"',
    );
    const rays = Math.max(3, Math.round(f.w / 260));
    for (let i = 0; i < rays; i++) {
      const x = ((i + 0.3 + ctx.random() * 0.4) / rays) * f.w;
      sky += path(
        `M${n(x - 30)} 0L${n(x + 40)} 0L${n(x + 180)} ${n(f.h * 0.8)}L${n(x + 40)} ${n(f.h * 0.8)}Z`,
        ctx.linear([
          [glow('#ffffff'), 0, 0.28],
          [glow('#ffffff'), 1, 0],
        ]),
      );
    }
    if (f.time === 'night') sky += moon(ctx, f.lightX, 70, 34) + stars(ctx, 0, 0, f.w, 60, 12);
    for (let i = 0; i < f.w / 60; i++)
      sky += circle(
        ctx.random() * f.w,
        ctx.random() * f.h * 0.6,
        ctx.between(2, 4),
        glow('#ffffff'),
        'opacity="0.35"',
      );
    const hz = f.horizon;
    const far =
      path(
        `M0 ${n(hz)}C${n(f.w * 0.2)} ${n(hz - 120)} ${n(f.w * 0.35)} ${n(hz - 40)} ${n(f.w * 0.5)} ${n(hz - 80)}S${n(f.w * 0.8)} ${n(hz - 140)} ${n(f.w)} ${n(hz - 30)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`,
        '#3f8fc0',
        'opacity="0.55"',
      ) +
      reef(ctx, f.w * 0.12, hz + 10, 0.7, ['#6fa8d8', '#5f98c8', '#7fb8e0']) +
      reef(ctx, f.w * 0.88, hz + 10, 0.8, ['#6fa8d8', '#5f98c8', '#7fb8e0']);
    let mid = groundPlane(ctx, f, hz + 40, ['#f6e0aa', '#e9cc8a', '#d9b874']);
    for (let i = 0; i < 8; i++) {
      const y = hz + 80 + i * ((f.h - hz - 80) / 8);
      mid += line(
        `M${n(ctx.random() * f.w * 0.3)} ${n(y)}q80 -14 160 0t160 0`,
        '#d4b070',
        3,
        'opacity="0.5"',
      );
    }
    const reefX = f.side < 0 ? f.w * 0.86 : f.w * 0.14;
    mid += reef(ctx, reefX, hz + 110, 1.4, ['#ff7a9a', '#b48cf0', '#ff9f6b']);
    mid += kelp(ctx, f.side < 0 ? f.w * 0.06 : f.w * 0.94, hz + 120, 380, '#3fae7a');
    mid += kelp(ctx, f.w * 0.5 - f.side * f.w * 0.04, hz + 60, 200, '#4fbf86');
    mid += rock(ctx, f.w * 0.5 + f.side * 30, hz + 80, 140, 50, '#8fa3b8');
    let near = '';
    for (let i = 0; i < f.w / 120; i++) {
      const x = ctx.random() * f.w;
      const y = hz + 120 + ctx.random() * (f.h - hz - 150);
      near +=
        ctx.random() < 0.5
          ? scallop(x, y, 12, ctx.pick(['#ffc7a8', '#ffb3c7', '#fff0e0']))
          : path(softStar(x, y - 8, 14, 6), ctx.pick(['#ff8a5c', '#ffb13d', '#ff6b8b']));
    }
    let fore = kelp(ctx, -10, f.h + 20, 300, '#2f9a68') + kelp(ctx, f.w + 10, f.h + 20, 340, '#2f9a68');
    for (let i = 0; i < 6; i++) {
      const x = ctx.random() < 0.5 ? ctx.random() * f.w * 0.15 : f.w - ctx.random() * f.w * 0.15;
      const y = ctx.random() * f.h;
      const r = ctx.between(6, 14);
      fore +=
        circle(
          x,
          y,
          r,
          glow('#e9fbff'),
          `fill-opacity="0.15" stroke="${glow('#ffffff')}" stroke-width="2" stroke-opacity="0.6"`,
        ) + circle(x - r * 0.35, y - r * 0.35, r * 0.22, glow('#ffffff'), 'opacity="0.8"');
    }
    return { sky, far, mid, near, fore };
  },
};

const beach: SettingArt = {
  horizon: 0.52,
  blanket: '#ffb35c',
  draw(ctx, f) {
    const hz = f.horizon;
    const sea =
      f.time === 'night'
        ? ['#2f4f8f', '#203a72']
        : f.time === 'sunset'
          ? ['#7f8fd0', '#3f7fc0']
          : ['#5fcbe8', '#2f9fd6'];
    let far = rect(0, hz, f.w, f.h * 0.2, ctx.linear(sea));
    // Light on the water under the sun or moon.
    far += ellipse(
      f.lightX,
      hz + 30,
      140,
      12,
      glow(f.time === 'night' ? '#fff3c4' : '#fff8e0'),
      'opacity="0.45"',
    );
    for (let i = 0; i < f.w / 40; i++)
      far += line(
        `M${n(ctx.random() * f.w)} ${n(hz + 10 + ctx.random() * 120)}l${n(ctx.between(14, 36))} 0`,
        '#ffffff',
        2.2,
        'opacity="0.5"',
      );
    const islandX = f.side < 0 ? f.w * 0.62 : f.w * 0.38;
    far += path(
      `M${n(islandX - 90)} ${n(hz + 2)}Q${n(islandX)} ${n(hz - 40)} ${n(islandX + 90)} ${n(hz + 2)}Z`,
      '#6fae8a',
      'opacity="0.8"',
    );
    far += g(palmTree(ctx, islandX + 10, hz - 10, 70, 1), undefined, 'opacity="0.7"');
    const shore = hz + f.h * 0.16;
    let mid = path(
      `M0 ${n(shore)}Q${n(f.w * 0.25)} ${n(shore - 20)} ${n(f.w * 0.5)} ${n(shore)}T${n(f.w)} ${n(shore)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`,
      '#ffffff',
      'opacity="0.9"',
    );
    mid += path(
      `M0 ${n(shore + 14)}Q${n(f.w * 0.25)} ${n(shore - 4)} ${n(f.w * 0.5)} ${n(shore + 14)}T${n(f.w)} ${n(shore + 14)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`,
      '#e9d9a8',
      'opacity="0.9"',
    );
    const palmX = f.side < 0 ? f.w * 0.94 : f.w * 0.06;
    mid += palmTree(ctx, palmX, shore + 120, 520, f.side < 0 ? -1 : 1);
    let near = groundPlane(ctx, f, shore + 30, ['#fbe7b8', '#f4d694', '#eac47a']);
    for (let i = 0; i < f.w / 50; i++)
      near += circle(
        ctx.random() * f.w,
        shore + 60 + ctx.random() * (f.h - shore - 60),
        ctx.between(1.5, 3),
        '#d9b26a',
        'opacity="0.6"',
      );
    for (let i = 0; i < f.w / 250; i++) {
      const x = ctx.random() * f.w;
      const y = shore + 90 + ctx.random() * (f.h - shore - 140);
      near += ctx.random() < 0.5 ? path(softStar(x, y, 14, 6), '#ff8a5c') : scallop(x, y, 11, '#ffc7d3');
    }
    // A striped umbrella beside the palm.
    const ux = f.side < 0 ? f.w * 0.8 : f.w * 0.2;
    const uy = shore + 170;
    near += line(`M${n(ux)} ${n(uy)}L${n(ux + 10)} ${n(uy - 230)}`, '#f2f2f2', 6);
    near += path(
      `M${n(ux - 130)} ${n(uy - 190)}Q${n(ux + 10)} ${n(uy - 330)} ${n(ux + 150)} ${n(uy - 210)}Z`,
      '#ef5b5b',
    );
    near += path(
      `M${n(ux - 70)} ${n(uy - 206)}L${n(ux + 10)} ${n(uy - 290)}L${n(ux - 18)} ${n(uy - 202)}Q${n(ux - 44)} ${n(uy - 214)} ${n(ux - 70)} ${n(uy - 206)}Z`,
      '#ffffff',
    );
    near += path(
      `M${n(ux + 36)} ${n(uy - 204)}L${n(ux + 10)} ${n(uy - 290)}L${n(ux + 92)} ${n(uy - 210)}Q${n(ux + 62)} ${n(uy - 214)} ${n(ux + 36)} ${n(uy - 204)}Z`,
      '#ffffff',
    );
    near += ellipse(ux + 10, uy + 4, 120, 14, '#1d1b3a', 'opacity="0.12"');
    let fore = '';
    for (const x0 of [0, f.w])
      for (let i = 0; i < 4; i++)
        fore += grassTuft(x0 + (x0 ? -1 : 1) * ctx.random() * 90, f.h + 6, 14 + ctx.random() * 8, '#8fb86a');
    return { sky: drawSky(ctx, f, hz + 20), far, mid, near, fore };
  },
};

const NEBULA: Record<TimeOfDay, string[]> = {
  morning: ['#1a2a6a', '#3a3f8f', '#6a5aa8'],
  day: ['#14205a', '#2f3f8a', '#5a4aa0'],
  sunset: ['#1a1548', '#4a2a78', '#8a4a8a'],
  night: ['#080c2a', '#141a4a', '#2a2060'],
};

const space: SettingArt = {
  horizon: 0.7,
  blanket: '#8f7fe0',
  floating: true,
  draw(ctx, f) {
    const colors = NEBULA[f.time];
    let sky = rect(0, 0, f.w, f.h, ctx.linear(colors.map(glow)));
    const blobs: [number, number, string][] = [
      [0.2, 0.25, '#ff7ac8'],
      [0.75, 0.2, '#7ac8ff'],
      [0.5, 0.5, '#b07be0'],
    ];
    for (const [x, y, c] of blobs)
      sky += ellipse(
        f.w * x,
        f.h * y,
        f.w * 0.35,
        f.h * 0.2,
        ctx.radial([
          [glow(c), 0, 0.32],
          [glow(c), 1, 0],
        ]),
      );
    sky += stars(ctx, 0, 0, f.w, f.h * 0.8, Math.round(f.w / 8));
    sky +=
      ctx.halo(f.w * 0.5 + f.side * f.w * 0.3, f.h * 0.12, 60, glow('#ffe9a0'), 0.5) +
      circle(f.w * 0.5 + f.side * f.w * 0.3, f.h * 0.12, 14, glow('#fff6d0'));
    // Far planets, unless the scene's own planets and moons fill the sky.
    const px = f.side < 0 ? f.w * 0.8 : f.w * 0.2;
    const far =
      f.skyProps > 0
        ? ''
        : circle(px, f.h * 0.26, 70, ctx.radial([glow('#ffb3d9'), glow('#c36fb0')], 0.35, 0.35, 0.75)) +
          ellipse(
            px,
            f.h * 0.26,
            120,
            18,
            'none',
            `stroke="${glow('#ffe0f0')}" stroke-width="6" opacity="0.7"`,
          ) +
          circle(f.w * 0.5, f.h * 0.12, 22, ctx.radial([glow('#b3f0ff'), glow('#4fb0d8')], 0.35, 0.35, 0.75));
    const hz = f.horizon;
    const groundD = `M-40 ${n(f.h)}L-40 ${n(hz + 40)}Q${n(f.w * 0.5)} ${n(hz - 90)} ${n(f.w + 40)} ${n(hz + 40)}L${n(f.w + 40)} ${n(f.h)}Z`;
    let mid = path(groundD, ctx.linear(['#c9c2e6', '#a79fd0', '#8a82b8']));
    mid += path(
      `M-40 ${n(hz + 40)}Q${n(f.w * 0.5)} ${n(hz - 90)} ${n(f.w + 40)} ${n(hz + 40)}`,
      'none',
      `stroke="${glow('#e6e0ff')}" stroke-width="6" opacity="0.7"`,
    );
    const craters: [number, number, number][] = [];
    for (let i = 0; i < f.w / 140; i++)
      craters.push([ctx.random() * f.w, hz + 30 + ctx.random() * (f.h - hz - 60), ctx.between(20, 55)]);
    for (const [x, y, r] of craters) {
      if (Math.abs(x - f.childX) < 90 && y > f.ground - 40) continue;
      mid += ellipse(x, y, r, r * 0.35, '#8a82b8') + ellipse(x, y + r * 0.06, r * 0.85, r * 0.26, '#7a72a8');
    }
    const near = rock(ctx, f.w * 0.5 - f.side * f.w * 0.08, hz + 70, 70, 34, '#9d95c6');
    let fore =
      rock(ctx, -10, f.h + 10, 200, 80, '#8a82b8') + rock(ctx, f.w + 10, f.h + 10, 220, 90, '#8a82b8');
    fore +=
      path(sparkle(f.w * 0.06, f.h * 0.55, 12), glow('#ffffff')) +
      path(sparkle(f.w * 0.94, f.h * 0.5, 10), glow('#ffffff'));
    return { sky, far, mid, near, fore };
  },
};

export const SEA_AND_SPACE_SETTINGS: Record<string, SettingArt> = { underwater, beach, space };
