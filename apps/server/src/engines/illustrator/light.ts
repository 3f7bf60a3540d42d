import type { TimeOfDay } from '../../domain/story-model.ts';
import { darken, mix } from '../../lib/color.ts';

/** How the light of each time of day tints a surface colour (strength 1 = fully lit by it). */
const TINTS: Record<TimeOfDay, { color: string; amount: number; dim: number }> = {
  morning: { color: '#ffd9a8', amount: 0.12, dim: 0 },
  day: { color: '#ffffff', amount: 0, dim: 0 },
  sunset: { color: '#ff8a66', amount: 0.22, dim: 0.05 },
  night: { color: '#1e285e', amount: 0.5, dim: 0.12 },
};

/** Tints one colour for the time of day. */
export function lit(hex: string, time: TimeOfDay, strength = 1): string {
  const tint = TINTS[time];
  if (tint.amount === 0 && tint.dim === 0) return hex;
  return darken(mix(hex, tint.color, tint.amount * strength), tint.dim * strength);
}

/**
 * Tints every `#rrggbb` colour of an SVG fragment for the time of day. Lights written with
 * `glow()` as rgb(…) are left as they are, so lanterns and stars still shine at night.
 */
export function lightSvg(svg: string, time: TimeOfDay, strength = 1): string {
  if (time === 'day' || strength === 0) return svg;
  const cache = new Map<string, string>();
  return svg.replace(/#[0-9a-fA-F]{6}(?![0-9a-zA-Z])/g, (hex) => {
    let out = cache.get(hex);
    if (!out) {
      out = lit(hex.toLowerCase(), time, strength);
      cache.set(hex, out);
    }
    return out;
  });
}

/** How much the time of day tints each layer: the background fully, the characters gently. */
export const LAYER_LIGHT = { land: 1, scenery: 0.85, characters: 0.45, fore: 1, overlay: 0.6 };

/** At night the characters keep more of their own colours, so faces stay readable. */
export const NIGHT_CHARACTER_LIGHT = 0.3;
