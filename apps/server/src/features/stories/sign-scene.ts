import type { SignLanguageType, WordTiming } from '@storyloom/contract';
import type { SceneArt } from '../../engines/writer/types.ts';
import type { MediaStore, Visibility } from '../../platform/media.ts';
import type { SignVideoProvider } from '../../providers/types.ts';
import type { SceneRow, StoryRow } from './repository.ts';

export const signVideoFileName = (idx: number, format: 'webm' | 'mp4', revision?: string) =>
  revision ? `scene_${idx + 1}.${revision}.sign.${format}` : `scene_${idx + 1}.sign.${format}`;

export interface SignedScene {
  /** The stored video, or null when the scene has nothing to sign (or its video could not be made). */
  key: string | null;
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
  media: MediaStore,
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
    if (!made.video) return { key: null, warnings: made.warnings };
    const key = signVideoFileName(scene.idx, made.video.format, revision);
    await media.write(story.privacy as Visibility, story.id, key, made.video.bytes);
    return { key, warnings: made.warnings };
  } catch (error) {
    log.warn(
      { storyId: story.id, scene: scene.idx, error: error instanceof Error ? error.message : String(error) },
      'a sign video could not be made',
    );
    return { key: null, warnings: [`The sign language video of scene ${scene.idx + 1} could not be made.`] };
  }
}
