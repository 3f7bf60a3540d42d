import type { SignLanguageType, WordTiming } from '@storyloom/contract';
import type { SceneArt } from '../../domain/story-model.ts';
import { webmToMp4 } from '../../engines/signer/render-video.ts';
import type { MediaWriter, Visibility } from '../../platform/media.ts';
import type { SignVideoProvider } from '../../providers/types.ts';
import type { SceneRow, StoryRow } from './repository.ts';

export const signVideoFileName = (idx: number, format: 'webm' | 'mp4', revision?: string) =>
  revision ? `scene_${idx + 1}.${revision}.sign.${format}` : `scene_${idx + 1}.sign.${format}`;

export interface SignedScene {
  /** The stored video, or null when the scene has nothing to sign (or its video could not be made). */
  key: string | null;
  /** The same video as MP4 when the stored one is WebM, for browsers that cannot play WebM. */
  mp4Key: string | null;
  warnings: string[];
}

/** Where a sign video failed, logged without failing the story: pino's `warn(details, message)` fits. */
export interface SignLog {
  warn(details: object, message: string): void;
}

/** English words of what the scene's picture shows, so the signer can spell the things named. */
function pictureWords(art: string): string[] {
  try {
    const parsed = JSON.parse(art) as Partial<SceneArt>;
    return [...(parsed.props ?? []), parsed.setting ?? '', parsed.companion ?? ''].filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Makes a scene's sign-language video from its narration (the words' timings set the signing's
 * pace) and stores it beside the scene's audio. A scene whose video cannot be made still gets its
 * picture and narration: the story says so in a warning rather than failing.
 */
export async function signScene(
  media: MediaWriter,
  sign: SignVideoProvider,
  story: StoryRow,
  scene: Pick<SceneRow, 'idx' | 'narration' | 'art'>,
  narration: { words: WordTiming[]; durationMs: number },
  log: SignLog,
  revision?: string,
): Promise<SignedScene> {
  try {
    const made = await sign.makeVideo({
      text: scene.narration,
      language: story.language,
      type: (story.sign_language_type ?? 'ASL') as SignLanguageType,
      words: narration.words,
      durationMs: narration.durationMs,
      childName: story.child,
      hints: pictureWords(scene.art),
      seed: story.seed,
    });
    if (!made.video) return { key: null, mp4Key: null, warnings: made.warnings };
    const visibility = story.privacy as Visibility;
    const key = signVideoFileName(scene.idx, made.video.format, revision);
    await media.write(visibility, story.id, key, made.video.bytes);
    if (made.video.format === 'mp4') return { key, mp4Key: null, warnings: made.warnings };
    const mp4 = made.video.mp4 ?? (await mp4Copy(made.video.bytes, story.id, scene.idx, log));
    if (!mp4) return { key, mp4Key: null, warnings: made.warnings };
    const mp4Key = signVideoFileName(scene.idx, 'mp4', revision);
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
async function mp4Copy(webm: Buffer, storyId: string, idx: number, log: SignLog): Promise<Buffer | null> {
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
