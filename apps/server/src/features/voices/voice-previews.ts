import {
  cloneIdFromVoice,
  DEFAULT_PAUSE_MS,
  type LanguageCode,
  MESSAGES,
  PACING,
  providerForVoice,
  type User,
} from '@storyloom/contract';
import { createLimiter, unlessLate } from '../../lib/concurrency.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import { type MediaStore, PREVIEWS_FOLDER, type Visibility } from '../../platform/media.ts';
import { SAFE_SEGMENT } from '../../platform/storage/object-storage.ts';
import type { ProviderLog } from '../../providers/fallback.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import { cloneSpeaker } from './clone-speaker.ts';
import { cloneFolder, type VoiceCloneRepository } from './repository.ts';
import { SAMPLE_SENTENCES } from './sample-sentences.ts';

export interface VoicePreviewsDeps {
  providers: Providers;
  clones: Pick<VoiceCloneRepository, 'findOwned'>;
  media: MediaStore;
  log: ProviderLog;
  /** How long a parent waits for a sample that is not made yet. */
  timeoutMs?: number;
}

/** A stored sample, to be streamed with its ETag and the browser cache rule. */
export interface StoredPreview {
  file: { visibility: Visibility; bundleId: string; name: string; cacheControl: string };
}

/** A sample read by a stand-in after the voice's provider failed: heard once, never kept. */
export interface PassingPreview {
  audio: Buffer;
}

/** Samples are read at the generator's default pace, as a story would be. */
const SPEECH_RATE = PACING.find((pace) => pace.pauseMs === DEFAULT_PAUSE_MS)?.speechRate ?? 1;
/** Longer than the builtin voice needs, shorter than a parent waits for a button. */
const TIMEOUT_MS = 20_000;
/** A provider's voice sounds the same to everyone; a clone is only ever heard by its owner. */
const SHARED_CACHE = 'public, max-age=604800';
const OWNER_CACHE = 'private, max-age=86400';

interface Speaker {
  voice: ResolvedVoice;
  file: StoredPreview['file'];
  /** For a clone: whether it still exists, as it may be deleted while its sample is being made. */
  stillThere?: () => Promise<boolean>;
}

/**
 * A short sentence in each voice, so a parent hears a voice before choosing it
 * (GET /v1/voices/{voice_id}/sample). Each voice and language is spoken once by the
 * configured provider, kept in media storage, and served from there afterwards.
 */
export class VoicePreviews {
  /** Samples being made: a second listener waits for the same one. */
  private readonly inFlight = new Map<string, Promise<StoredPreview | PassingPreview>>();
  // They share this machine's cores with the stories being made: one at a time.
  private readonly speaking = createLimiter(1);

  constructor(private readonly deps: VoicePreviewsDeps) {}

  /** The sample of `voice` in `language`; an unknown voice, or someone else's clone, is a 404. */
  async sample(
    voice: string,
    language: LanguageCode,
    user: User | undefined,
  ): Promise<StoredPreview | PassingPreview> {
    const speaker = await this.speakerOf(voice, language, user);
    const { file } = speaker;
    if (await this.deps.media.stat(file.visibility, file.bundleId, file.name)) return { file };
    const key = `${file.bundleId}/${file.name}`;
    let making = this.inFlight.get(key);
    if (!making) {
      making = this.speaking.run(() => this.make(speaker, language)).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, making);
    }
    return withTimeout(making, this.deps.timeoutMs ?? TIMEOUT_MS);
  }

  private async make({ voice, file, stillThere }: Speaker, language: LanguageCode) {
    let spoken: Awaited<ReturnType<ResolvedVoice['provider']['speak']>>;
    try {
      spoken = await voice.provider.speak({
        text: SAMPLE_SENTENCES[language],
        language,
        voice: voice.voice,
        speechRate: SPEECH_RATE,
      });
    } catch (error) {
      this.deps.log.warn(
        { provider: voice.provider.id, error: error instanceof Error ? error.message : String(error) },
        'could not speak a voice sample',
      );
      throw new AppError(502, 'voice_sample_failed', MESSAGES.voiceSampleFailed);
    }
    // A stand-in read it because the provider failed this time: the real voice is tried again next time.
    if (spoken.warnings.length > 0) return { audio: spoken.audio };
    await this.deps.media.write(file.visibility, file.bundleId, file.name, spoken.audio);
    // A clone deleted meanwhile had its folder emptied before this sample was written into it.
    if (stillThere && !(await stillThere())) {
      await this.deps.media.remove(file.visibility, file.bundleId, file.name);
      throw notFound(MESSAGES.voiceNotFound);
    }
    return { file };
  }

  /** Who speaks the voice, and where its sample is kept. */
  private async speakerOf(voice: string, language: LanguageCode, user: User | undefined): Promise<Speaker> {
    const name = (speakerVoice: string) => `${speakerVoice}-${language}.mp3`;
    const cloneId = cloneIdFromVoice(voice);
    if (cloneId !== null) {
      if (!user) throw unauthorized(MESSAGES.signInToHearClone);
      const clone = SAFE_SEGMENT.test(cloneId)
        ? await this.deps.clones.findOwned(cloneId, user.uid)
        : undefined;
      if (!clone) throw notFound(MESSAGES.voiceNotFound);
      return {
        voice: cloneSpeaker(this.deps.providers, clone, this.deps.log),
        file: {
          visibility: 'private',
          bundleId: cloneFolder(clone.id),
          name: name('listen'),
          cacheControl: OWNER_CACHE,
        },
        stillThere: async () => (await this.deps.clones.findOwned(clone.id, user.uid)) !== undefined,
      };
    }
    const { providers } = this.deps;
    const listOf = async (id: string) => (await providers.speech.find((p) => p.id === id)?.voices()) ?? [];
    const [elevenlabs, builtin] = await Promise.all([listOf('elevenlabs'), listOf('builtin')]);
    let resolved: ResolvedVoice;
    try {
      resolved = await providers.resolveVoice(providerForVoice(voice, { elevenlabs, builtin }), voice);
    } catch (error) {
      if (error instanceof AppError && error.status === 400) throw notFound(MESSAGES.voiceNotFound);
      throw error;
    }
    // Named by who really speaks: a voice read by a builtin stand-in shares the stand-in's sample.
    const speakerVoice = `${resolved.provider.id}-${resolved.voice}`;
    if (!SAFE_SEGMENT.test(speakerVoice)) throw notFound(MESSAGES.voiceNotFound);
    return {
      voice: resolved,
      file: {
        visibility: 'private',
        bundleId: PREVIEWS_FOLDER,
        name: name(speakerVoice),
        cacheControl: SHARED_CACHE,
      },
    };
  }
}

/** Waits at most `ms` for a sample; one still being made is kept when it is done, for the next listener. */
const withTimeout = <T>(making: Promise<T>, ms: number): Promise<T> =>
  unlessLate(making, ms, () => {
    throw new AppError(503, 'voice_sample_slow', MESSAGES.voiceSampleSlow);
  });
