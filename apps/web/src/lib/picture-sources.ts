import { type PictureVariant, pictureSrcSet } from '@storyloom/contract';

/** The attributes an `<img>` of a stored picture takes to load no more than it shows. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * A picture's PNG as `src`, the fallback for a browser that reads no srcset, and its WebP copies by
 * width for the browser to choose from at the size `sizes` says the picture is shown. Width and
 * height (the largest copy's, the picture's own) reserve its place before it loads. A picture made
 * before the copies has its PNG alone.
 */
export function pictureSources(
  src: string,
  variants: readonly PictureVariant[] | undefined,
  sizes: string,
): PictureSources {
  const largest = variants?.at(-1);
  if (!variants || !largest) return { src };
  return {
    src,
    srcSet: pictureSrcSet(variants),
    sizes,
    width: largest.width,
    height: largest.height,
  };
}
