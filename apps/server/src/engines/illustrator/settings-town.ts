/** Settings in and around town: the superhero city, the birthday garden, Halloween night and the snowy village. */

import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, line, n, path, rect } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';
import { groundPlane, hills } from './ground.ts';
import { pumpkin } from './props-celebration.ts';
import { bush, flower, grassTuft, house, meadowDetails, mountain, pineTree, roundTree } from './scenery.ts';
import type { SettingArt } from './setting-types.ts';
import { drawSky } from './sky.ts';

const litWindows = (f: Frame) => f.time === 'night' || f.time === 'sunset';

/** A city block: a rounded tower with rows of windows. */
function building(ctx: Ctx, x: number, y: number, w: number, h: number, color: string, lit: boolean): string {
  let out = rect(
    x - w / 2,
    y - h,
    w,
    h,
    ctx.linear([lighten(color, 0.08), darken(color, 0.08)], 0, 0, 1, 0),
    10,
  );
  out += rect(x - w / 2 - 4, y - h - 8, w + 8, 14, darken(color, 0.12), 6);
  const cols = Math.max(2, Math.round(w / 40));
  const rows = Math.max(2, Math.floor((h - 40) / 46));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x - w / 2 + ((c + 0.5) / cols) * w - 10;
      const wy = y - h + 24 + r * 46;
      const on = lit && ctx.random() < 0.7;
      out += rect(wx, wy, 20, 26, on ? glow('#ffd979') : lighten(color, 0.45), 5, on ? '' : 'opacity="0.75"');
    }
  }
  return out;
}

/** A friendly lamp post; it glows when the light is low. */
function lamp(ctx: Ctx, x: number, y: number, h: number, lit: boolean): string {
  return (
    rect(x - 4, y - h, 8, h, '#4a4f6a', 3) +
    path(
      `M${n(x - 14)} ${n(y - h)}L${n(x + 14)} ${n(y - h)}L${n(x + 8)} ${n(y - h - 26)}L${n(x - 8)} ${n(y - h - 26)}Z`,
      lit ? glow('#ffe08a') : '#e6eef5',
    ) +
    rect(x - 16, y - h - 2, 32, 6, '#4a4f6a', 3) +
    (lit ? ctx.halo(x, y - h - 12, 110, glow('#ffd979'), 0.55) : '')
  );
}

const city: SettingArt = {
  horizon: 0.62,
  blanket: '#e84a5f',
  draw(ctx, f) {
    const hz = f.horizon;
    let far = '';
    for (let x = -20; x < f.w + 60; x += ctx.between(60, 110)) {
      const h = ctx.between(160, 330);
      far += rect(x, hz - h, ctx.between(50, 90), h + 20, '#b9c3e6', 8, 'opacity="0.85"');
    }
    let mid = '';
    const colors = ['#ef8a7a', '#7fb0e8', '#f2c46a', '#9c86d8', '#6fc3a8', '#f29ab8'];
    let x = -30;
    let i = 0;
    while (x < f.w + 80) {
      const w = ctx.between(120, 180);
      const h = ctx.between(200, 380);
      mid += building(ctx, x + w / 2, hz + 30, w, h, colors[i % colors.length] as string, litWindows(f));
      x += w + ctx.between(6, 30);
      i += 1;
    }
    let near = groundPlane(ctx, f, hz + 40, ['#9fd68a', '#86c873', '#74b866']);
    near += path(
      `M0 ${n(f.h - 150)}Q${n(f.w / 2)} ${n(f.h - 190)} ${n(f.w)} ${n(f.h - 150)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`,
      ctx.linear(['#e6e2ea', '#cfc9d8']),
    );
    near += path(
      `M0 ${n(f.h - 150)}Q${n(f.w / 2)} ${n(f.h - 190)} ${n(f.w)} ${n(f.h - 150)}`,
      'none',
      'stroke="#b9b2c8" stroke-width="6"',
    );
    const treeXs = [0.08, 0.5 - f.side * 0.02, 0.92];
    for (const t of treeXs) near += roundTree(ctx, f.w * t, hz + 80, 220, '#5cb867');
    near += lamp(ctx, f.w * (f.side < 0 ? 0.7 : 0.3), hz + 120, 230, litWindows(f));
    near +=
      bush(ctx, f.w * 0.3, hz + 90, 110, '#4fa85a', '#ff8fb1') +
      bush(ctx, f.w * 0.72, hz + 95, 120, '#4fa85a', '#ffd45c');
    let fore = bush(ctx, -20, f.h + 10, 220, '#3f9a4f') + bush(ctx, f.w + 20, f.h + 10, 240, '#3f9a4f');
    fore += flower(60, f.h - 20, 8, '#ff6b8b') + flower(f.w - 70, f.h - 24, 8, '#ffd45c');
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

const party: SettingArt = {
  horizon: 0.58,
  blanket: '#ff8fb1',
  draw(ctx, f) {
    const hz = f.horizon;
    let far = hills(ctx, f, hz - 30, 25, 1, '#a9d9b0');
    for (let x = -40; x < f.w + 80; x += 90)
      far += circle(x + ctx.between(-10, 10), hz - 10 + ctx.between(-10, 10), ctx.between(60, 80), '#6fbf78');
    far += rect(0, hz - 10, f.w, 60, '#6fbf78');
    let mid = '';
    const leftT = f.w * 0.07;
    const rightT = f.w * 0.93;
    mid += roundTree(ctx, leftT, hz + 120, 420, '#5ab868') + roundTree(ctx, rightT, hz + 120, 440, '#55b062');
    // Bunting between the two trees.
    const y0 = hz - 200;
    mid += path(
      `M${n(leftT)} ${n(y0)}Q${n(f.w / 2)} ${n(y0 + 140)} ${n(rightT)} ${n(y0)}`,
      'none',
      'stroke="#f7f3ea" stroke-width="3"',
    );
    const flags = Math.round(f.w / 60);
    const flagColors = ['#ff6b8b', '#ffd23f', '#4fa9f0', '#6bcf63', '#b07be0', '#ff9f4a'];
    for (let i = 1; i < flags; i++) {
      const t = i / flags;
      const fx = (1 - t) * (1 - t) * leftT + 2 * (1 - t) * t * (f.w / 2) + t * t * rightT;
      const fy = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 140) + t * t * y0;
      mid += path(
        `M${n(fx - 18)} ${n(fy)}L${n(fx + 18)} ${n(fy)}L${n(fx)} ${n(fy + 38)}Z`,
        flagColors[i % flagColors.length] as string,
      );
      if (litWindows(f))
        mid += ctx.halo(fx, fy + 2, 24, glow('#fff3a0'), 0.6) + circle(fx, fy + 2, 4, glow('#fff3a0'));
    }
    let near = groundPlane(ctx, f, hz + 60, ['#9ad884', '#7fc870', '#6cb862']);
    near += meadowDetails(ctx, 0, f.w, hz + 90, f.h - 30, Math.round(f.w / 30), '#5aa654', [
      '#ff8fb1',
      '#ffd45c',
      '#ffffff',
    ]);
    let table = '';
    // A party table on the far side.
    const tx = f.side < 0 ? f.w * 0.78 : f.w * 0.22;
    const ty = hz + 110;
    table += rect(tx - 110, ty - 70, 220, 70, ctx.linear(['#fff7f0', '#f2e2d6']), 6);
    table += path(
      `M${n(tx - 110)} ${n(ty - 40)}Q${n(tx - 80)} ${n(ty - 20)} ${n(tx - 55)} ${n(ty - 40)}Q${n(tx - 27)} ${n(ty - 20)} ${n(tx)} ${n(ty - 40)}Q${n(tx + 27)} ${n(ty - 20)} ${n(tx + 55)} ${n(ty - 40)}Q${n(tx + 80)} ${n(ty - 20)} ${n(tx + 110)} ${n(ty - 40)}`,
      'none',
      'stroke="#ff9fb8" stroke-width="6"',
    );
    for (const [dx, c] of [
      [-70, '#ff8fb1'],
      [-20, '#ffd23f'],
      [40, '#9fe3ff'],
    ] as const) {
      table +=
        rect(tx + dx - 12, ty - 92, 24, 22, '#f2c27a', 4) +
        circle(tx + dx, ty - 94, 13, c) +
        circle(tx + dx, ty - 106, 4, '#e8484f');
    }
    table += rect(tx + 70, ty - 110, 10, 40, '#ffffff', 2) + circle(tx + 75, ty - 112, 12, '#ffb3c7');
    // A few balloons tied to the table.
    for (const [dx, c] of [
      [-100, '#ef4f5f'],
      [-80, '#4fa9f0'],
      [100, '#ffd23f'],
    ] as const) {
      table +=
        line(`M${n(tx + dx)} ${n(ty - 70)}L${n(tx + dx + 6)} ${n(ty - 200)}`, '#f7f3ea', 1.5) +
        ellipse(tx + dx + 6, ty - 225, 22, 27, c) +
        ellipse(tx + dx, ty - 234, 5, 9, '#ffffff', 'opacity="0.5"');
    }
    near += ellipse(tx, ty + 4, 130, 12, '#1d1b3a', 'opacity="0.15"') + table;
    let fore = '';
    for (const x0 of [0, f.w]) {
      for (let i = 0; i < 5; i++)
        fore += grassTuft(x0 + (x0 ? -1 : 1) * ctx.random() * 100, f.h + 4, 14 + ctx.random() * 8, '#4fa04a');
      for (let i = 0; i < 3; i++)
        fore += flower(
          x0 + (x0 ? -1 : 1) * (20 + ctx.random() * 80),
          f.h - ctx.random() * 8,
          8,
          ctx.pick(['#ff8fb1', '#ffd45c', '#b79cff']),
        );
    }
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

/** A bare, curly tree for Halloween: spooky shapes, friendly colours. */
function curlyTree(x: number, y: number, h: number, color: string): string {
  return (
    path(
      `M${n(x - h * 0.06)} ${n(y)}Q${n(x - h * 0.02)} ${n(y - h * 0.5)} ${n(x - h * 0.03)} ${n(y - h * 0.7)}L${n(x + h * 0.03)} ${n(y - h * 0.7)}Q${n(x + h * 0.03)} ${n(y - h * 0.5)} ${n(x + h * 0.07)} ${n(y)}Z`,
      color,
    ) +
    line(
      `M${n(x)} ${n(y - h * 0.55)}Q${n(x - h * 0.25)} ${n(y - h * 0.7)} ${n(x - h * 0.3)} ${n(y - h * 0.9)}Q${n(x - h * 0.32)} ${n(y - h * 0.98)} ${n(x - h * 0.24)} ${n(y - h * 0.96)}M${n(x)} ${n(y - h * 0.62)}Q${n(x + h * 0.2)} ${n(y - h * 0.8)} ${n(x + h * 0.32)} ${n(y - h * 0.82)}Q${n(x + h * 0.4)} ${n(y - h * 0.84)} ${n(x + h * 0.36)} ${n(y - h * 0.9)}M${n(x)} ${n(y - h * 0.7)}Q${n(x + h * 0.02)} ${n(y - h * 0.9)} ${n(x - h * 0.06)} ${n(y - h)}`,
      color,
      h * 0.03,
    )
  );
}

const halloweenNight: SettingArt = {
  horizon: 0.6,
  blanket: '#b07be0',
  draw(ctx, f) {
    const hz = f.horizon;
    let far = hills(ctx, f, hz - 50, 50, 1, '#6a5494');
    const houses = Math.max(3, Math.round(f.w / 260));
    for (let i = 0; i < houses; i++) {
      const x = ((i + 0.5) / houses) * f.w + ctx.between(-40, 40);
      far += house(ctx, x, hz - 20 + ctx.between(-10, 10), ctx.between(90, 120), ctx.between(110, 140), {
        wall: '#7a6a9a',
        roof: '#4a3a6a',
        lit: true,
        crooked: true,
        chimney: ctx.random() < 0.5,
      });
    }
    let mid = hills(ctx, f, hz + 10, 20, 1, '#7a64a0');
    mid += curlyTree(f.side < 0 ? f.w * 0.9 : f.w * 0.1, hz + 120, 420, '#4a3a5e');
    // A crooked picket fence.
    for (let x = 0; x < f.w; x += 34) {
      const h = 60 + ((x * 7) % 20);
      if (Math.abs(x - f.childX) < 60) continue;
      mid += path(
        `M${n(x)} ${n(hz + 90)}L${n(x)} ${n(hz + 90 - h)}L${n(x + 10)} ${n(hz + 80 - h)}L${n(x + 20)} ${n(hz + 90 - h)}L${n(x + 20)} ${n(hz + 90)}Z`,
        '#8a7aa8',
        `transform="rotate(${n(((x * 13) % 9) - 4)} ${n(x + 10)} ${n(hz + 90)})"`,
      );
    }
    mid += rect(0, hz + 50, f.w, 10, '#7a6a98');
    let near = groundPlane(ctx, f, hz + 80, ['#7a6a9a', '#6a5a8a', '#5a4a78']);
    near += path(
      `M${n(f.childX - 180)} ${n(f.h)}C${n(f.childX - 100)} ${n(hz + 200)} ${n(f.w * 0.5)} ${n(hz + 120)} ${n(f.w * 0.5 - f.side * 40)} ${n(hz + 90)}L${n(f.w * 0.5 - f.side * 40 + 40)} ${n(hz + 90)}C${n(f.w * 0.5 + 80)} ${n(hz + 140)} ${n(f.childX + 200)} ${n(hz + 220)} ${n(f.childX + 200)} ${n(f.h)}Z`,
      '#8a7f9a',
      'opacity="0.7"',
    );
    for (let i = 0; i < 6; i++)
      near += ellipse(
        f.childX + ctx.between(-150, 150),
        hz + 140 + i * 50,
        24,
        8,
        '#9a90aa',
        'opacity="0.6"',
      );
    near += pumpkin(ctx, f.side < 0 ? f.w * 0.66 : f.w * 0.34, hz + 120, 24, f.time === 'night', true);
    near += pumpkin(ctx, f.side < 0 ? f.w * 0.72 : f.w * 0.28, hz + 128, 16, false, false);
    for (let i = 0; i < f.w / 70; i++)
      near += ellipse(
        ctx.random() * f.w,
        hz + 100 + ctx.random() * (f.h - hz - 100),
        8,
        4,
        ctx.pick(['#f28a3a', '#e8484f', '#f2b52e']),
        'opacity="0.7"',
      );
    let fore = '';
    for (const x0 of [0, f.w])
      for (let i = 0; i < 5; i++)
        fore += grassTuft(x0 + (x0 ? -1 : 1) * ctx.random() * 100, f.h + 4, 14 + ctx.random() * 8, '#4a3f66');
    fore += pumpkin(ctx, f.side < 0 ? f.w * 0.06 : f.w * 0.94, f.h + 10, 40, f.time === 'night', true);
    const sky =
      drawSky(ctx, {
        ...f,
        time: f.time === 'night' ? 'night' : 'sunset',
        skyLight: f.skyLight && f.time !== 'night',
      }) +
      (f.time === 'night' && f.skyLight
        ? circle(f.lightX, f.lightY + 30, 80, ctx.radial([glow('#fffbe6'), glow('#ffe9a3')], 0.4, 0.4, 0.7)) +
          circle(f.lightX - 20, f.lightY + 20, 12, glow('#f3d98a'), 'opacity="0.6"') +
          circle(f.lightX + 24, f.lightY + 50, 8, glow('#f3d98a'), 'opacity="0.6"')
        : '');
    return { sky, far, mid, near, fore };
  },
};

const snowyVillage: SettingArt = {
  horizon: 0.6,
  blanket: '#e8484f',
  draw(ctx, f) {
    const hz = f.horizon;
    let far = '';
    const peaks = Math.max(3, Math.round(f.w / 330));
    for (let i = 0; i < peaks; i++)
      far += mountain(
        ctx,
        ((i + 0.5) / peaks) * f.w,
        hz,
        ctx.between(380, 480),
        ctx.between(220, 300),
        '#b8c6e6',
        '#ffffff',
      );
    far += hills(ctx, f, hz - 10, 25, 1, '#e6eefa');
    let mid = '';
    const houses = Math.max(3, Math.round(f.w / 230));
    const colors = ['#e8847a', '#7fa8e0', '#f2c46a', '#9c86d8'];
    for (let i = 0; i < houses; i++) {
      const x = ((i + 0.5) / houses) * f.w + ctx.between(-30, 30);
      if (Math.abs(x - f.childX) < 60) continue;
      mid += house(ctx, x, hz + 40, ctx.between(120, 150), ctx.between(140, 170), {
        wall: colors[i % colors.length] as string,
        roof: '#8a5a4a',
        lit: litWindows(f) || f.time === 'morning',
        snow: true,
        chimney: true,
      });
    }
    for (let i = 0; i < f.w / 200; i++)
      mid += pineTree(
        ctx,
        ctx.random() * f.w,
        hz + 70 + ctx.random() * 30,
        ctx.between(120, 180),
        '#3f8a6a',
        true,
      );
    let near = groundPlane(ctx, f, hz + 70, ['#ffffff', '#eef3fc', '#dbe5f6']);
    for (let i = 0; i < f.w / 100; i++)
      near += ellipse(
        ctx.random() * f.w,
        hz + 110 + ctx.random() * (f.h - hz - 110),
        ctx.between(30, 60),
        8,
        '#c9d6ee',
        'opacity="0.5"',
      );
    near += g(
      rect(0, 0, 8, 200, '#4a4f6a', 3) +
        rect(-10, -30, 28, 34, litWindows(f) ? glow('#ffe08a') : '#e6eef5', 6) +
        (litWindows(f) ? ctx.halo(4, -14, 110, glow('#ffd979'), 0.55) : '') +
        path('M-14 -30L22 -30L4 -46Z', '#4a4f6a'),
      `translate(${n(f.side < 0 ? f.w * 0.66 : f.w * 0.34)} ${n(hz - 60)})`,
    );
    let fore = ellipse(-20, f.h + 20, 240, 80, '#ffffff') + ellipse(f.w + 20, f.h + 20, 260, 90, '#f4f7fd');
    for (let i = 0; i < (f.w * f.h) / 30000; i++)
      fore += circle(
        ctx.random() * f.w,
        ctx.random() * f.h * 0.9,
        ctx.between(2, 5),
        glow('#ffffff'),
        'opacity="0.85"',
      );
    return { sky: drawSky(ctx, f), far, mid, near, fore };
  },
};

export const TOWN_SETTINGS: Record<string, SettingArt> = {
  city,
  party,
  'halloween-night': halloweenNight,
  'snowy-village': snowyVillage,
};
