import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../engines/illustrator/character.ts';
import { illustrate } from '../../engines/illustrator/illustrator.ts';
import { readImageHeader } from '../../lib/image-type.ts';
import type { MediaWriter } from '../../platform/media.ts';
import { encodeWebpVariants, storePictureVariants } from './picture-variants.ts';

const scenePicture = async (width: number, height: number) =>
  (
    await illustrate({
      art: {
        setting: 'beach',
        time_of_day: 'sunset',
        props: ['kite'],
        action: 'standing',
        mood: 'happy',
        companion: 'seagull',
      },
      character: createCharacter(7),
      width,
      height,
      seed: 5,
    })
  ).png;

/** A writer that keeps what it is given, by file name. */
function keepingWriter() {
  const written = new Map<string, { visibility: string; storyId: string; bytes: Uint8Array }>();
  const writer: MediaWriter = {
    async write(visibility, storyId, name, bytes) {
      written.set(name, { visibility, storyId, bytes: bytes as Uint8Array });
    },
  };
  return { writer, written };
}

describe('WebP copies of a scene picture', () => {
  it('encodes a 1024 × 1024 picture as WebP 384, 640, 768 and 1024 pixels wide, each smaller than the PNG', async () => {
    const png = await scenePicture(1024, 1024);
    const variants = await encodeWebpVariants(png);
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [384, 384],
      [640, 640],
      [768, 768],
      [1024, 1024],
    ]);
    for (const { width, height, bytes } of variants) {
      expect(readImageHeader(bytes)).toEqual({ type: 'image/webp', width, height });
      expect(bytes.length).toBeLessThan(png.length);
    }
  });

  it('keeps the picture’s shape and never enlarges one narrower than a width', async () => {
    const variants = await encodeWebpVariants(await scenePicture(600, 900));
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[384, 576]]);
  });

  it('stores the copies beside the picture under names that say their width', async () => {
    const { writer, written } = keepingWriter();
    const variants = await storePictureVariants(
      writer,
      { visibility: 'private', storyId: 'story1', sceneIdx: 2 },
      await scenePicture(1024, 1024),
      () => {},
    );
    expect(variants).toEqual([
      { key: 'scene_3-384.webp', width: 384, height: 384 },
      { key: 'scene_3-640.webp', width: 640, height: 640 },
      { key: 'scene_3-768.webp', width: 768, height: 768 },
      { key: 'scene_3-1024.webp', width: 1024, height: 1024 },
    ]);
    expect([...written.keys()].sort()).toEqual([
      'scene_3-1024.webp',
      'scene_3-384.webp',
      'scene_3-640.webp',
      'scene_3-768.webp',
    ]);
    const small = written.get('scene_3-384.webp');
    expect(small).toMatchObject({ visibility: 'private', storyId: 'story1' });
    expect(readImageHeader(small?.bytes ?? Buffer.alloc(0))?.width).toBe(384);
  });

  it('stores no copy of a picture it cannot read, and says why', async () => {
    const { writer, written } = keepingWriter();
    const failures: unknown[] = [];
    const variants = await storePictureVariants(
      writer,
      { visibility: 'public', storyId: 'story1', sceneIdx: 0 },
      Buffer.from('not a picture'),
      (error) => failures.push(error),
    );
    expect(variants).toEqual([]);
    expect(written.size).toBe(0);
    expect(failures).toHaveLength(1);
  });
});
