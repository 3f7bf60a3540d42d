/** Small colour helpers for hex colours (#rrggbb). */

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h.slice(0, 6);
  const n = Number.parseInt(full, 16);
  if (Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Hue in degrees, saturation and lightness in 0–1. */
export function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

/** Relative luminance (0–1), good enough to pick readable contrasts. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Squared distance in a roughly perceptual weighting of RGB. */
export function colorDistance(a: string | Rgb, b: string | Rgb): number {
  const x = typeof a === 'string' ? hexToRgb(a) : a;
  const y = typeof b === 'string' ? hexToRgb(b) : b;
  const rm = (x[0] + y[0]) / 2;
  const dr = x[0] - y[0];
  const dg = x[1] - y[1];
  const db = x[2] - y[2];
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** A plain English name for a colour, as a parent would say it ("light blue", "dark green"). */
export function colorName(hex: string): string {
  const [h, s, l] = rgbToHsl(hexToRgb(hex));
  if (l > 0.93) return 'white';
  if (l < 0.12) return 'black';
  if (s < 0.12) return l > 0.7 ? 'light grey' : l < 0.35 ? 'dark grey' : 'grey';
  let base: string;
  if (h < 12 || h >= 345) base = l > 0.7 ? 'pink' : 'red';
  else if (h < 40) base = l < 0.38 ? 'brown' : l > 0.72 ? 'peach' : 'orange';
  else if (h < 52) base = l < 0.35 ? 'brown' : l > 0.75 ? 'cream' : 'golden yellow';
  else if (h < 68) base = l < 0.35 ? 'olive' : 'yellow';
  else if (h < 160) base = 'green';
  else if (h < 190) base = 'teal';
  else if (h < 250) base = l < 0.3 ? 'navy' : 'blue';
  else if (h < 290) base = 'purple';
  else base = 'pink';
  if (base === 'pink' || base === 'peach' || base === 'cream' || base === 'navy' || base === 'brown')
    return base;
  if (l > 0.72) return `light ${base}`;
  if (l < 0.3) return `dark ${base}`;
  return base;
}

/**
 * Marks a colour as emitted light (a lantern, a star, a lit window): scene lighting tones only
 * `#rrggbb` colours, so a light is written as `rgb(…)` and keeps its brightness at night.
 */
export function glow(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgb(${r},${g},${b})`;
}
