import { type IMAGE_TYPES, LIMITS } from '@storyloom/contract';

/** The contract's list, so the web's file picker accepts exactly what this reads. */
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The image type of a file from its first bytes, or null when it is not an image we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to);
const u16be = (b: Uint8Array, i: number) => ((b[i] as number) << 8) | (b[i + 1] as number);
const u16le = (b: Uint8Array, i: number) => (b[i] as number) | ((b[i + 1] as number) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] as number) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

/** PNG: the IHDR chunk must come first, right after the signature. */
function pngSize(b: Uint8Array): [number, number] | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return [u32be(b, 16), u32be(b, 20)];
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 except DHT, JPG and DAC) carries the size. */
function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    // Fill bytes, and markers that stand alone (TEM, RSTn, SOI) with no length after them.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame header: there is no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return [u16be(b, at + 7), u16be(b, at + 5)];
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height (the top two bits are scaling).
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

/**
 * GIF: the logical screen, grown to hold every frame, since a decoder makes room for each frame
 * as large as it says it is. Null when the blocks cannot be walked to the end.
 */
function gifSize(b: Uint8Array): [number, number] | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colorTable(b[10] as number);
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += 1 + (b[at] as number);
    at += 1;
  };
  let frames = 0;
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return null;
      width = Math.max(width, u16le(b, at + 1) + u16le(b, at + 5));
      height = Math.max(height, u16le(b, at + 3) + u16le(b, at + 7));
      frames += 1;
      at += 10 + colorTable(b[at + 9] as number) + 1;
      skipSubBlocks();
    } else {
      return null;
    }
  }
  return frames > 0 ? [width, height] : null;
}

/**
 * The type and pixel size of an image, read from its header without decoding a single pixel;
 * null when the header is missing, cut short or declares no pixels.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = sniffImageType(bytes);
  if (!type) return null;
  const size =
    type === 'image/png'
      ? pngSize(bytes)
      : type === 'image/jpeg'
        ? jpegSize(bytes)
        : type === 'image/webp'
          ? webpSize(bytes)
          : gifSize(bytes);
  if (!size || size[0] < 1 || size[1] < 1) return null;
  return { type, width: size[0], height: size[1] };
}

const { maxSide, maxMegapixels } = LIMITS.referenceImagePixels;

/** Whether an image is small enough to decode: no side over 12,000 px and at most 40 megapixels. */
export const withinPixelLimits = ({ width, height }: ImageHeader): boolean =>
  width <= maxSide && height <= maxSide && width * height <= maxMegapixels * 1_000_000;
