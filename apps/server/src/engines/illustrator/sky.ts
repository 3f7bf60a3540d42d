import type { TimeOfDay } from '../../domain/story-model.ts';
import { glow } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, g, n, path, rect, sparkle } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';

/** Sky colours from the top of the frame down to the horizon. */
const SKY: Record<TimeOfDay, string[]> = {
  morning: ['#7cc4ee', '#b9e0f5', '#ffe6c7'],
  day: ['#54aee9', '#94d0f3', '#dcf1fb'],
  sunset: ['#5a58a6', '#c56c9e', '#ff9a70', '#ffd482'],
  night: ['#0a1236', '#1b2866', '#3b4b91'],
};

const CLOUD: Record<TimeOfDay, [string, number]> = {
  morning: ['#fff7ee', 0.95],
  day: ['#ffffff', 0.95],
  sunset: ['#ffc6b8', 0.85],
  night: ['#56669f', 0.55],
};

/** A puffy cloud with a flat-ish bottom, centred on (cx, cy), `w` wide. */
function cloudShape(cx: number, cy: number, w: number): string {
  const r = w / 4;
  return (
    `M${n(cx - w / 2)} ${n(cy + r * 0.5)}` +
    `A${n(r * 0.9)} ${n(r * 0.9)} 0 0 1 ${n(cx - w * 0.22)} ${n(cy - r * 0.35)}` +
    `A${n(r * 1.2)} ${n(r * 1.2)} 0 0 1 ${n(cx + w * 0.12)} ${n(cy - r * 0.7)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(cx + w * 0.42)} ${n(cy)}` +
    `A${n(r * 0.55)} ${n(r * 0.55)} 0 0 1 ${n(cx + w / 2)} ${n(cy + r * 0.5)}` +
    `Q${n(cx)} ${n(cy + r * 0.75)} ${n(cx - w / 2)} ${n(cy + r * 0.5)}Z`
  );
}

export function cloud(ctx: Ctx, time: TimeOfDay, cx: number, cy: number, w: number): string {
  const [color, opacity] = CLOUD[time];
  const shade = time === 'night' ? '#3c4a86' : time === 'sunset' ? '#f0a08f' : '#dbe9f6';
  return g(
    path(cloudShape(cx, cy, w), ctx.linear([glow(color), glow(color), glow(shade)], 0, 0, 0, 1)),
    undefined,
    `opacity="${opacity}"`,
  );
}

/** Twinkling stars over the upper part of an area; bigger ones get a four-point sparkle. */
export function stars(ctx: Ctx, x0: number, y0: number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.random() * w;
    const y = y0 + ctx.random() ** 1.4 * h;
    const r = 1.2 + ctx.random() * 2.2;
    const color = glow(ctx.pick(['#fff8d6', '#ffffff', '#ffeaa0', '#dfe8ff']));
    if (r > 2.9) out += path(sparkle(x, y, r * 2.6), color, `opacity="${n(0.75 + ctx.random() * 0.25)}"`);
    else out += circle(x, y, r, color, `opacity="${n(0.5 + ctx.random() * 0.5)}"`);
  }
  return out;
}

/** Soft rounded rays around a sun. */
function rays(x: number, y: number, r: number, color: string): string {
  let out = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const cx = x + Math.cos(a) * r * 1.32;
    const cy = y + Math.sin(a) * r * 1.32;
    out += ellipse(
      cx,
      cy,
      r * 0.2,
      r * 0.055,
      color,
      `opacity="0.55" transform="rotate(${n((a * 180) / Math.PI)} ${n(cx)} ${n(cy)})"`,
    );
  }
  return out;
}

/** A sun for the time of day: pale and low in the morning, big and orange at sunset. */
export function sun(ctx: Ctx, time: TimeOfDay, x: number, y: number, r: number): string {
  const [core, halo] =
    time === 'sunset'
      ? ['#ffd36e', '#ff9d5c']
      : time === 'morning'
        ? ['#fff1b8', '#ffd89a']
        : ['#fff3a6', '#ffe680'];
  return (
    circle(
      x,
      y,
      r * 3.2,
      ctx.radial([
        [glow(halo), 0, 0.55],
        [glow(halo), 0.35, 0.18],
        [glow(halo), 1, 0],
      ]),
      '',
    ) +
    (time === 'sunset' ? '' : rays(x, y, r, glow(core))) +
    circle(x, y, r, ctx.radial([glow('#fffbe6'), glow(core)], 0.4, 0.4, 0.7))
  );
}

/** A friendly crescent moon with a soft halo. */
export function moon(ctx: Ctx, x: number, y: number, r: number): string {
  const halo = circle(
    x,
    y,
    r * 3,
    ctx.radial([
      [glow('#fff4c2'), 0, 0.4],
      [glow('#c9d4ff'), 0.4, 0.12],
      [glow('#c9d4ff'), 1, 0],
    ]),
  );
  const body = path(
    `M${n(x + r * 0.3)} ${n(y - r)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.95)} ${n(y + r * 0.45)}A${n(r * 0.8)} ${n(r * 0.8)} 0 1 1 ${n(x + r * 0.3)} ${n(y - r)}Z`,
    ctx.radial([glow('#fffbe8'), glow('#ffe9a3')], 0.35, 0.4, 0.7),
  );
  return (
    halo +
    body +
    circle(x - r * 0.35, y + r * 0.1, r * 0.12, glow('#f3d98a'), 'opacity="0.7"') +
    circle(x - r * 0.1, y + r * 0.5, r * 0.08, glow('#f3d98a'), 'opacity="0.7"')
  );
}

/**
 * The open sky of an outdoor scene: gradient, sun or moon, clouds by day, stars by night.
 * `top` and `bottom` bound the painted area (the horizon, for scenes with ground).
 */
export function drawSky(ctx: Ctx, f: Frame, bottom = f.horizon + 40): string {
  const colors = SKY[f.time];
  let out = rect(0, 0, f.w, bottom, ctx.linear(colors.map(glow)));
  if (f.time === 'sunset' || f.time === 'morning') {
    out += rect(
      0,
      0,
      f.w,
      bottom,
      ctx.radialAt(
        [
          [glow('#fff1c9'), 0, 0.55],
          [glow('#fff1c9'), 1, 0],
        ],
        f.lightX,
        f.horizon,
        f.w * 0.6,
      ),
    );
  }
  if (f.time === 'night') {
    out += stars(ctx, 0, 0, f.w, f.horizon * 0.95, Math.round((f.w / 1000) * 70));
    if (f.skyLight) out += moon(ctx, f.lightX, f.lightY, f.h * 0.055);
  } else if (f.skyLight) {
    out += sun(ctx, f.time, f.lightX, f.lightY, f.h * (f.time === 'sunset' ? 0.075 : 0.055));
  }
  if (f.time !== 'night' || ctx.random() < 0.5) {
    const count = Math.max(2, Math.round(f.w / 420));
    for (let i = 0; i < count; i++) {
      const x = ((i + 0.3 + ctx.random() * 0.4) / count) * f.w;
      const y = f.h * (0.08 + ctx.random() * 0.16);
      out += cloud(ctx, f.time, x, y, f.h * (0.14 + ctx.random() * 0.1));
    }
  }
  return out;
}

/** A small view of the sky for a window, clipped to its pane. */
export function windowSky(
  ctx: Ctx,
  time: TimeOfDay,
  x: number,
  y: number,
  w: number,
  h: number,
  light = true,
): string {
  const clip = ctx.uid('k');
  ctx.define(
    `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`,
  );
  let inner = rect(x, y, w, h, ctx.linear(SKY[time].map(glow)));
  if (time === 'night') {
    inner += stars(ctx, x, y, w, h * 0.9, Math.round((w * h) / 2500));
    if (light) inner += moon(ctx, x + w * 0.68, y + h * 0.3, Math.min(w, h) * 0.13);
  } else {
    if (light)
      inner += sun(ctx, time, x + w * 0.72, y + h * (time === 'sunset' ? 0.7 : 0.3), Math.min(w, h) * 0.1);
    inner += cloud(ctx, time, x + w * 0.3, y + h * 0.35, w * 0.45);
    inner += path(
      `M${n(x)} ${n(y + h)}Q${n(x + w * 0.3)} ${n(y + h * 0.72)} ${n(x + w * 0.6)} ${n(y + h * 0.82)}T${n(x + w)} ${n(y + h * 0.78)}L${n(x + w)} ${n(y + h)}Z`,
      '#8fce8a',
    );
  }
  return g(inner, undefined, `clip-path="url(#${clip})"`);
}
