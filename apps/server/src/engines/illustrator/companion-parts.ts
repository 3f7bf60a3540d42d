/** Shared parts of the companions' faces and fur. */
import { darken, lighten } from '../../lib/color.ts';
import { type Ctx, circle, ellipse, line, n } from '../drawing/svg.ts';

export const INK = '#2b2233';

/** A shiny cartoon eye, or a closed one when asleep. */
export function eye(x: number, y: number, r: number, asleep: boolean, color = INK): string {
  if (asleep)
    return line(`M${n(x - r)} ${n(y)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y)}`, color, r * 0.35);
  return (
    ellipse(x, y, r * 0.85, r, color) +
    circle(x + r * 0.3, y - r * 0.38, r * 0.34, '#ffffff') +
    circle(x - r * 0.3, y + r * 0.4, r * 0.15, '#ffffff')
  );
}

export const smile = (x: number, y: number, w: number, color = INK) =>
  line(`M${n(x - w)} ${n(y)}Q${n(x)} ${n(y + w * 0.8)} ${n(x + w)} ${n(y)}`, color, w * 0.3);
export const blush = (x: number, y: number, r: number) =>
  ellipse(x, y, r, r * 0.6, '#ff8fa3', 'opacity="0.55"');
export const soft = (ctx: Ctx, color: string) =>
  ctx.radial([lighten(color, 0.15), color, darken(color, 0.12)], 0.4, 0.35, 0.7);
