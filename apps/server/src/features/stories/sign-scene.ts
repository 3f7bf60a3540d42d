import type { WordTiming } from '@storyloom/contract';
import type { SceneArt } from '../../domain/story-model.ts';
import { webmToMp4 } from '../../engines/signer/render-video.ts';
import type { MediaWriter } from '../../platform/media.ts';
import type { ProviderLog } from '../../providers/fallback.ts';
import type { SignVideoProvider } from '../../providers/types.ts';
import { signVideoName } from './story-media.ts';
import type { Scene, Story } from './story-records.ts';

export interface SignedScene {
  /** The stored video, or null when the scene has nothing to sign (or its video could not be made). */
  key: string | null;
  /** The same video as MP4 when the stored one is WebM, for browsers that cannot play WebM. */
  mp4Key: string | null;
  warnings: string[];
}

/** English words of what the scene's picture shows, so the signer can spell the things named. */
function pictureWords(art: Partial<SceneArt>): string[] {
  return [...(art.props ?? []), art.setting ?? '', art.companion ?? ''].filter(Boolean);
}

/**
 * Makes a scene's sign-language video from its narration (the words' timings set the signing's
 * pace) and stores it beside the scene's audio. A scene whose video cannot be made still gets its
 * picture and narration: the story says so in a warning rather than failing.
 */
export async function signScene(
  media: MediaWriter,
  sign: SignVideoProvider,
  story: Story,
  scene: Pick<Scene, 'idx' | 'narration' | 'art'>,
  narration: { words: WordTiming[]; durationMs: number },
  log: ProviderLog,
  revision?: string,
): Promise<SignedScene> {
  try {
    const made = await sign.makeVideo({
      text: scene.narration,
      language: story.language,
      type: story.sign_language_type ?? 'ASL',
      words: narration.words,
      durationMs: narration.durationMs,
      childName: story.child,
      hints: pictureWords(scene.art),
      seed: story.seed,
    });
    if (!made.video) return { key: null, mp4Key: null, warnings: made.warnings };
    const visibility = story.privacy;
    const key = signVideoName(scene.idx, made.video.format, revision);
    await media.write(visibility, story.id, key, made.video.bytes);
    if (made.video.format === 'mp4') return { key, mp4Key: null, warnings: made.warnings };
    const mp4 = made.video.mp4 ?? (await mp4Copy(made.video.bytes, story.id, scene.idx, log));
    if (!mp4) return { key, mp4Key: null, warnings: made.warnings };
    const mp4Key = signVideoName(scene.idx, 'mp4', revision);
    await media.write(visibility, story.id, mp4Key, mp4);
    return { key, mp4Key, warnings: made.warnings };
  } catch (error) {
    log.warn(
      { storyId: story.id, scene: scene.idx, error: error instanceof Error ? error.message : String(error) },
      'a sign video could not be made',
    );
    return {
      key: null,
      mp4Key: null,
      warnings: [`The sign language video of scene ${scene.idx + 1} could not be made.`],
    };
  }
}

/** A WebM from a sign-video service, as MP4; without it only browsers that play WebM show the video. */
async function mp4Copy(webm: Buffer, storyId: string, idx: number, log: ProviderLog): Promise<Buffer | null> {
  try {
    return await webmToMp4(webm);
  } catch (error) {
    log.warn(
      { storyId, scene: idx, error: error instanceof Error ? error.message : String(error) },
      'a sign video could not be converted to MP4',
    );
    return null;
  }
}
