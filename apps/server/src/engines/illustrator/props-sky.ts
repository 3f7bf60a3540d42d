/** Props in the sky and the air, and things spread over the whole picture. */
import { darken, glow, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, line, n, path, rect, softStar, sparkle } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';
import type { PropArt } from './prop-types.ts';
import { cloud, moon, stars, sun } from './sky.ts';

/** The area sky things are spread over: the window indoors, the upper frame outdoors. */
function skyArea(f: Frame): { x: number; y: number; w: number; h: number } {
  return f.window ?? { x: 0, y: 0, w: f.w, h: f.horizon * 0.92 };
}

/** Keeps spread things off the child's face: true when (x, y) is near the child's head. */
const nearChild = (f: Frame, x: number, y: number) =>
  Math.abs(x - f.childX) < 120 && y > f.ground - 460 && y < f.ground - 250;

const clipTo = (ctx: Ctx, area: { x: number; y: number; w: number; h: number }, svg: string) => {
  const id = ctx.uid('k');
  ctx.define(
    `<clipPath id="${id}"><rect x="${n(area.x)}" y="${n(area.y)}" width="${n(area.w)}" height="${n(area.h)}"/></clipPath>`,
  );
  return g(svg, undefined, `clip-path="url(#${id})"`);
};

/** A friendly star with a face, glowing. */
function littleStar(ctx: Ctx, cx: number, cy: number, r: number): string {
  return (
    circle(
      cx,
      cy,
      r * 1.9,
      ctx.radial([
        [glow('#fff6c4'), 0, 0.8],
        [glow('#ffe27a'), 0.5, 0.25],
        [glow('#ffe27a'), 1, 0],
      ]),
    ) +
    path(softStar(cx, cy, r, r * 0.5), ctx.radial([glow('#fffbe0'), glow('#ffd23f')], 0.45, 0.4, 0.6)) +
    ellipse(cx - r * 0.2, cy - r * 0.02, r * 0.07, r * 0.09, '#6b4a1a') +
    ellipse(cx + r * 0.2, cy - r * 0.02, r * 0.07, r * 0.09, '#6b4a1a') +
    line(
      `M${n(cx - r * 0.13)} ${n(cy + r * 0.16)}Q${n(cx)} ${n(cy + r * 0.28)} ${n(cx + r * 0.13)} ${n(cy + r * 0.16)}`,
      '#6b4a1a',
      r * 0.05,
    ) +
    ellipse(cx - r * 0.34, cy + r * 0.12, r * 0.09, r * 0.05, '#ff9f7a', 'opacity="0.7"') +
    ellipse(cx + r * 0.34, cy + r * 0.12, r * 0.09, r * 0.05, '#ff9f7a', 'opacity="0.7"')
  );
}

function planetBody(ctx: Ctx, r: number, base: string, bands: string): string {
  const clip = ctx.uid('k');
  ctx.define(`<clipPath id="${clip}"><circle cx="0" cy="-50" r="${r}"/></clipPath>`);
  return (
    ctx.halo(0, -50, r * 1.5, glow(lighten(base, 0.3)), 0.6) +
    circle(0, -50, r, ctx.radial([lighten(base, 0.25), base, darken(base, 0.25)], 0.35, 0.35, 0.75)) +
    g(
      ellipse(-r * 0.1, -50 - r * 0.35, r * 1.3, r * 0.12, bands, 'opacity="0.5"') +
        ellipse(r * 0.1, -50 + r * 0.15, r * 1.3, r * 0.16, bands, 'opacity="0.45"') +
        circle(r * 0.35, -50 + r * 0.5, r * 0.14, darken(base, 0.15), 'opacity="0.6"') +
        circle(-r * 0.45, -50 + r * 0.05, r * 0.09, darken(base, 0.15), 'opacity="0.6"'),
      undefined,
      `clip-path="url(#${clip})"`,
    )
  );
}

function balloonShape(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  return (
    path(
      `M${n(x)} ${n(y + r * 1.2)}L${n(x - r * 0.15)} ${n(y + r * 1.38)}L${n(x + r * 0.15)} ${n(y + r * 1.38)}Z`,
      darken(color, 0.1),
    ) +
    path(
      `M${n(x)} ${n(y + r * 1.2)}C${n(x - r * 1.25)} ${n(y + r * 0.6)} ${n(x - r * 1.05)} ${n(y - r * 1.1)} ${n(x)} ${n(y - r * 1.1)}C${n(x + r * 1.05)} ${n(y - r * 1.1)} ${n(x + r * 1.25)} ${n(y + r * 0.6)} ${n(x)} ${n(y + r * 1.2)}Z`,
      ctx.radial([lighten(color, 0.3), color, darken(color, 0.15)], 0.38, 0.3, 0.8),
    ) +
    ellipse(
      x - r * 0.38,
      y - r * 0.45,
      r * 0.16,
      r * 0.3,
      '#ffffff',
      `opacity="0.55" transform="rotate(25 ${n(x - r * 0.38)} ${n(y - r * 0.45)})"`,
    )
  );
}

const note = (x: number, y: number, s: number, color: string, double: boolean) =>
  (double
    ? path(
        `M${n(x + s * 0.5)} ${n(y)}L${n(x + s * 0.5)} ${n(y - s * 2.4)}L${n(x + s * 2.3)} ${n(y - s * 2.8)}L${n(x + s * 2.3)} ${n(y - s * 0.4)}`,
        'none',
        `stroke="${color}" stroke-width="${n(s * 0.35)}" stroke-linejoin="round"`,
      ) +
      ellipse(
        x + s * 1.8,
        y - s * 0.35,
        s * 0.62,
        s * 0.48,
        color,
        `transform="rotate(-20 ${n(x + s * 1.8)} ${n(y - s * 0.35)})"`,
      )
    : line(
        `M${n(x + s * 0.5)} ${n(y)}L${n(x + s * 0.5)} ${n(y - s * 2.4)}Q${n(x + s * 1.4)} ${n(y - s * 1.9)} ${n(x + s * 1.3)} ${n(y - s * 1.2)}`,
        color,
        s * 0.35,
      )) + ellipse(x, y, s * 0.62, s * 0.48, color, `transform="rotate(-20 ${n(x)} ${n(y)})"`);

/** Cute bat: body and two scalloped wings. */
const bat = (x: number, y: number, s: number, color: string) =>
  path(
    `M${n(x)} ${n(y - s * 0.3)}C${n(x - s * 0.6)} ${n(y - s * 1.1)} ${n(x - s * 1.6)} ${n(y - s * 0.8)} ${n(x - s * 2)} ${n(y - s * 0.6)}Q${n(x - s * 1.6)} ${n(y - s * 0.2)} ${n(x - s * 1.5)} ${n(y + s * 0.3)}Q${n(x - s * 1.1)} ${n(y - s * 0.1)} ${n(x - s * 0.8)} ${n(y + s * 0.35)}Q${n(x - s * 0.5)} ${n(y)} ${n(x)} ${n(y + s * 0.2)}Q${n(x + s * 0.5)} ${n(y)} ${n(x + s * 0.8)} ${n(y + s * 0.35)}Q${n(x + s * 1.1)} ${n(y - s * 0.1)} ${n(x + s * 1.5)} ${n(y + s * 0.3)}Q${n(x + s * 1.6)} ${n(y - s * 0.2)} ${n(x + s * 2)} ${n(y - s * 0.6)}C${n(x + s * 1.6)} ${n(y - s * 0.8)} ${n(x + s * 0.6)} ${n(y - s * 1.1)} ${n(x)} ${n(y - s * 0.3)}Z`,
    color,
  ) +
  circle(x, y - s * 0.1, s * 0.45, color) +
  path(
    `M${n(x - s * 0.35)} ${n(y - s * 0.4)}L${n(x - s * 0.3)} ${n(y - s * 0.85)}L${n(x - s * 0.1)} ${n(y - s * 0.5)}ZM${n(x + s * 0.35)} ${n(y - s * 0.4)}L${n(x + s * 0.3)} ${n(y - s * 0.85)}L${n(x + s * 0.1)} ${n(y - s * 0.5)}Z`,
    color,
  ) +
  circle(x - s * 0.16, y - s * 0.12, s * 0.1, glow('#ffe27a')) +
  circle(x + s * 0.16, y - s * 0.12, s * 0.1, glow('#ffe27a'));

const snowflake = (x: number, y: number, r: number) => {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3;
    d += `M${n(x - Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return line(d, glow('#ffffff'), r * 0.22) + circle(x, y, r * 0.25, glow('#ffffff'));
};

export const SKY_PROPS: Record<string, PropArt> = {
  moon: { place: 'celestial', size: 0.17, draw: (ctx) => moon(ctx, 0, -50, 30) },
  sun: { place: 'celestial', size: 0.18, draw: (ctx, time) => sun(ctx, time, 0, -50, 28) },
  'little-star': { place: 'small', size: 0.11, draw: (ctx) => littleStar(ctx, 0, -50, 40) },
  comet: {
    place: 'celestial',
    size: 0.2,
    draw: (ctx) =>
      path(
        'M40 -90C0 -80 -60 -50 -110 -10C-60 -40 -10 -58 36 -70Z',
        ctx.linear(
          [
            [glow('#fff3c4'), 0, 0.9],
            [glow('#9fd8ff'), 1, 0],
          ],
          1,
          0,
          0,
          1,
        ),
      ) +
      path(
        'M44 -80C10 -60 -40 -30 -90 10C-40 -20 0 -44 40 -62Z',
        ctx.linear(
          [
            [glow('#ffd6f0'), 0, 0.7],
            [glow('#b59cff'), 1, 0],
          ],
          1,
          0,
          0,
          1,
        ),
      ) +
      circle(
        44,
        -76,
        34,
        ctx.radial([
          [glow('#fffbe6'), 0, 0.8],
          [glow('#fff1a8'), 0.4, 0.3],
          [glow('#fff1a8'), 1, 0],
        ]),
      ) +
      circle(44, -76, 14, glow('#fffdf0')) +
      ellipse(39, -79, 1.8, 2.4, '#6b4a1a') +
      ellipse(49, -79, 1.8, 2.4, '#6b4a1a') +
      line('M40 -71Q44 -67 48 -71', '#6b4a1a', 1.4),
  },
  planet: { place: 'celestial', size: 0.3, draw: (ctx) => planetBody(ctx, 46, '#a77be0', '#d4b8ff') },
  'ringed-planet': {
    place: 'celestial',
    size: 0.28,
    draw: (ctx) =>
      path(
        'M-78 -42C-70 -62 70 -72 80 -56C84 -50 70 -44 50 -40',
        'none',
        'stroke="#ffd9a0" stroke-width="7" opacity="0.9"',
      ) +
      planetBody(ctx, 38, '#f2a65a', '#ffd9a0') +
      path(
        'M-78 -42C-84 -30 40 -24 80 -56',
        'none',
        'stroke="#fff0cc" stroke-width="7" stroke-linecap="round"',
      ),
  },
  earth: {
    place: 'celestial',
    size: 0.26,
    draw: (ctx) => {
      const clip = ctx.uid('k');
      ctx.define(`<clipPath id="${clip}"><circle cx="0" cy="-50" r="44"/></clipPath>`);
      return (
        ctx.halo(0, -50, 64, glow('#9fd8ff'), 0.7) +
        circle(0, -50, 44, ctx.radial(['#6fc3f5', '#2f86d6', '#1d5aa8'], 0.35, 0.35, 0.75)) +
        g(
          path(
            'M-30 -80C-14 -84 -4 -74 -12 -62C-20 -54 -6 -44 -18 -34C-30 -30 -44 -44 -40 -60C-38 -70 -36 -76 -30 -80Z',
            '#6cc46a',
          ) +
            path(
              'M10 -70C24 -76 40 -62 34 -48C30 -40 20 -44 16 -36C8 -26 20 -14 10 -10C0 -16 2 -28 -2 -36C-6 -48 0 -64 10 -70Z',
              '#6cc46a',
            ) +
            ellipse(-10, -90, 30, 8, '#ffffff', 'opacity="0.9"') +
            ellipse(20, -30, 24, 5, '#ffffff', 'opacity="0.7"'),
          undefined,
          `clip-path="url(#${clip})"`,
        )
      );
    },
  },
  rocket: {
    place: 'air',
    size: 0.3,
    draw: (ctx) =>
      g(
        path('M-10 -8Q0 30 10 -8Z', ctx.linear([glow('#fff3a0'), glow('#ff8a3d')])) +
          path('M-14 -30L-30 -6L-14 -12Z', '#e8484f') +
          path('M14 -30L30 -6L14 -12Z', '#e8484f') +
          path(
            'M-16 -10C-20 -50 -12 -84 0 -100C12 -84 20 -50 16 -10Z',
            ctx.linear(['#ffffff', '#dfe6f0'], 0, 0, 1, 0),
          ) +
          path('M-10 -84C-6 -92 -3 -97 0 -100C3 -97 6 -92 10 -84Z', '#e8484f') +
          circle(0, -60, 9, '#9aa7b8') +
          circle(0, -60, 6.5, ctx.radial([glow('#bff1ff'), glow('#5ab8e8')])) +
          rect(-3, -28, 6, 18, '#e8484f', 3),
        'rotate(35 0 -50)',
      ),
  },
  alien: {
    place: 'scenery',
    size: 0.2,
    draw: (ctx, _time) => {
      const skin = '#8ee07a';
      return (
        line('M-8 -50L-18 -86M8 -50L20 -84', darken(skin, 0.1), 3) +
        circle(-18, -88, 5, glow('#ff9fd6')) +
        circle(20, -86, 5, glow('#ff9fd6')) +
        path(
          'M-16 0C-20 -20 -14 -36 0 -36C14 -36 20 -20 16 0Z',
          ctx.linear([lighten(skin, 0.1), darken(skin, 0.1)]),
        ) +
        rect(-12, -28, 24, 16, '#b48cf0', 6) +
        ellipse(0, -56, 26, 22, ctx.radial([lighten(skin, 0.2), skin], 0.4, 0.35, 0.7)) +
        ellipse(-9, -58, 6, 8, '#2b2233') +
        ellipse(9, -58, 6, 8, '#2b2233') +
        circle(-7, -61, 2.2, '#ffffff') +
        circle(11, -61, 2.2, '#ffffff') +
        line('M-5 -44Q0 -40 5 -44', '#2b2233', 2) +
        ellipse(-16, -48, 4, 2.5, '#ff8fa3', 'opacity="0.6"') +
        ellipse(16, -48, 4, 2.5, '#ff8fa3', 'opacity="0.6"') +
        line('M-16 -24Q-24 -30 -26 -40', skin, 5)
      );
    },
  },
  rainbow: {
    place: 'celestial',
    size: 0.36,
    draw: () =>
      ['#ff6b6b', '#ffa94d', '#ffd93d', '#6bcf63', '#4fa9f0', '#9b7be0']
        .map((c, i) =>
          line(
            `M${-120 + i * 9} 0A${120 - i * 9} ${100 - i * 9} 0 0 1 ${120 - i * 9} 0`,
            glow(c),
            9.5,
            'stroke-linecap="butt" opacity="0.8"',
          ),
        )
        .join('') +
      cloudLike(-118, 0, 44) +
      cloudLike(118, 0, 44),
  },
  kite: {
    place: 'air',
    size: 0.2,
    tethered: true,
    draw: (ctx) =>
      line('M0 -10Q-14 10 -4 30Q8 50 -8 70', '#f7f3ea', 1.6) +
      [12, 30, 48]
        .map((y, i) =>
          path(`M-4 ${y}l-7 -4l0 8zM-4 ${y}l7 -4l0 8z`, ['#ff6b6b', '#ffd93d', '#4fa9f0'][i] as string),
        )
        .join('') +
      path('M0 -100L32 -56L0 -10L-32 -56Z', ctx.linear(['#ff6b8b', '#ff9f4a'], 0, 0, 1, 1)) +
      path('M0 -100L0 -10L-32 -56Z', '#ffd93d', 'opacity="0.8"') +
      line('M0 -100L0 -10M-32 -56L32 -56', '#ffffff', 1.2, 'opacity="0.7"'),
  },
  balloon: {
    place: 'air',
    size: 0.16,
    tethered: true,
    draw: (ctx) => balloonShape(ctx, 0, -62, 28, '#ef4f5f'),
  },
  balloons: {
    place: 'air',
    size: 0.26,
    tethered: true,
    draw: (ctx) =>
      line('M0 0L-26 -62M0 0L24 -58M0 0L0 -74M0 0L-4 -40', '#f7f3ea', 1) +
      balloonShape(ctx, -26, -74, 16, '#4fa9f0') +
      balloonShape(ctx, 24, -70, 16, '#ffd23f') +
      balloonShape(ctx, 0, -88, 17, '#ef4f5f') +
      balloonShape(ctx, -6, -50, 14, '#8f6fd0'),
  },
  stars: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      const a = skyArea(f);
      let out = stars(ctx, a.x, a.y, a.w, a.h, Math.round((a.w * a.h) / 9000));
      const big = Math.max(3, Math.round(a.w / 250));
      for (let i = 0; i < big; i++) {
        const x = a.x + ((i + 0.5) / big) * a.w + ctx.between(-30, 30);
        const y = a.y + a.h * ctx.between(0.1, 0.55);
        const r = Math.min(a.w, 400) * ctx.between(0.025, 0.04);
        out +=
          ctx.halo(x, y, r * 3, glow('#fff6c4'), 0.5) + path(softStar(x, y, r, r * 0.45), glow('#ffe98a'));
      }
      return f.window ? clipTo(ctx, a, out) : out;
    },
  },
  clouds: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      if (f.window && f.setting === 'bedroom') {
        // A dream: soft cloud pillows drifting in the room.
        return [0.25, 0.6, 0.85]
          .map((t, i) => cloud(ctx, 'day', f.w * t, f.ground - 160 - i * 140, 260 - i * 40))
          .join('');
      }
      let out = '';
      const count = Math.max(3, Math.round(f.w / 300));
      for (let i = 0; i < count; i++) {
        out += cloud(
          ctx,
          f.time,
          ((i + 0.5) / count) * f.w + ctx.between(-40, 40),
          f.h * ctx.between(0.1, 0.4),
          ctx.between(200, 320),
        );
      }
      out +=
        cloud(ctx, f.time, f.w * 0.15, f.horizon + 20, 420) +
        cloud(ctx, f.time, f.w * 0.85, f.horizon + 30, 460);
      return out;
    },
  },
  rain: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      const a = f.window ?? { x: 0, y: 0, w: f.w, h: f.h };
      let out = rect(a.x, a.y, a.w, a.h, glow('#8fa6c8'), 0, 'opacity="0.18"');
      const count = Math.round((a.w * a.h) / 6000);
      for (let i = 0; i < count; i++) {
        const x = a.x + ctx.random() * a.w;
        const y = a.y + ctx.random() * a.h;
        if (!f.window && nearChild(f, x, y)) continue;
        out += line(`M${n(x)} ${n(y)}l-6 22`, glow('#dceaff'), 2.2, 'opacity="0.7"');
      }
      return f.window ? clipTo(ctx, a, out) : out;
    },
  },
  moonbeam: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      const from = f.window
        ? [f.window.x + f.window.w / 2, f.window.y + f.window.h * 0.3]
        : [f.lightX, f.lightY];
      const [fx, fy] = from as [number, number];
      const tx = f.childX;
      const ty = f.ground;
      let out = path(
        `M${n(fx - 40)} ${n(fy)}L${n(fx + 40)} ${n(fy)}L${n(tx + 160)} ${n(ty)}L${n(tx - 160)} ${n(ty)}Z`,
        ctx.linear([
          [glow('#fff6cf'), 0, 0.45],
          [glow('#dfe6ff'), 1, 0.12],
        ]),
      );
      for (let i = 0; i < 12; i++) {
        const t = ctx.random();
        const x = fx + (tx - fx) * t + ctx.between(-60, 60) * t;
        const y = fy + (ty - fy) * t;
        out += path(sparkle(x, y, ctx.between(5, 10)), glow('#fffbe0'), 'opacity="0.85"');
      }
      return out;
    },
  },
  snowflakes: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const count = Math.round((f.w * f.h) / 14000);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const y = ctx.random() * f.h;
        if (nearChild(f, x, y)) continue;
        out +=
          ctx.random() < 0.3
            ? snowflake(x, y, ctx.between(7, 14))
            : circle(x, y, ctx.between(2.5, 6), glow('#ffffff'), 'opacity="0.85"');
      }
      return out;
    },
  },
  fireflies: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const count = Math.round(f.w / 40);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const y = f.horizon - 200 + ctx.random() * (f.h - f.horizon + 100);
        if (nearChild(f, x, y)) continue;
        const r = ctx.between(3, 6);
        out += ctx.halo(x, y, r * 5, glow('#d9ff7a'), 0.5) + circle(x, y, r, glow('#f4ffb0'));
      }
      return out;
    },
  },
  'music-notes': {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const colors = ['#ff6b8b', '#7b6be0', '#3fb6e0', '#ffb13d', '#4cc38a'];
      for (let i = 0; i < 6; i++) {
        const x = f.childX - f.side * (60 + i * 45) + ctx.between(-20, 20);
        const y = f.ground - 430 - Math.sin(i * 0.9) * 70 - i * 12;
        out += note(x, y, ctx.between(10, 15), ctx.pick(colors), i % 2 === 0);
      }
      return out;
    },
  },
  confetti: {
    place: 'overlay',
    front: true,
    spread: (ctx, f) => {
      let out = '';
      const colors = ['#ff6b8b', '#ffd23f', '#4fa9f0', '#6bcf63', '#9b7be0', '#ff9f4a'];
      const count = Math.round((f.w * f.h) / 9000);
      for (let i = 0; i < count; i++) {
        const x = ctx.random() * f.w;
        const y = ctx.random() * f.h * 0.85;
        if (nearChild(f, x, y)) continue;
        const c = ctx.pick(colors);
        out +=
          ctx.random() < 0.5
            ? rect(x, y, 10, 5, c, 1.5, `transform="rotate(${n(ctx.between(0, 180))} ${n(x)} ${n(y)})"`)
            : circle(x, y, ctx.between(3, 5), c);
      }
      return out;
    },
  },
  'city-lights': {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      // Strings of warm bulbs swooping across the sky.
      for (let row = 0; row < 2; row++) {
        const y0 = f.h * (0.12 + row * 0.14);
        const sag = 60;
        out += path(
          `M-10 ${n(y0)}Q${n(f.w / 2)} ${n(y0 + sag * 2)} ${n(f.w + 10)} ${n(y0)}`,
          'none',
          'stroke="#4a4060" stroke-width="2"',
        );
        const count = Math.round(f.w / 60);
        for (let i = 1; i < count; i++) {
          const t = i / count;
          const x = -10 + (f.w + 20) * t;
          const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0 + 6;
          const c = glow(['#ffe27a', '#ff9fb1', '#9fe3ff', '#b8ff9f'][i % 4] as string);
          out += ctx.halo(x, y, 26, c, 0.6) + circle(x, y, 6, c);
        }
      }
      return out;
    },
  },
  bats: {
    place: 'overlay',
    front: false,
    spread: (ctx, f) => {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2 + ctx.random();
        const r = ctx.between(110, 190);
        out += bat(
          f.lightX + Math.cos(a) * r,
          f.lightY + 60 + Math.sin(a) * r * 0.6,
          ctx.between(12, 20),
          '#3a2f52',
        );
      }
      return out;
    },
  },
};

/** The small cloud at each foot of a rainbow. */
function cloudLike(x: number, y: number, w: number): string {
  return (
    circle(x - w * 0.3, y - w * 0.1, w * 0.3, glow('#ffffff')) +
    circle(x + w * 0.05, y - w * 0.25, w * 0.38, glow('#ffffff')) +
    circle(x + w * 0.38, y - w * 0.05, w * 0.28, glow('#ffffff')) +
    rect(x - w * 0.6, y - w * 0.12, w * 1.25, w * 0.25, glow('#ffffff'), w * 0.12)
  );
}
