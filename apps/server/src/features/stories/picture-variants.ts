import sharp from 'sharp';
import type { MediaWriter, Visibility } from '../../platform/media.ts';
import { pictureVariantName } from './story-media.ts';
import type { PictureVariant } from './story-records.ts';

/**
 * The widths browsers choose from: a phone's player (384, 640), a phone's story card (a phone of
 * 412 points at 1.75 pixels each needs 665), a large window's player.
 */
export const PICTURE_VARIANT_WIDTHS = [384, 640, 768, 1024] as const;

/**
 * Drawn pictures keep clean edges at this quality, at a twentieth to a tenth of the PNG's bytes.
 * Effort 2 encodes in under half the time of the default 4 for about 5% more bytes: the copies
 * are made beside the narration of the scene a child is waiting for.
 */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

// Each picture is read once: libvips' cache of past operations would only hold memory.
sharp.cache(false);

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The picture as WebP at each of `widths` not wider than itself (never enlarged), smallest first.
 * sharp decodes and encodes on libuv's thread pool, so the request path is never held; the copies
 * are made one after another, so a story being made takes one core for them beside its narration.
 */
export async function encodeWebpVariants(
  png: Uint8Array,
  widths: readonly number[] = PICTURE_VARIANT_WIDTHS,
): Promise<EncodedVariant[]> {
  const { width: fullWidth = 0 } = await sharp(png).metadata();
  const encoded: EncodedVariant[] = [];
  for (const width of widths.filter((w) => w <= fullWidth).sort((a, b) => a - b)) {
    const { data, info } = await sharp(png)
      .resize({ width })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    encoded.push({ width: info.width, height: info.height, bytes: data });
  }
  return encoded;
}

/**
 * Makes and stores the WebP copies of a scene's picture beside its PNG (which stays for API
 * clients, the book and its print). A picture that cannot be encoded keeps none: it is shown as
 * its PNG, as stories made before the copies were.
 */
export async function storePictureVariants(
  writer: MediaWriter,
  where: { visibility: Visibility; storyId: string; sceneIdx: number },
  png: Uint8Array,
  onFailure: (error: unknown) => void,
): Promise<PictureVariant[]> {
  let encoded: EncodedVariant[];
  try {
    encoded = await encodeWebpVariants(png);
  } catch (error) {
    onFailure(error);
    return [];
  }
  // One after another: a story deleted meanwhile stops the next write, and no write is still
  // under way when the story's folder is removed after that refusal.
  const stored: PictureVariant[] = [];
  for (const { width, height, bytes } of encoded) {
    const key = pictureVariantName(where.sceneIdx, width);
    await writer.write(where.visibility, where.storyId, key, bytes);
    stored.push({ key, width, height });
  }
  return stored;
}
