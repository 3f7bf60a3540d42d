/** Ground planes and hill bands shared by the outdoor settings. */
import { darken, lighten } from '../../lib/color.ts';
import { type Ctx, n, path, rect, ridge } from '../drawing/svg.ts';
import type { Frame } from './frame.ts';

/** A band of hills from the left to the right edge; `y` is its mean crest, `amp` the bumps. */
export function hills(
  ctx: Ctx,
  f: Frame,
  y: number,
  amp: number,
  bumps: number,
  color: string,
  to = f.h,
): string {
  return path(
    ridge(f.w, y, amp, Math.max(1, bumps * (f.w / f.h)), ctx.random, to),
    ctx.linear([lighten(color, 0.08), darken(color, 0.06)]),
  );
}

/** The ground the child stands on: from `top` to the bottom edge, with a gentle curve. */
export function groundPlane(ctx: Ctx, f: Frame, top: number, colors: string[]): string {
  const d = `M0 ${n(top + 8)}Q${n(f.w * 0.5)} ${n(top - 14)} ${n(f.w)} ${n(top + 6)}L${n(f.w)} ${n(f.h)}L0 ${n(f.h)}Z`;
  return path(d, ctx.linear(colors));
}

/** A winding path from the bottom of the frame towards the horizon. */
export function windingPath(ctx: Ctx, f: Frame, color: string, fromX = f.w * 0.5): string {
  const top = f.horizon + 12;
  const bottom = f.h;
  const sway = f.w * 0.12 * -f.side;
  const topX = f.w * 0.5 + sway;
  return path(
    `M${n(fromX - f.w * 0.16)} ${n(bottom)}C${n(fromX - f.w * 0.1)} ${n(bottom - 120)} ${n(topX + sway - 40)} ${n(top + 120)} ${n(topX - 8)} ${n(top)}L${n(topX + 8)} ${n(top)}C${n(topX + sway + 40)} ${n(top + 120)} ${n(fromX + f.w * 0.1)} ${n(bottom - 120)} ${n(fromX + f.w * 0.16)} ${n(bottom)}Z`,
    ctx.linear([lighten(color, 0.12), color]),
    'opacity="0.9"',
  );
}

/** A soft darkening toward the frame's edges that holds the eye on the child. */
export function vignette(ctx: Ctx, f: Frame, strength = 0.22): string {
  return rect(
    0,
    0,
    f.w,
    f.h,
    ctx.radialAt(
      [
        ['#1b1640', 0.55, 0],
        ['#1b1640', 1, strength],
      ],
      f.w / 2,
      f.h * 0.55,
      Math.hypot(f.w, f.h) * 0.55,
    ),
  );
}
