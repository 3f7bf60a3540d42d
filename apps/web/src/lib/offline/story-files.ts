import type { StoryBundle } from '@storyloom/contract';

/**
 * Every file a story needs to play with no network: each scene's picture (the PNG and every WebP
 * copy, as the screen picks its copy by its size, which may change when a phone turns), narration
 * and sign videos (both forms, as the player picks one by what the browser plays). The word
 * timings and texts travel inside the bundle itself. The one list of a story's files.
 */
export function storyFiles(bundle: StoryBundle): string[] {
  const files = bundle.scenes.flatMap((scene) => [
    scene.image_url,
    ...(scene.image_variants ?? []).map((variant) => variant.url),
    scene.audio_url,
    scene.sign_video_url,
    scene.sign_video_mp4_url,
  ]);
  return [...new Set(files.filter((file): file is string => typeof file === 'string' && file !== ''))];
}
