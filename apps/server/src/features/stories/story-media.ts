import type { Scene } from './story-records.ts';

/** A scene's picture. */
export const sceneImageName = (idx: number) => `scene_${idx + 1}.png`;

/** A WebP copy of a scene's picture, `width` pixels wide, for browsers (see picture-variants.ts). */
export const pictureVariantName = (idx: number, width: number) => `scene_${idx + 1}-${width}.webp`;

/** A scene's narration; a re-voiced story writes its new audio beside the old under a revision. */
export const narrationName = (idx: number, revision?: string) =>
  revision ? `scene_${idx + 1}.${revision}.mp3` : `scene_${idx + 1}.mp3`;

/** A scene's sign-language video, made again under the same revision as its narration. */
export const signVideoName = (idx: number, format: 'webm' | 'mp4', revision?: string) =>
  revision ? `scene_${idx + 1}.${revision}.sign.${format}` : `scene_${idx + 1}.sign.${format}`;

/**
 * The parent's reference image, kept in private media only while its story is made and only when
 * the story's illustrator draws from it; the job deletes it once the story is ready, and a failed
 * or deleted story takes it along with the rest of its media.
 */
export const REFERENCE_IMAGE_KEY = 'reference-image';

const present = (keys: (string | null)[]) => keys.filter((key): key is string => Boolean(key));

/**
 * Every file a scene keeps: its picture with its WebP copies, its narration and its sign video
 * (WebM or MP4, and the MP4 copy). The cover's copies are scene 1's.
 */
export const sceneMediaOf = (
  scene: Pick<Scene, 'image_key' | 'image_variants' | 'audio_key' | 'sign_video_key' | 'sign_video_mp4_key'>,
) =>
  present([
    scene.image_key,
    ...scene.image_variants.map((variant) => variant.key),
    scene.audio_key,
    scene.sign_video_key,
    scene.sign_video_mp4_key,
  ]);

/** The files a scene's voice is stored in: its narration and the sign video that follows it. */
export const voiceMediaOf = (scene: Pick<Scene, 'audio_key' | 'sign_video_key' | 'sign_video_mp4_key'>) =>
  present([scene.audio_key, scene.sign_video_key, scene.sign_video_mp4_key]);
