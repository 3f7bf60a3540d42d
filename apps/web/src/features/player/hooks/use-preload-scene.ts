import type { BundleScene } from '@storyloom/contract';
import { useEffect, useRef } from 'react';

type PreloadScene = Pick<BundleScene, 'image_url' | 'audio_url'>;

/**
 * Starts fetching a scene's picture and narration before it is shown, so moving to it is
 * instant. The elements are kept until the next scene replaces them, so the fetch is not dropped.
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
  const audioUrl = scene?.audio_url ?? null;
  const makeAudio = useRef(createAudio);

  useEffect(() => {
    if (!imageUrl) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = imageUrl;
    kept.current.image = image;
  }, [imageUrl]);

  useEffect(() => {
    if (!audioUrl) return;
    const audio = makeAudio.current();
    audio.preload = 'auto';
    audio.src = audioUrl;
    kept.current.audio = audio;
  }, [audioUrl]);
}
