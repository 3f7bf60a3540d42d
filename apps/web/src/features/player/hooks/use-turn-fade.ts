import { useState } from 'react';

/**
 * The classes that fade a scene's picture or text in as the story turns to it, but not the first
 * scene the player opens on: a picture or text fading in from transparent counts as shown only once
 * the fade has ended, and the story would seem that much slower to open. Given from the first turn,
 * they take effect on what appears from then on.
 */
export function useTurnFade(sceneIndex: number, fade: string): string {
  const [firstScene] = useState(sceneIndex);
  const [turned, setTurned] = useState(false);
  if (!turned && sceneIndex !== firstScene) setTurned(true);
  return turned ? fade : '';
}
