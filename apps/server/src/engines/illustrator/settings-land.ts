/** Outdoor settings on land: the magical meadow, jungle, castle, dinosaur valley and dragon mountains. */

import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, line, n, path, rect, sparkle } from '../drawing/svg.ts';
import { groundPlane, hills, windingPath } from './ground.ts';
import {
  bigLeaf,
  bush,
  fern,
  flower,
  grassTuft,
  meadowDetails,
  mountain,
  palmTree,
  pineTree,
  rock,
  roundTree,
} from './scenery.ts';
import type { SettingArt } from './setting-types.ts';
import { drawSky } from './sky.ts';

const PETALS = ['#ff8fb1', '#ffd45c', '#ffffff', '#b79cff', '#ff9f6b'];

/** Tall grass and flowers in the bottom corners, framing the picture. */
function cornerMeadow(ctx: Ctx, w: number, h: number, grass: string): string {
  let out = '';
  for (const x0 of [0, w]) {
    const dirn = x0 === 0 ? 1 : -1;
    for (let i = 0; i < 7; i++) {
      const x = x0 + dirn * (ctx.random() * 110);
      out += grassTuft(x, h + 4, 12 + ctx.random() * 10, i % 2 ? grass : darken(grass, 0.12));
    }
    for (let i = 0; i < 3; i++)
      out += flower(
        x0 + dirn * (20 + ctx.random() * 90),
        h - ctx.random() * 10,
        7 + ctx.random() * 3,
        ctx.pick(PETALS),
      );
  }
  return out;
}

/** Little glowing motes that make a place feel magical. */
function motes(
  ctx: Ctx,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color = '#fff6b0',
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.random() * (x1 - x0);
    const y = y0 + ctx.random() * (y1 - y0);
    const r = 3 + ctx.random() * 5;
    out += ctx.halo(x, y, r * 3, glow(color), 0.45) + path(sparkle(x, y, r), glow(color), 'opacity="0.9"');
  }
  return out;
}

const meadow: SettingArt = {
  horizon: 0.56,
  blanket: '#f49ac1',
  draw(ctx, f) {
    const hz = f.horizon;
    const far =
      hills(ctx, f, hz - 70, 45, 1.2, '#a9d9c0') +
      hills(ctx, f, hz - 25, 35, 1.6, '#8fd09a') +
      [0.12, 0.3, 0.7, 0.88]
        .map((t) =>
          roundTree(ctx, f.w * t + ctx.between(-30, 30), hz - 20 + ctx.between(-10, 10), 70, '#5fae6a'),
        )
        .join('');
    let mid = hills(ctx, f, hz + 20, 25, 1, '#79c46f');
    const treeX = f.side < 0 ? f.w * 0.9 : f.w * 0.1;
    mid +=
      roundTree(ctx, treeX, hz + 110, 330, '#4fae5a') +
      bush(ctx, treeX + f.side * 110, hz + 120, 120, '#5cb85f', '#ff9ec4');
    mid += bush(ctx, f.w * 0.5 + f.side * f.w * 0.05, hz + 60, 90, '#64bd67', '#fff3a0');
    // Toadstools by the tree.
    for (const [dx, s] of [
      [-60, 1],
      [-25, 0.7],
    ] as const) {
      const x = treeX - f.side * dx;
      const y = hz + 150;
      mid +=
        rect(x - 6 * s, y - 26 * s, 12 * s, 26 * s, '#fff3e0', 5 * s) +
        path(
          `M${n(x - 24 * s)} ${n(y - 22 * s)}Q${n(x)} ${n(y - 58 * s)} ${n(x + 24 * s)} ${n(y - 22 * s)}Z`,
          '#ef5b5b',
        ) +
        circle(x - 8 * s, y - 32 * s, 4 * s, '#ffffff') +
        circle(x + 9 * s, y - 30 * s, 3 * s, '#ffffff');
    }
    let near = groundPlane(ctx, f, hz + 70, ['#8fd47e', '#6cc064', '#58ad55']);
    near += windingPath(ctx, f, '#f3dfaa', f.childX + f.side * 60);
    near += meadowDetails(ctx, 0, f.w, hz + 90, f.h - 30, Math.round(f.w / 22), '#4c9f4c', PETALS);
    near += motes(ctx, 0, f.w, hz - 150, f.h - 100, Math.round(f.w / 110));
    return { sky: drawSky(ctx, f), far, mid, near, fore: cornerMeadow(ctx, f.w, f.h, '#4a9e4a') };
  },
};

const jungle: SettingArt = {
  horizon: 0.6,
  blanket: '#f2b84b',
  draw(ctx, f) {
    const hz = f.horizon;
    const canopy = (y: number, r: number, color: string) => {
      let out = '';
      for (let x = -r; x < f.w + r; x += r * 1.2)
        out += circle(
          x + ctx.between(-r * 0.3, r * 0.3),
          y + ctx.between(-r * 0.3, r * 0.3),
          r * ctx.between(0.8, 1.15),
          color,
        );
      return out + rect(0, y, f.w, f.h - y, color);
    };
    const far =
      canopy(hz - 160, 70, '#8cc9a6') +
      canopy(hz - 80, 60, '#6db58a') +
      rect(0, hz - 120, f.w, 80, '#e9fff0', 0, 'opacity="0.25"');
    let mid = canopy(hz - 10, 55, '#4f9d6a');
    // Big trunks at the edges with hanging vines.
    for (const x of [f.w * 0.05, f.w * 0.95]) {
      mid += path(
        `M${n(x - 45)} ${n(f.h)}C${n(x - 30)} ${n(hz)} ${n(x - 35)} ${n(hz - 300)} ${n(x - 22)} -10L${n(x + 22)} -10C${n(x + 35)} ${n(hz - 300)} ${n(x + 30)} ${n(hz)} ${n(x + 45)} ${n(f.h)}Z`,
        ctx.linear(['#8a6248', '#6b4a36'], 0, 0, 1, 0),
      );
      mid += line(
        `M${n(x - 10)} ${n(hz - 200)}Q${n(x + 5)} ${n(hz - 100)} ${n(x - 8)} ${n(hz)}`,
        '#5a3d2c',
        5,
        'opacity="0.4"',
      );
    }
    mid += bush(ctx, f.w * 0.22, hz + 40, 160, '#3e8c5a') + bush(ctx, f.w * 0.8, hz + 45, 180, '#3b8656');
    // Clumps of big leaves fanning out on both sides of the clearing.
    for (const [x, k] of [
      [f.w * 0.14, 1],
      [f.w * 0.86, -1],
      [f.w * 0.5 + f.side * f.w * 0.12, f.side],
    ] as const) {
      for (const a of [-55, -25, 5, 35])
        mid += bigLeaf(
          ctx,
          x,
          hz + 70,
          ctx.between(150, 210),
          a * k + ctx.between(-8, 8),
          ctx.pick(['#3f9a56', '#4aa860', '#358a4c']),
        );
      mid +=
        circle(x + 20 * k, hz + 10, 10, '#ff6f91') +
        circle(x + 30 * k, hz + 2, 9, '#ff6f91') +
        circle(x + 25 * k, hz + 6, 4, '#ffd45c');
    }
    // Vines hanging from the canopy above.
    for (let i = 0; i < Math.max(4, Math.round(f.w / 180)); i++) {
      const x = ((i + 0.5) / Math.max(4, Math.round(f.w / 180))) * f.w + ctx.between(-30, 30);
      if (Math.abs(x - f.childX) < 110) continue;
      const len = ctx.between(120, 300);
      mid += line(`M${n(x)} -5Q${n(x + 30)} ${n(len * 0.5)} ${n(x - 6)} ${n(len)}`, '#3f8a4a', 5);
      for (let t = 0.2; t < 1; t += 0.2)
        mid += ellipse(
          x + 10 * Math.sin(t * 7),
          len * t,
          13,
          6,
          '#5fb35a',
          `transform="rotate(${n(ctx.between(-50, 50))} ${n(x)} ${n(len * t)})"`,
        );
    }
    let near = groundPlane(ctx, f, hz + 50, ['#6fae55', '#5a9a46', '#4a853b']);
    near += path(
      `M0 ${n(f.h - 80)}Q${n(f.w * 0.5)} ${n(f.h - 150)} ${n(f.w)} ${n(f.h - 90)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`,
      '#8b6a45',
      'opacity="0.35"',
    );
    for (let i = 0; i < f.w / 140; i++) {
      const x = ctx.random() * f.w;
      near += fern(ctx, x, hz + 60 + ctx.random() * 60, 50 + ctx.random() * 30, '#3f9a56');
    }
    for (let i = 0; i < f.w / 200; i++) {
      const x = ctx.random() * f.w;
      const y = hz + 80 + ctx.random() * (f.h - hz - 160);
      near +=
        circle(x, y, 9, '#ff6f91') +
        circle(x + 8, y - 4, 8, '#ff6f91') +
        circle(x + 4, y + 6, 8, '#ff6f91') +
        circle(x + 4, y, 4, '#ffd45c');
    }
    let fore = '';
    for (const [x, a] of [
      [-20, 35],
      [40, 15],
      [f.w + 20, -35],
      [f.w - 40, -15],
    ] as const) {
      fore += bigLeaf(ctx, x, f.h + 30, 260, a, '#2f8a4d');
    }
    fore += bigLeaf(ctx, -30, -30, 230, 140, '#2c7f48') + bigLeaf(ctx, f.w + 30, -30, 230, -140, '#2c7f48');
    for (let x = -40; x < f.w + 60; x += 90)
      fore += circle(
        x + ctx.between(-20, 20),
        ctx.between(-40, -10),
        ctx.between(55, 80),
        ctx.pick(['#2f7f48', '#36894f', '#2a7443']),
      );
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

/** A storybook castle on its hill; x is the centre of the gate, y its base. */
function castle(ctx: Ctx, x: number, y: number, s: number): string {
  const stone = '#e9dfd2';
  const shade = '#cfc1b0';
  const roof = '#8f6fd0';
  const tower = (tx: number, w: number, h: number, roofColor: string) =>
    rect(tx - w / 2, y - h, w, h, ctx.linear([stone, shade], 0, 0, 1, 0), 4 * s) +
    path(
      `M${n(tx - w * 0.62)} ${n(y - h + 4 * s)}Q${n(tx)} ${n(y - h - w * 1.6)} ${n(tx + w * 0.62)} ${n(y - h + 4 * s)}Z`,
      ctx.linear([lighten(roofColor, 0.15), darken(roofColor, 0.12)], 0, 0, 1, 0),
    ) +
    line(`M${n(tx)} ${n(y - h - w * 1.05)}L${n(tx)} ${n(y - h - w * 1.45)}`, '#7a6a5a', 2.5 * s) +
    path(
      `M${n(tx)} ${n(y - h - w * 1.45)}L${n(tx + 22 * s)} ${n(y - h - w * 1.38)}L${n(tx)} ${n(y - h - w * 1.3)}Z`,
      '#ff6b6b',
    ) +
    rect(tx - 5 * s, y - h * 0.7, 10 * s, 16 * s, '#6b5a8a', 5 * s);
  let out = '';
  out += tower(x - 95 * s, 44 * s, 190 * s, roof) + tower(x + 95 * s, 44 * s, 190 * s, roof);
  out += rect(x - 80 * s, y - 120 * s, 160 * s, 120 * s, ctx.linear([stone, shade]), 3 * s);
  for (let i = 0; i < 7; i++) out += rect(x - 80 * s + i * 24 * s, y - 134 * s, 14 * s, 16 * s, stone, 2 * s);
  out += tower(x, 56 * s, 230 * s, '#ef7aa5');
  out += path(
    `M${n(x - 26 * s)} ${n(y)}L${n(x - 26 * s)} ${n(y - 45 * s)}Q${n(x)} ${n(y - 75 * s)} ${n(x + 26 * s)} ${n(y - 45 * s)}L${n(x + 26 * s)} ${n(y)}Z`,
    '#8a6248',
  );
  out += line(`M${n(x)} ${n(y - 62 * s)}L${n(x)} ${n(y)}`, '#6e4c36', 2 * s);
  for (const wx of [x - 50 * s, x + 50 * s])
    out += rect(wx - 7 * s, y - 90 * s, 14 * s, 22 * s, '#6b5a8a', 7 * s);
  return out;
}

const castleSetting: SettingArt = {
  horizon: 0.6,
  blanket: '#9b7fe0',
  draw(ctx, f, props) {
    const hz = f.horizon;
    const far = hills(ctx, f, hz - 60, 40, 1.3, '#b6dcc9') + hills(ctx, f, hz - 20, 30, 1.1, '#9ad2a6');
    const cx = f.side < 0 ? f.w * 0.72 : f.w * 0.28;
    const hillTop = hz - 40;
    let mid = path(
      `M${n(cx - 420)} ${n(hz + 80)}C${n(cx - 250)} ${n(hillTop)} ${n(cx + 250)} ${n(hillTop)} ${n(cx + 420)} ${n(hz + 80)}Z`,
      ctx.linear(['#8ed17f', '#6fbb68']),
    );
    if (!props.has('tower') && !props.has('drawbridge')) mid += castle(ctx, cx, hillTop + 12, 0.95);
    else mid += castle(ctx, cx + f.side * 180, hillTop + 30, 0.55);
    mid += line(
      `M${n(cx)} ${n(hillTop + 12)}C${n(cx + 40)} ${n(hz + 20)} ${n(cx - 80)} ${n(hz + 40)} ${n(cx - 40)} ${n(hz + 80)}`,
      '#f1dfb4',
      14,
      'opacity="0.9"',
    );
    mid += roundTree(ctx, f.side < 0 ? f.w * 0.06 : f.w * 0.94, hz + 70, 260, '#5aa860');
    let near = groundPlane(ctx, f, hz + 60, ['#93d27f', '#74c266', '#60ae58']);
    near += bush(ctx, f.w * 0.5, hz + 95, 130, '#4f9f55', '#ff6f8a');
    near += meadowDetails(ctx, 0, f.w, hz + 90, f.h - 30, Math.round(f.w / 28), '#4c9f4c', [
      '#ff6f8a',
      '#ffd45c',
      '#ffffff',
    ]);
    return { sky: drawSky(ctx, f), far, mid, near, fore: cornerMeadow(ctx, f.w, f.h, '#4f9d4a') };
  },
};

/** A round, friendly volcano puffing soft clouds. */
export function volcano(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const top = y - h;
  let out = path(
    `M${n(x - w / 2)} ${n(y)}C${n(x - w * 0.3)} ${n(y - h * 0.4)} ${n(x - w * 0.16)} ${n(top)} ${n(x - w * 0.1)} ${n(top)}L${n(x + w * 0.1)} ${n(top)}C${n(x + w * 0.16)} ${n(top)} ${n(x + w * 0.3)} ${n(y - h * 0.4)} ${n(x + w / 2)} ${n(y)}Z`,
    ctx.linear(['#a0786a', '#7f5d55']),
  );
  out += path(
    `M${n(x - w * 0.1)} ${n(top)}Q${n(x - w * 0.05)} ${n(top + h * 0.2)} ${n(x - w * 0.01)} ${n(top + h * 0.12)}Q${n(x + w * 0.04)} ${n(top + h * 0.3)} ${n(x + w * 0.1)} ${n(top)}Z`,
    glow('#ff8a4c'),
  );
  out += ellipse(x, top, w * 0.1, h * 0.025, glow('#ffb15c'));
  for (let i = 0; i < 3; i++)
    out += circle(
      x + (i - 1) * w * 0.06 + i * 8,
      top - h * (0.1 + i * 0.12),
      w * (0.06 + i * 0.025),
      '#ece4f0',
      'opacity="0.85"',
    );
  return out;
}

const dinosaurValley: SettingArt = {
  horizon: 0.6,
  blanket: '#7cc47a',
  draw(ctx, f, props) {
    const hz = f.horizon;
    let far =
      mountain(ctx, f.w * 0.15, hz + 10, 520, 220, '#b7a6c9') +
      mountain(ctx, f.w * 0.85, hz + 10, 560, 200, '#b2a4c8');
    if (!props.has('volcano')) far += volcano(ctx, f.side < 0 ? f.w * 0.7 : f.w * 0.3, hz + 10, 420, 250);
    far += hills(ctx, f, hz - 10, 25, 1.2, '#a7cf8e');
    let mid = '';
    for (const t of [0.04, 0.96]) mid += palmTree(ctx, f.w * t, hz + 120, 380, t < 0.5 ? 1 : -1);
    mid += fern(ctx, f.w * 0.22, hz + 60, 90, '#4f9f4f') + fern(ctx, f.w * 0.78, hz + 60, 100, '#4a9a4a');
    mid += rock(ctx, f.w * 0.5 - f.side * 60, hz + 70, 120, 50, '#b39a86');
    let near = groundPlane(ctx, f, hz + 50, ['#b8cf72', '#9cbf5e', '#86ad52']);
    for (let i = 0; i < f.w / 90; i++)
      near += ellipse(
        ctx.random() * f.w,
        hz + 80 + ctx.random() * (f.h - hz - 100),
        14,
        5,
        '#7d9b45',
        'opacity="0.5"',
      );
    near += meadowDetails(ctx, 0, f.w, hz + 90, f.h - 30, Math.round(f.w / 40), '#5c8f3c', [
      '#ffb35c',
      '#ff7a7a',
    ]);
    let fore = '';
    fore += fern(ctx, 30, f.h + 10, 150, '#3f8a45') + fern(ctx, f.w - 30, f.h + 10, 160, '#3f8a45');
    fore += rock(ctx, f.w * (f.side < 0 ? 0.97 : 0.03), f.h + 10, 120, 60, '#a08a78');
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

const dragonMountains: SettingArt = {
  horizon: 0.62,
  blanket: '#6fc3b8',
  draw(ctx, f) {
    const hz = f.horizon;
    let far = '';
    const peaks = Math.max(3, Math.round(f.w / 300));
    for (let i = 0; i < peaks; i++) {
      const x = ((i + 0.5) / peaks) * f.w + ctx.between(-40, 40);
      far += mountain(ctx, x, hz, ctx.between(360, 460), ctx.between(330, 430), '#a59ad0', '#f4f1ff');
    }
    far += rect(
      0,
      hz - 140,
      f.w,
      160,
      ctx.linear([
        ['#ffffff', 0, 0],
        ['#ffffff', 0.6, 0.45],
        ['#ffffff', 1, 0.2],
      ]),
    );
    for (let i = 0; i < peaks + 1; i++) {
      const x = (i / peaks) * f.w + ctx.between(-60, 60);
      far += mountain(ctx, x, hz + 30, ctx.between(300, 380), ctx.between(200, 260), '#8a86c2');
    }
    let mid = hills(ctx, f, hz + 10, 35, 1, '#7eb69a');
    for (let i = 0; i < f.w / 150; i++) {
      const x = ctx.random() * f.w;
      if (Math.abs(x - f.childX) < 80) continue;
      mid += pineTree(ctx, x, hz + 30 + ctx.random() * 20, ctx.between(90, 150), '#3f8a6a');
    }
    // A glowing cave on the far side.
    const cx = f.side < 0 ? f.w * 0.82 : f.w * 0.18;
    mid += rock(ctx, cx, hz + 90, 260, 170, '#8d84a8');
    mid += path(
      `M${n(cx - 45)} ${n(hz + 90)}Q${n(cx - 45)} ${n(hz + 20)} ${n(cx)} ${n(hz + 15)}Q${n(cx + 45)} ${n(hz + 20)} ${n(cx + 45)} ${n(hz + 90)}Z`,
      '#3b2f55',
    );
    mid += ellipse(cx, hz + 70, 40, 25, glow('#9ff3ff'), 'opacity="0.35"');
    let near = groundPlane(ctx, f, hz + 60, ['#8ccf95', '#72bd86', '#5ea874']);
    near += meadowDetails(ctx, 0, f.w, hz + 90, f.h - 30, Math.round(f.w / 35), '#4a9a66', [
      '#c9a8ff',
      '#ffffff',
      '#ffd45c',
    ]);
    near += rock(ctx, f.w * 0.5 + f.side * 40, hz + 100, 110, 40, '#9a92b3');
    let fore =
      rock(ctx, -10, f.h + 20, 240, 110, '#7d7599') + rock(ctx, f.w + 10, f.h + 20, 260, 120, '#7d7599');
    fore += rect(
      0,
      f.h - 60,
      f.w,
      60,
      ctx.linear([
        ['#ffffff', 0, 0],
        ['#ffffff', 1, 0.35],
      ]),
    );
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

export const LAND_SETTINGS: Record<string, SettingArt> = {
  meadow,
  jungle,
  castle: castleSetting,
  'dinosaur-valley': dinosaurValley,
  'dragon-mountains': dragonMountains,
};

export { castle as castleDrawing };
