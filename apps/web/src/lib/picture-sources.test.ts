import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources.ts';

const variants = [
  { width: 384, height: 288, url: '/data/b1/scene_1-384.webp' },
  { width: 640, height: 480, url: '/data/b1/scene_1-640.webp' },
];

describe('pictureSources', () => {
  it('offers the WebP copies by width, keeps the PNG as src and gives the picture’s own size', () => {
    expect(pictureSources('/data/b1/scene_1.png', variants, '50vw')).toEqual({
      src: '/data/b1/scene_1.png',
      srcSet: '/data/b1/scene_1-384.webp 384w, /data/b1/scene_1-640.webp 640w',
      sizes: '50vw',
      width: 640,
      height: 480,
    });
  });

  it('keeps a picture made before the copies to its PNG alone', () => {
    expect(pictureSources('/data/b1/scene_1.png', undefined, '50vw')).toEqual({
      src: '/data/b1/scene_1.png',
    });
    expect(pictureSources('/data/b1/scene_1.png', [], '50vw')).toEqual({ src: '/data/b1/scene_1.png' });
  });
});
