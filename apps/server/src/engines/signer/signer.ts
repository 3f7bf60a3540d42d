import type { SignLanguageType, WordTiming } from '@storyloom/contract';
import { ASL } from './alphabets/asl.ts';
import { BSL, ISL } from './alphabets/banzsl.ts';
import type { ManualAlphabet } from './alphabets/types.ts';
import { planSpelling, type SpellingPlan } from './plan.ts';
import { type RenderOptions, renderSignVideo } from './render-video.ts';

/**
 * The builtin signer: a friendly 2D signer who fingerspells the child's name and a few key words
 * of each scene with the manual alphabet of the chosen sign language, in step with the narration.
 * It is a sign *support* video, not a translation: no offline model signs a story fluently, and
 * an avatar must not pretend to.
 */

export const ALPHABETS: Record<SignLanguageType, ManualAlphabet> = { ASL, BSL, ISL };

export interface SignerRequest {
  /** The scene's narration, word by word, timed against its audio. */
  words: readonly WordTiming[];
  /** Length of the narration audio: the video lasts as long. */
  durationMs: number;
  language: string;
  childName: string;
  /** English words of what the scene shows (props, companion, setting): spelled first when spoken. */
  hints?: readonly string[];
  type: SignLanguageType;
  /** The story's seed: the same signer appears in every scene. */
  seed: number;
}

export interface SignerVideo {
  webm: Buffer;
  mp4: Buffer;
  plan: SpellingPlan;
  frames: number;
  drawnFrames: number;
}

/** Makes a scene's sign support video, or null when nothing in it can be fingerspelled. */
export async function makeSignVideo(
  request: SignerRequest,
  options?: RenderOptions,
): Promise<SignerVideo | null> {
  const plan = planSpelling({
    words: request.words,
    durationMs: request.durationMs,
    language: request.language,
    childName: request.childName,
    hints: request.hints,
  });
  if (plan.words.length === 0) return null;
  const video = await renderSignVideo(plan, ALPHABETS[request.type], request.seed, options);
  return { webm: video.webm, mp4: video.mp4, plan, frames: video.frames, drawnFrames: video.drawnFrames };
}
