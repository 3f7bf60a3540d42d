import { describe, expect, it } from 'vitest';
import { bombPng, flatJpeg, flatPng, jpegDeclaring, pngDeclaring } from '../test/images.ts';
import { readImageHeader, withinPixelLimits } from './image-type.ts';

const webp = (chunk: string, body: number[]) => {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  bytes.set(body, 20);
  return bytes;
};

describe('readImageHeader', () => {
  it('reads the size of a PNG and a JPEG from their headers', async () => {
    expect(readImageHeader(flatPng('#e53935', 40))).toEqual({ type: 'image/png', width: 40, height: 40 });
    expect(readImageHeader(await flatJpeg('#1e88e5', 24))).toEqual({
      type: 'image/jpeg',
      width: 24,
      height: 24,
    });
  });

  it('reads what a tiny PNG declares without decoding it', () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(10_000);
    expect(readImageHeader(bomb)).toEqual({ type: 'image/png', width: 50_000, height: 50_000 });
    expect(readImageHeader(pngDeclaring(50_000, 50_000))?.width).toBe(50_000);
  });

  it('finds the frame header of a JPEG after other segments', () => {
    expect(readImageHeader(jpegDeclaring(13_000, 100))).toEqual({
      type: 'image/jpeg',
      width: 13_000,
      height: 100,
    });
  });

  it('reads the three kinds of WebP header', () => {
    // VP8: frame tag, start code, 14-bit sizes.
    expect(readImageHeader(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 240,
    });
    // VP8L: signature, then width-1 and height-1 in 14 bits each.
    const bits = 99 | (49 << 14);
    expect(
      readImageHeader(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0])),
    ).toMatchObject({ width: 100, height: 50 });
    // VP8X: a 24-bit canvas size, each less one.
    const side = 20_000 - 1;
    expect(
      readImageHeader(webp('VP8X', [0, 0, 0, 0, side & 0xff, (side >> 8) & 0xff, side >> 16, 0, 0, 0])),
    ).toMatchObject({ width: 20_000, height: 1 });
  });

  it('grows a GIF to hold a frame larger than its screen', () => {
    const gif = Buffer.from([
      ...Buffer.from('GIF89a', 'latin1'),
      ...[10, 0, 10, 0, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 0x10, 0x27, 0x10, 0x27, 0],
      ...[2, 1, 0, 0],
      0x3b,
    ]);
    expect(readImageHeader(gif)).toEqual({ type: 'image/gif', width: 10_000, height: 10_000 });
  });

  it.each([
    ['text', Buffer.from('this is not a picture')],
    ['a PNG signature alone', pngDeclaring(10, 10).subarray(0, 12)],
    ['a PNG of no pixels', pngDeclaring(0, 10)],
    ['a JPEG with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a JPEG cut in its first segment', jpegDeclaring(10, 10).subarray(0, 8)],
    ['a WebP of an unknown chunk', webp('ABCD', [])],
  ])('gives null for %s', (_, bytes) => {
    expect(readImageHeader(bytes)).toBeNull();
  });
});

describe('withinPixelLimits', () => {
  it.each([
    [12_000, 3_000, true],
    [6_000, 6_000, true],
    [12_001, 10, false],
    [10, 13_000, false],
    [7_000, 6_000, false],
    [50_000, 50_000, false],
  ])('%i × %i → %s', (width, height, ok) => {
    expect(withinPixelLimits({ type: 'image/png', width, height })).toBe(ok);
  });
});
