import { Resvg } from '@resvg/resvg-js';
import {
  colorDistance,
  darken,
  hexToRgb,
  lighten,
  luminance,
  type Rgb,
  rgbToHex,
  rgbToHsl,
} from '../../lib/color.ts';
import { readImageHeader, withinPixelLimits } from '../../lib/image-type.ts';

/** The image is looked at this small: enough for its main colours, and fast. */
const SAMPLE = 48;
/** Colours closer than this (colorDistance) count as one. */
const MERGE_DISTANCE = 70;
/** A near-white or near-black colour is kept only when it covers this much of the picture. */
const DOMINANT_SHARE = 0.35;
/** Colours covering less than this are specks, not part of the palette. */
const MIN_SHARE = 0.02;

/** Straight (not premultiplied) RGB of the opaque-enough pixels of the image, drawn small by resvg. */
function samplePixels(bytes: Buffer): Rgb[] {
  // The header is checked before any decoding: a few bytes may declare billions of pixels.
  const header = readImageHeader(bytes);
  if (!header || !withinPixelLimits(header)) return [];
  const mime = header.type;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SAMPLE}" height="${SAMPLE}">` +
    `<image href="data:${mime};base64,${bytes.toString('base64')}" width="${SAMPLE}" height="${SAMPLE}" preserveAspectRatio="none"/></svg>`;
  let data: Buffer;
  try {
    data = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().pixels;
  } catch {
    return [];
  }
  const out: Rgb[] = [];
  for (let i = 0; i + 3 < data.length; i += 4) {
    const a = data[i + 3] as number;
    if (a < 128) continue;
    // resvg gives premultiplied alpha.
    const k = 255 / a;
    out.push([(data[i] as number) * k, (data[i + 1] as number) * k, (data[i + 2] as number) * k]);
  }
  return out;
}

interface Cluster {
  sum: Rgb;
  count: number;
}

const mean = (c: Cluster): Rgb => [c.sum[0] / c.count, c.sum[1] / c.count, c.sum[2] / c.count];

function isNeutralExtreme(rgb: Rgb): boolean {
  const [, s, l] = rgbToHsl(rgb);
  return l > 0.92 || l < 0.1 || (s < 0.08 && (l > 0.85 || l < 0.16));
}

/**
 * The 3–5 main colours of a PNG or JPEG (a parent's reference photo or drawing), most
 * dominant first, as #rrggbb. Near-white and near-black are left out unless they dominate.
 * An image that cannot be read, or is too large to decode, gives an empty palette.
 */
export function paletteFromImage(bytes: Buffer): string[] {
  const pixels = samplePixels(bytes);
  if (pixels.length === 0) return [];

  // Quantise to 4 bits a channel, then merge neighbouring buckets into clusters.
  const buckets = new Map<number, Cluster>();
  for (const [r, g, b] of pixels) {
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.sum[0] += r;
      bucket.sum[1] += g;
      bucket.sum[2] += b;
      bucket.count += 1;
    } else {
      buckets.set(key, { sum: [r, g, b], count: 1 });
    }
  }
  const clusters: Cluster[] = [];
  for (const bucket of [...buckets.values()].sort((a, b) => b.count - a.count)) {
    const near = clusters.find((c) => colorDistance(mean(c), mean(bucket)) < MERGE_DISTANCE);
    if (near) {
      near.sum[0] += bucket.sum[0];
      near.sum[1] += bucket.sum[1];
      near.sum[2] += bucket.sum[2];
      near.count += bucket.count;
    } else {
      clusters.push({ sum: [...bucket.sum], count: bucket.count });
    }
  }
  clusters.sort((a, b) => b.count - a.count);

  const total = pixels.length;
  const kept = clusters.filter((c, i) => {
    const share = c.count / total;
    if (share < MIN_SHARE) return false;
    if (isNeutralExtreme(mean(c))) return i === 0 && share >= DOMINANT_SHARE;
    return true;
  });
  const colors = kept.slice(0, 5).map((c) => rgbToHex(mean(c)));
  if (colors.length === 0) colors.push(rgbToHex(mean(clusters[0] as Cluster)));

  // Too few colours (a flat drawing): add a lighter and a darker partner of the main one.
  const base = colors[0] as string;
  const partners =
    luminance(base) > 0.5
      ? [darken(base, 0.35), darken(base, 0.6)]
      : [lighten(base, 0.35), lighten(base, 0.6)];
  for (const p of partners) if (colors.length < 3) colors.push(p);
  return colors.map((c) => rgbToHex(hexToRgb(c)));
}
