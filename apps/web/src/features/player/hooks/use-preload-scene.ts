import { type BundleScene, SCENE_PICTURE_SIZES } from '@storyloom/contract';
import { useEffect, useRef } from 'react';
import { pictureSources } from '../../../lib/picture-sources.ts';

type PreloadScene = Pick<BundleScene, 'image_url' | 'image_variants' | 'audio_url'>;

/**
 * Starts fetching a scene's picture and narration before it is shown, so moving to it is
 * instant. The picture is chosen as the stage chooses it, so the copy fetched is the one shown. The elements are kept until the next scene replaces them, so the fetch is not dropped.
 */
export function usePreloadScene(
  scene: PreloadScene | undefined,
  createAudio: () => HTMLAudioElement = () => new Audio(),
) {
  const kept = useRef<{ image: HTMLImageElement | null; audio: HTMLAudioElement | null }>({
    image: null,
    audio: null,
  });
  const imageUrl = scene?.image_url ?? null;
  const variants = scene?.image_variants;
  const audioUrl = scene?.audio_url ?? null;
  const makeAudio = useRef(createAudio);

  useEffect(() => {
    if (!imageUrl) return;
    const { src, srcSet, sizes } = pictureSources(imageUrl, variants, SCENE_PICTURE_SIZES);
    const image = new Image();
    image.decoding = 'async';
    // The choice is made when src is set: the copies and the size they are for come first.
    if (sizes) image.sizes = sizes;
    if (srcSet) image.srcset = srcSet;
    image.src = src;
    kept.current.image = image;
  }, [imageUrl, variants]);

  useEffect(() => {
    if (!audioUrl) return;
    const audio = makeAudio.current();
    audio.preload = 'auto';
    audio.src = audioUrl;
    kept.current.audio = audio;
  }, [audioUrl]);
}
