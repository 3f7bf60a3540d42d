import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../lib/image-type.ts';
import { bombPng, flatJpeg, flatPng, jpegDeclaring } from '../test/images.ts';
import { asPng } from './png.ts';

describe('asPng', () => {
  it('keeps a PNG and converts a JPEG', async () => {
    const png = flatPng('#e53935');
    expect(await asPng(png)).toBe(png);
    expect(readImageHeader(await asPng(await flatJpeg('#1e88e5', 24)))).toEqual({
      type: 'image/png',
      width: 24,
      height: 24,
    });
  });

  it('refuses a provider picture that declares too many pixels, before decoding it', async () => {
    await expect(asPng(bombPng())).rejects.toThrow('50000×50000');
    await expect(asPng(jpegDeclaring(13_000, 100))).rejects.toThrow('13000×100');
    await expect(asPng(Buffer.from('not a picture'))).rejects.toThrow('not an image');
  });
});
