/** Indoor settings: the friendly clinic, the school (classroom or playground) and the bedroom at night. */

import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, heart, line, n, path, rect, softStar } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';
import { groundPlane, hills } from './ground.ts';
import { bush, flower, house, meadowDetails, roundTree } from './scenery.ts';
import type { SettingArt, Window } from './setting-types.ts';
import { drawSky, windowSky } from './sky.ts';

/** The window sits high on the back wall, on the far side from the child. */
function windowFor(f: Frame): Window {
  const w = Math.min(340, Math.max(200, f.w * 0.26));
  const h = f.h * 0.3;
  const cx = f.side < 0 ? f.w * 0.7 : f.w * 0.3;
  return { x: cx - w / 2, y: f.h * 0.12, w, h };
}

function windowFrame(ctx: Ctx, f: Frame, win: Window, curtains?: string): string {
  const { x, y, w, h } = win;
  let out =
    rect(x - 14, y - 14, w + 28, h + 28, '#fbf7f0', 10) + windowSky(ctx, f.time, x, y, w, h, f.skyLight);
  out += rect(x + w / 2 - 5, y, 10, h, '#fbf7f0') + rect(x, y + h / 2 - 5, w, 10, '#fbf7f0');
  out += rect(x - 24, y + h + 8, w + 48, 16, darken('#fbf7f0', 0.08), 6);
  if (curtains) {
    out += line(`M${n(x - 50)} ${n(y - 30)}L${n(x + w + 50)} ${n(y - 30)}`, '#b08a6a', 6);
    const c = ctx.linear([lighten(curtains, 0.1), darken(curtains, 0.1)], 0, 0, 1, 0);
    out += path(
      `M${n(x - 50)} ${n(y - 30)}L${n(x + 20)} ${n(y - 30)}Q${n(x - 10)} ${n(y + h * 0.5)} ${n(x + 6)} ${n(y + h + 30)}L${n(x - 50)} ${n(y + h + 30)}Z`,
      c,
    );
    out += path(
      `M${n(x + w + 50)} ${n(y - 30)}L${n(x + w - 20)} ${n(y - 30)}Q${n(x + w + 10)} ${n(y + h * 0.5)} ${n(x + w - 6)} ${n(y + h + 30)}L${n(x + w + 50)} ${n(y + h + 30)}Z`,
      c,
    );
  }
  return out;
}

/** Back wall with a skirting band, and a floor with planks or tiles. */
function room(ctx: Ctx, f: Frame, wall: string, floor: string, tiles: boolean): string {
  const hz = f.horizon;
  let out = rect(0, 0, f.w, hz + 4, ctx.linear([lighten(wall, 0.06), darken(wall, 0.04)]));
  out += rect(0, hz - 90, f.w, 90, darken(wall, 0.08)) + rect(0, hz - 96, f.w, 8, lighten(wall, 0.2));
  out += rect(0, hz, f.w, f.h - hz, ctx.linear([darken(floor, 0.06), floor, lighten(floor, 0.04)]));
  out += rect(0, hz - 6, f.w, 12, darken(wall, 0.25));
  if (tiles) {
    for (let y = hz + 60; y < f.h; y += 70 + (y - hz) * 0.3)
      out += line(`M0 ${n(y)}L${n(f.w)} ${n(y)}`, darken(floor, 0.08), 2, 'opacity="0.6"');
    for (let i = -6; i <= 6; i++)
      out += line(
        `M${n(f.w / 2 + i * 60)} ${n(hz)}L${n(f.w / 2 + i * 240)} ${n(f.h)}`,
        darken(floor, 0.08),
        2,
        'opacity="0.6"',
      );
  } else {
    for (let y = hz + 40; y < f.h; y += 40 + (y - hz) * 0.25)
      out += line(`M0 ${n(y)}L${n(f.w)} ${n(y)}`, darken(floor, 0.12), 2.5, 'opacity="0.6"');
  }
  return out;
}

/** A round rug under the child. */
const rug = (f: Frame, colors: string[]) =>
  colors.map((c, i) => ellipse(f.childX + f.side * -20, f.ground + 8, 230 - i * 45, 52 - i * 11, c)).join('');

/** String lights along the top of a wall. */
function fairyLights(ctx: Ctx, f: Frame, y0: number, colors: string[]): string {
  let out = path(
    `M-10 ${n(y0)}Q${n(f.w / 4)} ${n(y0 + 60)} ${n(f.w / 2)} ${n(y0)}T${n(f.w + 10)} ${n(y0)}`,
    'none',
    'stroke="#5a5070" stroke-width="2"',
  );
  const count = Math.round(f.w / 55);
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = -10 + (f.w + 20) * t;
    const local = (t * 2) % 1;
    const y = y0 + Math.sin(local * Math.PI) * 30 * (t < 0.5 ? 1 : 1) + 8;
    const c = glow(colors[i % colors.length] as string);
    out += ctx.halo(x, y, 22, c, 0.6) + circle(x, y, 5.5, c);
  }
  return out;
}

const bedroom: SettingArt = {
  horizon: 0.66,
  blanket: '#7e9be0',
  window: windowFor,
  bed: (ctx, f, s) => {
    // The sleeper's head lies on the child's outer side, so the headboard goes there.
    const x = f.childX;
    const top = f.ground - 34 * s;
    const facing = -f.side;
    const hx = x - facing * 62 * s;
    const fx = x + facing * 60 * s;
    return {
      y: top + 6 * s,
      svg:
        ellipse(x, f.ground + 4, 80 * s, 6 * s, '#1d1b3a', 'opacity="0.2"') +
        rect(hx - 5 * s, top - 62 * s, 10 * s, 62 * s + (f.ground - top), '#a0704a', 4 * s) +
        path(
          `M${n(hx - 5 * s)} ${n(top - 40 * s)}Q${n(hx)} ${n(top - 70 * s)} ${n(hx + facing * 20 * s)} ${n(top - 52 * s)}L${n(hx + facing * 20 * s)} ${n(top)}L${n(hx)} ${n(top)}Z`,
          ctx.linear(['#c99062', '#a0704a']),
        ) +
        rect(fx - 5 * s, top - 24 * s, 10 * s, 24 * s + (f.ground - top), '#a0704a', 4 * s) +
        rect(
          Math.min(hx, fx),
          top + 2 * s,
          Math.abs(fx - hx),
          14 * s,
          ctx.linear(['#f7f2ea', '#e2d8c8']),
          5 * s,
        ) +
        rect(Math.min(hx, fx), top + 14 * s, Math.abs(fx - hx), 12 * s, '#b07a4f', 3 * s) +
        circle(hx, top - 66 * s, 5 * s, '#c99062'),
    };
  },
  draw(ctx, f) {
    const win = windowFor(f);
    let far = room(ctx, f, '#9fa0e0', '#c99a6a', false);
    for (let i = 0; i < (f.w * f.horizon) / 9000; i++) {
      const x = ctx.random() * f.w;
      const y = ctx.random() * (f.horizon - 110);
      far += path(softStar(x, y, 7, 3), '#c9c8f5', 'opacity="0.7"');
    }
    far += windowFrame(ctx, f, win, '#f29ab8');
    far += fairyLights(ctx, f, 30, ['#fff3a0', '#ffb3d9', '#b3f0ff']);
    // A shelf with books and a toy on the child's side.
    const sx = f.side < 0 ? f.w * 0.1 : f.w * 0.9;
    const sy = f.h * 0.3;
    let mid = rect(sx - 110, sy, 220, 12, '#b07a4f', 4);
    ['#e8484f', '#4fa9f0', '#ffd23f', '#6bcf63'].forEach((c, i) => {
      mid += rect(sx - 100 + i * 22, sy - 60 + (i % 2) * 6, 18, 60 - (i % 2) * 6, c, 3);
    });
    mid +=
      circle(sx + 50, sy - 22, 22, '#ffb35c') +
      circle(sx + 40, sy - 30, 5, '#3a2a2a') +
      circle(sx + 58, sy - 30, 5, '#3a2a2a');
    mid += circle(sx + 34, sy - 42, 9, '#ffb35c') + circle(sx + 66, sy - 42, 9, '#ffb35c');
    // A bed against the wall when the child is not asleep in it.
    if (!f.sleeping) {
      const bx = f.side < 0 ? f.w * 0.86 : f.w * 0.14;
      const by = f.horizon + 40;
      mid +=
        rect(bx - 150, by - 60, 300, 60, '#f2ece4', 12) +
        rect(bx - 150, by - 70, 300, 40, ctx.linear(['#8fa8e8', '#6f88d0']), 14);
      mid += rect(bx + (f.side < 0 ? 110 : -160), by - 150, 50, 150, '#a0704a', 10);
      mid += ellipse(bx + (f.side < 0 ? 70 : -70), by - 78, 40, 16, '#ffffff');
    }
    // A lamp glowing on a little table.
    const lx = f.side < 0 ? f.w * 0.04 : f.w * 0.96;
    mid += rect(lx - 40, f.horizon - 60, 80, 80, '#b07a4f', 6);
    mid +=
      ctx.halo(lx, f.horizon - 120, 150, glow('#ffd98a'), 0.55) +
      path(
        `M${n(lx - 30)} ${n(f.horizon - 100)}L${n(lx + 30)} ${n(f.horizon - 100)}L${n(lx + 20)} ${n(f.horizon - 140)}L${n(lx - 20)} ${n(f.horizon - 140)}Z`,
        glow('#ffe9b0'),
      );
    mid += rect(lx - 3, f.horizon - 100, 6, 40, '#7a5a3a');
    const near = rug(f, ['#f29ab8', '#ffd1e0', '#9fd8e8']);
    const fore = '';
    return { sky: '', far, mid, near, fore };
  },
};

const clinic: SettingArt = {
  horizon: 0.66,
  blanket: '#8fd8c8',
  window: windowFor,
  draw(ctx, f) {
    const win = windowFor(f);
    let far = room(ctx, f, '#cfeee6', '#eef0f2', true);
    far += windowFrame(ctx, f, win);
    // A cheerful picture and a heart poster.
    const px = f.side < 0 ? f.w * 0.2 : f.w * 0.8;
    far +=
      rect(px - 70, f.h * 0.14, 140, 110, '#ffffff', 8) +
      rect(px - 60, f.h * 0.14 + 10, 120, 90, ctx.linear(['#bfe6ff', '#e8f6ff']));
    far +=
      ellipse(px - 20, f.h * 0.14 + 50, 20, 24, '#ff8fb1') +
      line(`M${n(px - 20)} ${n(f.h * 0.14 + 74)}L${n(px - 16)} ${n(f.h * 0.14 + 96)}`, '#9aa7b8', 1.5);
    far +=
      ellipse(px + 22, f.h * 0.14 + 44, 18, 22, '#ffd23f') +
      line(`M${n(px + 22)} ${n(f.h * 0.14 + 66)}L${n(px + 18)} ${n(f.h * 0.14 + 96)}`, '#9aa7b8', 1.5);
    far += path(heart(f.side < 0 ? f.w * 0.9 : f.w * 0.1, f.h * 0.2, 40), '#ff8fa3');
    // An exam bed with a paper sheet, a cabinet and a plant.
    const bx = f.side < 0 ? f.w * 0.86 : f.w * 0.14;
    const by = f.horizon + 60;
    let mid = rect(bx - 130, by - 90, 260, 40, ctx.linear(['#7fc3e8', '#5fa8d8']), 14);
    mid += rect(bx - 120, by - 96, 240, 12, '#ffffff', 6);
    mid += line(
      `M${n(bx - 100)} ${n(by - 50)}L${n(bx - 100)} ${n(by)}M${n(bx + 100)} ${n(by - 50)}L${n(bx + 100)} ${n(by)}`,
      '#9aa7b8',
      8,
    );
    const cx = f.side < 0 ? f.w * 0.08 : f.w * 0.92;
    mid += rect(cx - 60, f.horizon - 150, 120, 170, ctx.linear(['#ffffff', '#e6ecf2']), 10);
    mid += line(`M${n(cx)} ${n(f.horizon - 140)}L${n(cx)} ${n(f.horizon + 10)}`, '#c9d3e0', 2);
    mid += circle(cx - 10, f.horizon - 70, 4, '#9aa7b8') + circle(cx + 10, f.horizon - 70, 4, '#9aa7b8');
    mid += path(heart(cx, f.horizon - 120, 14), '#5fc3b8');
    const ppx = f.side < 0 ? f.w * 0.6 : f.w * 0.4;
    mid += path(
      `M${n(ppx - 30)} ${n(f.horizon + 10)}L${n(ppx - 24)} ${n(f.horizon - 40)}L${n(ppx + 24)} ${n(f.horizon - 40)}L${n(ppx + 30)} ${n(f.horizon + 10)}Z`,
      '#f29a6a',
    );
    for (const a of [-40, -15, 10, 35])
      mid += ellipse(
        ppx + a * 0.8,
        f.horizon - 80,
        14,
        40,
        '#4fb06a',
        `transform="rotate(${a} ${n(ppx)} ${n(f.horizon - 40)})"`,
      );
    const near = rug(f, ['#9fd8e8', '#cfeef6']);
    return { sky: '', far, mid, near, fore: '' };
  },
};

function chalkboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const chalk = '#f4f4ea';
  return (
    rect(x - w / 2 - 12, y - 12, w + 24, h + 24, '#b07a4f', 8) +
    rect(x - w / 2, y, w, h, ctx.linear(['#4a7f66', '#3a6a55'])) +
    circle(x - w * 0.3, y + h * 0.3, h * 0.12, 'none', `stroke="${glow('#ffe680')}" stroke-width="4"`) +
    line(
      `M${n(x - w * 0.3)} ${n(y + h * 0.14)}l0 -8M${n(x - w * 0.3)} ${n(y + h * 0.46)}l0 8M${n(x - w * 0.3 - h * 0.16)} ${n(y + h * 0.3)}l-8 0M${n(x - w * 0.3 + h * 0.16)} ${n(y + h * 0.3)}l8 0`,
      glow('#ffe680'),
      3,
    ) +
    path(
      `M${n(x - w * 0.05)} ${n(y + h * 0.75)}L${n(x - w * 0.05)} ${n(y + h * 0.45)}L${n(x + w * 0.07)} ${n(y + h * 0.3)}L${n(x + w * 0.19)} ${n(y + h * 0.45)}L${n(x + w * 0.19)} ${n(y + h * 0.75)}Z`,
      'none',
      `stroke="${chalk}" stroke-width="3.5" stroke-linejoin="round"`,
    ) +
    path(
      softStar(x + w * 0.35, y + h * 0.3, h * 0.1, h * 0.045),
      'none',
      `stroke="${glow('#ffb3d9')}" stroke-width="3.5"`,
    ) +
    line(`M${n(x + w * 0.28)} ${n(y + h * 0.75)}q12 -30 24 0t24 0`, glow('#9fe3ff'), 3.5) +
    rect(x - w / 2, y + h - 4, w, 10, '#9b6b45', 2) +
    rect(x - w * 0.3, y + h - 8, 20, 6, chalk, 2)
  );
}

function desk(x: number, y: number, s: number, color: string): string {
  return (
    rect(x - 50 * s, y - 50 * s, 100 * s, 12 * s, '#d9a86a', 4 * s) +
    line(
      `M${n(x - 42 * s)} ${n(y - 40 * s)}L${n(x - 42 * s)} ${n(y)}M${n(x + 42 * s)} ${n(y - 40 * s)}L${n(x + 42 * s)} ${n(y)}`,
      '#8a9ab0',
      6 * s,
    ) +
    rect(x - 20 * s, y - 36 * s, 40 * s, 8 * s, color, 3 * s) +
    rect(x - 20 * s, y - 70 * s, 40 * s, 34 * s, color, 6 * s, 'opacity="0.9"')
  );
}

const classroom = (ctx: Ctx, f: Frame) => {
  const win = windowFor(f);
  let far = room(ctx, f, '#fbe9c8', '#d9b48a', false);
  far += windowFrame(ctx, f, win);
  const boardW = Math.min(420, f.w * 0.34);
  far += chalkboard(ctx, f.side < 0 ? f.w * 0.3 : f.w * 0.7, f.h * 0.13, boardW, f.h * 0.23);
  // Children's drawings pinned beside the window, when the wall is wide enough.
  if (f.w >= f.h * 1.3) {
    const dx = f.side < 0 ? f.w * 0.93 : f.w * 0.07;
    const colors = ['#ffb3c7', '#b3e6ff', '#fff0a8', '#c9f2c0'];
    colors.forEach((c, i) => {
      const x = dx + ((i % 2) - 0.5) * 84;
      const y = f.h * 0.13 + Math.floor(i / 2) * 100;
      far += rect(x - 34, y, 68, 80, c, 3, `transform="rotate(${(i % 3) - 1} ${n(x)} ${n(y)})"`);
      far += circle(x, y + 4, 4, '#e8484f');
      far +=
        i % 2
          ? path(heart(x, y + 40, 14), '#ff6b8b')
          : circle(x, y + 36, 14, '#ffd23f') +
            line(`M${n(x - 24)} ${n(y + 66)}L${n(x + 24)} ${n(y + 66)}`, '#6bcf63', 6);
    });
  }
  // A round clock with no numbers.
  const ck = f.w * 0.5;
  far +=
    circle(ck, f.h * 0.08, 34, '#ffffff') +
    circle(ck, f.h * 0.08, 34, 'none', 'stroke="#e8484f" stroke-width="6"') +
    line(
      `M${n(ck)} ${n(f.h * 0.08)}L${n(ck)} ${n(f.h * 0.08 - 20)}M${n(ck)} ${n(f.h * 0.08)}L${n(ck + 14)} ${n(f.h * 0.08 + 6)}`,
      '#3a3a48',
      4,
    );
  let mid = '';
  const deskColors = ['#ff8a5c', '#4fa9f0', '#6bcf63', '#b07be0'];
  const count = Math.max(2, Math.round(f.w / 300));
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * f.w;
    if (Math.abs(x - f.childX) < 140) continue;
    mid += desk(x, f.horizon + 40, 1.2, deskColors[i % deskColors.length] as string);
  }
  // A bookshelf on the child's side.
  const sx = f.side < 0 ? f.w * 0.06 : f.w * 0.94;
  mid += rect(sx - 70, f.horizon - 200, 140, 230, '#c99062', 8);
  for (let r = 0; r < 3; r++) {
    mid += rect(sx - 60, f.horizon - 190 + r * 72, 120, 62, '#a0704a', 4);
    for (let b = 0; b < 5; b++)
      mid += rect(
        sx - 56 + b * 23,
        f.horizon - 180 + r * 72,
        18,
        52,
        ['#e8484f', '#4fa9f0', '#ffd23f', '#6bcf63', '#b07be0'][(b + r) % 5] as string,
        3,
      );
  }
  const near = rug(f, ['#ff8a8a', '#ffd23f', '#6bcf63', '#4fa9f0']);
  return { sky: '', far, mid, near, fore: '' };
};

const playground = (ctx: Ctx, f: Frame) => {
  const hz = f.horizon;
  let far = hills(ctx, f, hz - 40, 30, 1, '#a9d9b0');
  const sx = f.side < 0 ? f.w * 0.28 : f.w * 0.72;
  far += house(ctx, sx, hz + 20, 380, 300, {
    wall: '#e8846a',
    roof: '#7a5aa0',
    lit: f.time === 'night' || f.time === 'sunset',
  });
  far +=
    rect(sx - 40, hz - 330, 80, 70, '#f2e6d6', 6) +
    path(`M${n(sx - 50)} ${n(hz - 330)}L${n(sx)} ${n(hz - 380)}L${n(sx + 50)} ${n(hz - 330)}Z`, '#7a5aa0') +
    circle(sx, hz - 300, 16, '#ffd23f');
  let mid = '';
  for (let x = 0; x < f.w; x += 40) mid += rect(x, hz + 20, 8, 60, '#f7f3ea', 3);
  mid += rect(0, hz + 34, f.w, 6, '#f7f3ea') + rect(0, hz + 60, f.w, 6, '#f7f3ea');
  mid += roundTree(ctx, f.side < 0 ? f.w * 0.94 : f.w * 0.06, hz + 100, 320, '#5ab868');
  let near = groundPlane(ctx, f, hz + 80, ['#9ad884', '#7fc870', '#6cb862']);
  near += meadowDetails(ctx, 0, f.w, hz + 100, f.h - 30, Math.round(f.w / 40), '#5aa654', [
    '#ffd45c',
    '#ffffff',
  ]);
  near += bush(ctx, f.w * 0.5, hz + 100, 120, '#4fa85a', '#ff8fb1');
  const fore = flower(40, f.h - 10, 9, '#ff6b8b') + flower(f.w - 40, f.h - 10, 9, '#ffd45c');
  return { sky: drawSky(ctx, f), far, mid, near, fore };
};

const outdoorSchool = (props: ReadonlySet<string>) => props.has('slide') || props.has('swing');

const school: SettingArt = {
  horizon: 0.66,
  blanket: '#ffd23f',
  window: (f, props) => (outdoorSchool(props) ? undefined : windowFor(f)),
  draw(ctx, f, props) {
    return outdoorSchool(props) ? playground(ctx, { ...f, horizon: f.h * 0.6 }) : classroom(ctx, f);
  },
};

export const INDOOR_SETTINGS: Record<string, SettingArt> = { bedroom, clinic, school };
