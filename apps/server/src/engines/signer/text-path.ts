import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Caption text as SVG paths, set in Baloo 2 (the app's rounded display face). resvg draws no text
 * without font files, and turning glyphs into paths once per word is cheaper than handing it the
 * font for every frame.
 */

const require = createRequire(import.meta.url);
let font: fontkit.Font | null = null;

function baloo(): fontkit.Font {
  font ??= fontkit.create(
    fs.readFileSync(require.resolve('@expo-google-fonts/baloo-2/700Bold/Baloo2_700Bold.ttf')),
  ) as fontkit.Font;
  return font;
}

export interface SetGlyph {
  /** The character drawn. */
  char: string;
  /** The glyph's outline, already placed and sized. */
  d: string;
  /** Its left edge and advance, in the caption's units. */
  x: number;
  width: number;
}

export interface SetText {
  glyphs: SetGlyph[];
  width: number;
  /** Height of a capital letter, for centring. */
  capHeight: number;
}

const cache = new Map<string, SetText>();
const MAX_CACHED = 2000;

/** Lays a line of text out at `size` with its baseline at y = 0 and its left edge at x = 0. */
export function setText(text: string, size: number): SetText {
  const key = `${size}\u0000${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const f = baloo();
  const k = size / f.unitsPerEm;
  // Ligatures would join letters the caption highlights one by one ("fi", "ff"): keep every letter its own glyph.
  const run = f.layout(text, { liga: false, clig: false, dlig: false, calt: false });
  const chars = Array.from(text);
  const glyphs: SetGlyph[] = [];
  let x = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const advance = (position?.xAdvance ?? glyph.advanceWidth) * k;
    const gx = x + (position?.xOffset ?? 0) * k;
    const gy = -(position?.yOffset ?? 0) * k;
    const d = transformPath(glyph.path.toSVG(), k, gx, gy);
    glyphs.push({ char: chars[i] ?? '', d, x, width: advance });
    x += advance;
  });
  const set = { glyphs, width: x, capHeight: (f.capHeight || f.unitsPerEm * 0.7) * k };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, set);
  return set;
}

/** Scales a glyph outline from font units (y up) to caption units (y down) and moves it into place. */
function transformPath(d: string, k: number, dx: number, dy: number): string {
  let axis = 0;
  return d.replace(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g, (token) => {
    if (/[A-Za-z]/.test(token)) {
      axis = 0;
      return token;
    }
    const value = Number(token);
    const out = axis % 2 === 0 ? value * k + dx : -value * k + dy;
    axis += 1;
    return String(Math.round(out * 10) / 10);
  });
}
