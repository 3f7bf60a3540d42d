import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  type RegenerateAudioRequest,
  type TtsProvider,
  voiceValueForClone,
} from '@storyloom/contract';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { ProviderLog } from '../../providers/fallback.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import { type CloneVoices, DEFAULT_VOICE } from './narrate.ts';
import type { StoryRepository } from './repository.ts';
import { ownStory } from './story-access.ts';
import { voiceMediaOf } from './story-media.ts';
import { type VoicedScene, voiceScene } from './voice-scene.ts';

export interface StoryRevoicingDeps {
  stories: StoryRepository;
  media: MediaStore;
  providers: Providers;
  /** The signed-in users' cloned voices. */
  clones?: CloneVoices;
  /** Where a sign video that could not be made is reported. */
  log: ProviderLog;
}

/** Reading a finished story again in another voice. */
export class StoryRevoicing {
  constructor(private readonly deps: StoryRevoicingDeps) {}

  /**
   * Re-voices every scene of the caller's own story. The new audio is written beside the old,
   * and the story switches to it only when every scene is done; then the old files go.
   */
  async regenerateAudio(
    id: string,
    viewer: string | null,
    choice: RegenerateAudioRequest,
  ): Promise<{ tts_voice: string }> {
    const { stories, media } = this.deps;
    const story = await ownStory(stories, id, viewer);
    if (story.status !== 'ready') throw conflict(MESSAGES.storyStillBeingMade);
    const { speaker, ttsVoice, provider } = await this.chosenVoice(choice, viewer);

    const scenes = await stories.scenes(id);
    const revision = randomBytes(4).toString('hex');
    const written: string[] = [];
    const warnings = new Set<string>(speaker.warning ? [speaker.warning] : []);
    const voicing = { media, sign: this.deps.providers.sign, speaker, log: this.deps.log, revision };
    let voiced: VoicedScene[];
    try {
      voiced = await mapWithConcurrency(scenes, 2, async (scene) => {
        const result = await voiceScene(voicing, story, scene);
        written.push(...result.written);
        for (const warning of result.warnings) warnings.add(warning);
        return result;
      });
    } catch (error) {
      await Promise.all(written.map((key) => media.remove(story.privacy, id, key)));
      throw new AppError(
        502,
        'regenerate_failed',
        MESSAGES.regenerateFailed,
        error instanceof Error ? error.message : undefined,
      );
    }
    await stories.replaceAudio(
      id,
      voiced.map(({ narration, signed }, idx) => ({
        idx,
        audio_key: narration.audioKey,
        words: narration.words,
        ...(signed ? { sign_video_key: signed.key, sign_video_mp4_key: signed.mp4Key } : {}),
      })),
      {
        tts_voice: ttsVoice,
        tts_provider: provider,
        voice_clone_id: choice.voice_clone_id ?? null,
        voice_used: speaker.voice,
        // The writing and the pictures are as they were; only the voice's own warnings change.
        warnings: { story: story.warnings.story, voice: [...warnings] },
      },
    );
    const stale = scenes.flatMap(voiceMediaOf);
    await Promise.all(stale.map((key) => media.remove(story.privacy, id, key)));
    return { tts_voice: ttsVoice };
  }

  /** Who reads the story now: the caller's own cloned voice, or a provider's voice. */
  private async chosenVoice(
    choice: RegenerateAudioRequest,
    viewer: string | null,
  ): Promise<{ speaker: ResolvedVoice; ttsVoice: string; provider: TtsProvider }> {
    if (choice.voice_clone_id) {
      const clone = await this.deps.clones?.speakerFor(choice.voice_clone_id, viewer);
      if (!clone) throw badRequest(MESSAGES.regenerateFailed, MESSAGES.voiceUnavailable);
      return {
        speaker: clone,
        ttsVoice: voiceValueForClone(choice.voice_clone_id),
        provider: clone.provider.id,
      };
    }
    if (!choice.tts_voice) throw badRequest(MESSAGES.regenerateFailed, MESSAGES.regenerateNeedsVoice);
    const provider = choice.tts_provider ?? DEFAULT_VOICE.provider;
    try {
      const speaker = await this.deps.providers.resolveVoice(provider, choice.tts_voice);
      return { speaker, ttsVoice: choice.tts_voice, provider };
    } catch (error) {
      throw badRequest(
        MESSAGES.regenerateFailed,
        error instanceof AppError ? (error.detail ?? error.message) : undefined,
      );
    }
  }
}
