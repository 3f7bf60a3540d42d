import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { colorDistance, luminance } from '../../lib/color.ts';
import { paletteFromImage } from './palette.ts';

const png = (body: string, size = 120) =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`, {
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();

describe('paletteFromImage', () => {
  it('puts the dominant colour of a picture first', () => {
    const image = png(
      '<rect width="120" height="120" fill="#2a7fd4"/><circle cx="30" cy="90" r="20" fill="#f2c230"/><rect x="80" y="80" width="30" height="30" fill="#e0483c"/>',
    );
    const palette = paletteFromImage(image);
    expect(palette.length).toBeGreaterThanOrEqual(3);
    expect(palette.length).toBeLessThanOrEqual(5);
    expect(colorDistance(palette[0] as string, '#2a7fd4')).toBeLessThan(30);
    expect(palette.some((c) => colorDistance(c, '#f2c230') < 40)).toBe(true);
    expect(palette.some((c) => colorDistance(c, '#e0483c') < 40)).toBe(true);
  });

  it('leaves out a white background that does not dominate', () => {
    const image = png(
      '<rect width="120" height="120" fill="#ffffff"/><rect x="0" y="0" width="120" height="90" fill="#3f9a56"/>',
    );
    const palette = paletteFromImage(image);
    expect(colorDistance(palette[0] as string, '#3f9a56')).toBeLessThan(30);
    expect(palette.every((c) => luminance(c) < 0.95)).toBe(true);
  });

  it('ignores transparent pixels', () => {
    const image = png('<circle cx="60" cy="60" r="30" fill="#8f6fd0"/>');
    expect(colorDistance(paletteFromImage(image)[0] as string, '#8f6fd0')).toBeLessThan(30);
  });

  it('gives an empty palette for bytes that are not an image', () => {
    expect(paletteFromImage(Buffer.from('not an image at all'))).toEqual([]);
  });
});
