import { GENERATOR_DEFAULTS, type TtsProvider, type WordTiming } from '@storyloom/contract';
import { wholeWordTimings } from '../../engines/voice/whole-words.ts';
import type { MediaWriter } from '../../platform/media.ts';
import type { ResolvedVoice } from '../../providers/registry.ts';
import type { Scene, Story } from './story-records.ts';

export interface Narration {
  audioKey: string;
  words: WordTiming[];
  /** Length of the stored audio; a sign video lasts as long. */
  durationMs: number;
  warnings: string[];
}

/** The voice a story is read in when its request names none. */
export const DEFAULT_VOICE: { provider: TtsProvider; voice: string } = {
  provider: 'openai',
  voice: GENERATOR_DEFAULTS.voice,
};

/**
 * Speaks one scene with the resolved voice, mixes the story's music bed in, and stores the file.
 * Its timings are grouped into whole words here, whatever the voice, so every player lights words.
 */
export async function narrateScene(
  media: MediaWriter,
  story: Story,
  scene: Pick<Scene, 'idx' | 'narration'>,
  voice: ResolvedVoice,
  audioKey: string,
): Promise<Narration> {
  const result = await voice.provider.speak({
    text: scene.narration,
    language: story.language,
    voice: voice.voice,
    speechRate: story.speech_rate,
    music: story.background_music ? { theme: story.theme, seed: story.seed + scene.idx } : undefined,
  });
  await media.write(story.privacy, story.id, audioKey, result.audio);
  return {
    audioKey,
    words: wholeWordTimings(scene.narration, story.language, result.words),
    durationMs: result.durationMs,
    warnings: result.warnings,
  };
}

/** The voice a story asked for, as stored on it. */
export const requestedVoice = (story: Story): { provider: TtsProvider; voice: string } => ({
  provider: story.tts_provider ?? DEFAULT_VOICE.provider,
  voice: story.tts_voice ?? DEFAULT_VOICE.voice,
});

/** Resolves a user's cloned voice to who speaks it; null when the clone is not theirs, or is gone. */
export interface CloneVoices {
  speakerFor(cloneId: string, userId: string | null): Promise<ResolvedVoice | null>;
}
