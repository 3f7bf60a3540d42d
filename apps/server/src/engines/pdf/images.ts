import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import type PDFDocument from 'pdfkit';
import { readImageHeader, sniffImageType } from '../../lib/image-type.ts';

const deflate = promisify(zlib.deflate);
const inflate = promisify(zlib.inflate);

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A picture ready for pdfkit's `image()`: a JPEG as it is, or opaque RGB rows already deflated
 * with PNG predictors, which pdfkit takes as a pre-opened image. pdfkit's own PNG reader copies
 * the data byte by byte and splits an alpha channel pixel by pixel in JavaScript, which for a
 * book's worth of pictures holds the event loop for a second or more.
 */
export interface Picture {
  width: number;
  height: number;
  source: Buffer | RgbImage;
}

let images = 0;

/** An image XObject of 8-bit RGB rows, each prefixed with its PNG filter type, deflated. */
export class RgbImage {
  readonly label = `SL${++images}`;
  obj: ReturnType<Doc['ref']> | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly data: Buffer,
  ) {}

  embed(doc: Doc): void {
    if (this.obj) return;
    this.obj = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      BitsPerComponent: 8,
      Width: this.width,
      Height: this.height,
      ColorSpace: 'DeviceRGB',
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: this.width },
    });
    this.obj.end(this.data);
  }
}

/** The pixel size of an image, read from its header; null when it cannot be read. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  const header = readImageHeader(bytes);
  return header && { width: header.width, height: header.height };
}

/** RGB pixels of RGBA or RGB ones, laid over white. */
function opaqueRgb(
  source: Uint8Array,
  channels: 3 | 4,
  target: Uint8Array,
  targetAt: number,
  pixels: number,
): void {
  for (let p = 0, from = 0, to = targetAt; p < pixels; p++, from += channels, to += 3) {
    const alpha = channels === 4 ? (source[from + 3] as number) : 255;
    for (let c = 0; c < 3; c++) {
      const value = source[from + c] as number;
      target[to + c] = alpha === 255 ? value : ((value * alpha + 255 * (255 - alpha)) / 255 + 0.5) | 0;
    }
  }
}

/** RGB pixels as rows with the PNG Up filter, the form the PDF image's predictor undoes. */
function upFilteredRows(rgb: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    rows[out] = 2;
    if (y === 0) rows.set(rgb.subarray(0, stride), out + 1);
    else
      for (let i = 0; i < stride; i++)
        rows[out + 1 + i] = ((rgb[row + i] as number) - (rgb[row - stride + i] as number)) & 0xff;
  }
  return rows;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes one row's PNG filter into `row`, given the row above (zeros for the first). */
function unfilterRow(filter: number, raw: Uint8Array, row: Uint8Array, above: Uint8Array, bpp: number): void {
  const n = row.length;
  switch (filter) {
    case 1:
      for (let i = 0; i < n; i++)
        row[i] = ((raw[i] as number) + (i >= bpp ? (row[i - bpp] as number) : 0)) & 0xff;
      break;
    case 2:
      for (let i = 0; i < n; i++) row[i] = ((raw[i] as number) + (above[i] as number)) & 0xff;
      break;
    case 3:
      for (let i = 0; i < n; i++) {
        const left = i >= bpp ? (row[i - bpp] as number) : 0;
        row[i] = ((raw[i] as number) + ((left + (above[i] as number)) >> 1)) & 0xff;
      }
      break;
    case 4:
      for (let i = 0; i < n; i++) {
        const left = i >= bpp ? (row[i - bpp] as number) : 0;
        const upLeft = i >= bpp ? (above[i - bpp] as number) : 0;
        row[i] = ((raw[i] as number) + paeth(left, above[i] as number, upLeft)) & 0xff;
      }
      break;
    default:
      row.set(raw);
  }
}

interface Pixels {
  width: number;
  height: number;
  /** Opaque RGB, row after row. */
  rgb: Uint8Array;
}

/**
 * The pixels of an 8-bit, non-interlaced RGB or RGBA PNG (what image services and resvg
 * write); null for any other kind, which then goes through resvg.
 */
async function decodePng(bytes: Buffer): Promise<Pixels | null> {
  const depth = bytes[24];
  const colorType = bytes[25];
  const interlace = bytes[28];
  if (depth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const channels = colorType === 6 ? 4 : 3;
  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const data = await inflate(Buffer.concat(parts));
  const stride = width * channels;
  if (data.length < (stride + 1) * height) return null;
  const rgb = new Uint8Array(width * height * 3);
  let above = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    unfilterRow(data[at] as number, data.subarray(at + 1, at + 1 + stride), row, above, channels);
    opaqueRgb(row, channels, rgb, y * width * 3, width);
    [above, row] = [row, above];
  }
  return { width, height, rgb };
}

/**
 * Bilinear scaling to exactly width × height, cropping the source's overflow evenly (like CSS
 * `object-fit: cover`), written straight out as Up-filtered rows. Rows are scaled across once
 * each and then blended down, in fixed point. Good for enlarging; shrinking by more than half
 * would alias.
 */
function scaledCoverRows(source: Pixels, width: number, height: number): Buffer {
  const scale = Math.max(width / source.width, height / source.height);
  const offsetX = (source.width - width / scale) / 2;
  const offsetY = (source.height - height / scale) / 2;
  const sourceAt = (position: number, size: number) => {
    const exact = Math.min(size - 1, Math.max(0, position));
    const index = Math.min(size - 2, Math.floor(exact));
    return { index, weight: Math.round((exact - index) * 256) };
  };
  const span = width * 3;
  const lefts = new Int32Array(width);
  const weights = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const at = sourceAt(offsetX + (x + 0.5) / scale - 0.5, source.width);
    lefts[x] = at.index * 3;
    weights[x] = at.weight;
  }
  const stride = source.width * 3;
  const across = (sourceRow: number, out: Int32Array) => {
    const base = sourceRow * stride;
    for (let x = 0, i = 0; x < width; x++) {
      const left = base + (lefts[x] as number);
      const weight = weights[x] as number;
      for (let c = 0; c < 3; c++, i++) {
        const a = source.rgb[left + c] as number;
        out[i] = a * 256 + ((source.rgb[left + 3 + c] as number) - a) * weight;
      }
    }
  };
  let upper = new Int32Array(span);
  let lower = new Int32Array(span);
  let upperRow = -2;
  let previous = new Uint8Array(span);
  let current = new Uint8Array(span);
  const rows = Buffer.alloc((span + 1) * height);
  for (let y = 0; y < height; y++) {
    const { index, weight } = sourceAt(offsetY + (y + 0.5) / scale - 0.5, source.height);
    if (index === upperRow + 1) {
      [upper, lower] = [lower, upper];
      across(index + 1, lower);
    } else if (index !== upperRow) {
      across(index, upper);
      across(index + 1, lower);
    }
    upperRow = index;
    const out = y * (span + 1);
    rows[out] = 2;
    for (let i = 0; i < span; i++) {
      const value = ((upper[i] as number) * (256 - weight) + (lower[i] as number) * weight + 32768) >> 16;
      current[i] = value;
      rows[out + 1 + i] = (value - (previous[i] as number)) & 0xff;
    }
    [previous, current] = [current, previous];
  }
  return rows;
}

/** Draws any picture resvg can read at exactly width × height, cropped to fill, over white. */
async function rasterise(bytes: Buffer, type: string, width: number, height: number): Promise<Pixels> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="data:${type};base64,${bytes.toString('base64')}"/>` +
    '</svg>';
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
    imageRendering: 0,
    logLevel: 'off',
  });
  const rgb = new Uint8Array(rendered.width * rendered.height * 3);
  opaqueRgb(rendered.pixels, 4, rgb, 0, rendered.width * rendered.height);
  return { width: rendered.width, height: rendered.height, rgb };
}

async function rgbPicture(width: number, height: number, rows: Buffer): Promise<Picture> {
  // A light deflate: as small as the default for this flat-coloured art, and twice as fast.
  const data = await deflate(rows, { level: 3 });
  return { width, height, source: new RgbImage(width, height, data) };
}

const picturePixels = (pixels: Pixels) =>
  rgbPicture(pixels.width, pixels.height, upFilteredRows(pixels.rgb, pixels.width, pixels.height));

function readableType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' {
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/gif')
    throw new Error('Unsupported picture type');
  return type;
}

/** A picture at the size it was made, over white. */
export async function readPicture(bytes: Buffer): Promise<Picture> {
  const type = readableType(bytes);
  const size = imageSize(bytes);
  if (type === 'image/jpeg' && size) return { ...size, source: bytes };
  const pixels = type === 'image/png' ? await decodePng(bytes) : null;
  if (pixels) return picturePixels(pixels);
  if (!size) throw new Error('Unreadable picture');
  return picturePixels(await rasterise(bytes, type, size.width, size.height));
}

/** A picture at exactly width × height pixels, cropping what overflows, over white. */
export async function resamplePicture(bytes: Buffer, width: number, height: number): Promise<Picture> {
  const type = readableType(bytes);
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const pixels = type === 'image/png' ? await decodePng(bytes) : null;
  const enlarging =
    pixels && pixels.width > 1 && pixels.height > 1 && Math.max(w / pixels.width, h / pixels.height) >= 0.5;
  if (pixels && enlarging) return rgbPicture(w, h, scaledCoverRows(pixels, w, h));
  return picturePixels(await rasterise(bytes, type, w, h));
}
