import type { MediaWriter } from '../../platform/media.ts';
import type { ProviderLog } from '../../providers/fallback.ts';
import type { ResolvedVoice } from '../../providers/registry.ts';
import type { SignVideoProvider } from '../../providers/types.ts';
import { type Narration, narrateScene } from './narrate.ts';
import { type SignedScene, signScene } from './sign-scene.ts';
import { narrationName } from './story-media.ts';
import type { Scene, Story } from './story-records.ts';

export interface VoicedScene {
  narration: Narration;
  /** The scene's sign video, for a story told in sign language too. */
  signed: SignedScene | null;
  /** Every file written for the scene. */
  written: string[];
  warnings: string[];
}

export interface SceneVoicing {
  media: MediaWriter;
  sign: SignVideoProvider;
  speaker: ResolvedVoice;
  log: ProviderLog;
  /** Set when a story is re-voiced: the new files are written beside the old ones. */
  revision?: string;
}

/**
 * Narrates a scene and, for a story told in sign language too, makes its sign video after the
 * narration: the signing follows the narration's word timings, so a new voice is signed again.
 */
export async function voiceScene(
  { media, sign, speaker, log, revision }: SceneVoicing,
  story: Story,
  scene: Pick<Scene, 'idx' | 'narration' | 'art'>,
): Promise<VoicedScene> {
  const narration = await narrateScene(media, story, scene, speaker, narrationName(scene.idx, revision));
  const signed = story.sign_language
    ? await signScene(media, sign, story, scene, narration, log, revision)
    : null;
  return {
    narration,
    signed,
    written: [narration.audioKey, signed?.key, signed?.mp4Key].filter((key): key is string => Boolean(key)),
    warnings: [...narration.warnings, ...(signed?.warnings ?? [])],
  };
}
