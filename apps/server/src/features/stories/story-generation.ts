import { randomBytes, randomInt } from 'node:crypto';
import {
  estimateGenerationSeconds,
  type GenerateStoryRequest,
  LIMITS,
  MESSAGES,
  THEME_VALUES,
  type Theme,
  type TtsProvider,
  voiceValueForClone,
} from '@storyloom/contract';
import { PLOTS } from '../../domain/story-model.ts';
import { characterBrief, createCharacter } from '../../engines/illustrator/character.ts';
import { paletteOffThread } from '../../engines/illustrator/palette-thread.ts';
import { readImageHeader, withinPixelLimits } from '../../lib/image-type.ts';
import { seededRandom } from '../../lib/random.ts';
import { badRequest, forbidden, queueFull, unauthorized } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { Providers } from '../../providers/registry.ts';
import { type CloneVoices, DEFAULT_VOICE } from './narrate.ts';
import { nextPlot } from './plot-choice.ts';
import { generationJobId, type StoryProgress } from './progress.ts';
import type { StoryRepository } from './repository.ts';
import { REFERENCE_IMAGE_KEY } from './story-media.ts';
import type { NewStory } from './story-records.ts';

export interface StoryGenerationDeps {
  stories: StoryRepository;
  media: MediaStore;
  queue: JobQueue;
  progress: StoryProgress;
  providers: Providers;
  /** The signed-in users' cloned voices. */
  clones?: CloneVoices;
  /** Who is on the premium plan: sign language, like voice cloning, needs it. Without it, nobody is. */
  plans?: PremiumPlans;
  /** How many stories may be being made at once; null (RATE_LIMITS=off) takes every request. */
  queueCaps?: QueueCaps | null;
}

export interface QueueCaps {
  /** Per caller: an account, or an address (see platform/http/callers.ts). */
  perCaller: number;
  total: number;
}

export interface PremiumPlans {
  isPremium(userId: string): Promise<boolean>;
}

const isTheme = (value: string): value is Theme => (THEME_VALUES as readonly string[]).includes(value);

const BUNDLE_ID_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const newBundleId = () =>
  Array.from(randomBytes(12), (b) => BUNDLE_ID_ALPHABET[b % BUNDLE_ID_ALPHABET.length]).join('');

/** Checking a story request, storing the story and queueing its making. */
export class StoryGeneration {
  /** The last admission to the queue; each waits for the one before, so two can't take the last place. */
  private admission: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: StoryGenerationDeps) {}

  /**
   * Checks a request, stores the story as generating and queues its making. Nothing is stored on
   * refusal. `caller` is who the queue's caps count the story against.
   */
  async create(
    request: GenerateStoryRequest,
    referenceImage: Buffer | null,
    viewer: string | null,
    caller: string,
  ): Promise<{ bundleId: string; jobId: string }> {
    // Refused before any work is paid for (moderation, a provider's voices, the reference image)…
    await this.checkQueue(request, caller);
    // The older clients send a custom theme's text as the theme itself.
    const known = isTheme(request.theme);
    const theme: Theme = isTheme(request.theme) ? request.theme : 'custom';
    const customTheme =
      theme === 'custom' ? (request.custom_theme ?? (known ? undefined : request.theme)) : undefined;
    if (theme === 'custom' && !customTheme) throw badRequest(MESSAGES.customThemeRequired);

    const typed = [request.child_name, customTheme].filter((text): text is string => Boolean(text));
    if ((await this.deps.providers.moderation.moderate(typed)).flagged)
      throw badRequest(MESSAGES.notSuitable);
    // Checked apart, so the refusal can say which field to change.
    const favouriteThings = request.favourite_things ?? [];
    if (
      favouriteThings.length > 0 &&
      (await this.deps.providers.moderation.moderate(favouriteThings)).flagged
    )
      throw badRequest(MESSAGES.favouriteThingsNotSuitable);
    if (!viewer) {
      if (request.privacy === 'private') throw unauthorized(MESSAGES.signInForPrivate);
      if (request.sign_language) throw unauthorized(MESSAGES.signInForSignLanguage);
      if (request.voice_clone_id) throw unauthorized(MESSAGES.signInForClonedVoice);
    }
    if (request.sign_language && viewer && !(await this.deps.plans?.isPremium(viewer))) {
      throw forbidden(MESSAGES.signLanguagePremium);
    }

    let ttsProvider: TtsProvider = request.tts_provider ?? DEFAULT_VOICE.provider;
    let ttsVoice = request.tts_voice ?? DEFAULT_VOICE.voice;
    if (request.voice_clone_id) {
      // Only the caller's own clone: someone else's is as unknown as one that never was.
      const speaker = await this.deps.clones?.speakerFor(request.voice_clone_id, viewer);
      if (!speaker) throw badRequest(MESSAGES.voiceUnavailable, 'No such cloned voice');
      ttsVoice = voiceValueForClone(request.voice_clone_id);
      ttsProvider = speaker.provider.id;
    } else {
      await this.deps.providers.resolveVoice(ttsProvider, ttsVoice);
    }

    const seed = randomInt(1, 2 ** 31 - 1);
    const recent = await this.deps.stories.recentPlots(request.child_name, theme, viewer, PLOTS.length);
    const plot = nextPlot(recent, seededRandom(seed));
    let palette: string[] | undefined;
    let keepReference = false;
    if (referenceImage) {
      if (referenceImage.length >= LIMITS.referenceImageBytes) throw badRequest(MESSAGES.imageTooLarge);
      // Its size is read from the header before anything decodes it: a few bytes may declare
      // billions of pixels.
      const header = readImageHeader(referenceImage);
      if (!header) throw badRequest(MESSAGES.imageNotAnImage, 'The image header could not be read');
      if (!withinPixelLimits(header)) {
        throw badRequest(MESSAGES.imageTooManyPixels, `The image is ${header.width}×${header.height} pixels`);
      }
      // The reference is a child's data: its palette is kept; the image itself only while the story
      // is made, and only when the story's illustrator draws from it.
      palette = await paletteOffThread(referenceImage).catch(() => {
        // The decoder gave up on the image (its thread stopped): the parent's file, not the server.
        throw badRequest(MESSAGES.imageNotAnImage, 'The image could not be decoded');
      });
      const { provider } = this.deps.providers.imageFor(request.image_mode, { reference: true });
      keepReference = !request.audio_only && provider.acceptsReference === true;
    }
    const appearance =
      request.appearance && Object.keys(request.appearance).length > 0 ? request.appearance : null;
    const brief = characterBrief(
      createCharacter(seed, { palette, appearance: appearance ?? undefined, gender: request.child_gender }),
    );

    const bundleId = newBundleId();
    // …and checked again as the story is stored, since other requests may have come meanwhile.
    await this.admitted(request, caller, {
      id: bundleId,
      user_id: viewer,
      child: request.child_name,
      theme,
      custom_theme: customTheme ?? null,
      language: request.language,
      age: request.age,
      scene_count: request.scenes,
      privacy: request.privacy,
      status: 'generating',
      audio_only: request.audio_only,
      background_music: request.background_music,
      sign_language: request.sign_language,
      sign_language_type: request.sign_language ? (request.sign_language_type ?? 'ASL') : null,
      image_mode: request.image_mode,
      tts_voice: ttsVoice,
      tts_provider: ttsProvider,
      voice_clone_id: request.voice_clone_id ?? null,
      voice_used: null,
      pause_ms: request.pause_ms,
      speech_rate: request.speech_rate,
      sentences_per_scene: request.sentences_per_scene,
      child_gender: request.child_gender ?? null,
      appearance,
      favourite_things: favouriteThings,
      seed,
      plot,
      character: { palette, brief },
      failure_reason: null,
      requested_by: caller,
    });
    if (referenceImage && keepReference) {
      await this.deps.media.write('private', bundleId, REFERENCE_IMAGE_KEY, referenceImage);
    }
    const jobId = generationJobId(bundleId);
    // Stored before the job exists, so it comes before anything a worker in another process says.
    await this.deps.progress.publish(bundleId, {
      event: 'progress',
      data: { stage: 'queued', scene: null, of: request.scenes, message: 'Getting ready...' },
    });
    await this.deps.queue.enqueue('story.generate', { storyId: bundleId }, jobId);
    return { bundleId, jobId };
  }

  /**
   * Refuses a story past the queue's caps, 503 with the wait: the caller's own stories being made,
   * or everyone's. The wait is about how long one story of this size takes (product §9's estimate).
   */
  private async checkQueue(request: GenerateStoryRequest, caller: string): Promise<void> {
    const caps = this.deps.queueCaps;
    if (!caps) return;
    const beingMade = await this.deps.stories.countBeingMade(caller);
    if (beingMade.caller < caps.perCaller && beingMade.all < caps.total) return;
    const estimate = estimateGenerationSeconds({
      scenes: request.scenes,
      ttsProvider: request.tts_provider ?? DEFAULT_VOICE.provider,
      imageMode: request.image_mode,
      audioOnly: request.audio_only,
    });
    const wait = Math.min(Math.max(estimate, 10), 300);
    throw beingMade.caller >= caps.perCaller
      ? queueFull(MESSAGES.storiesInProgress, wait)
      : queueFull(MESSAGES.serverBusy, wait);
  }

  /** Checks the caps and stores the story, one request at a time, so two can't both take the last place. */
  private admitted(request: GenerateStoryRequest, caller: string, story: NewStory): Promise<void> {
    const admit = this.admission.then(async () => {
      await this.checkQueue(request, caller);
      await this.deps.stories.create(story);
    });
    this.admission = admit.catch(() => undefined);
    return admit;
  }

  /**
   * Resolves 'made' when the story is ready, or 'still-making' when it is not ready within
   * `timeoutMs` (it goes on being made); rejects when its making failed for good.
   */
  waitUntilMade(bundleId: string, timeoutMs: number): Promise<'made' | 'still-making'> {
    return new Promise((resolve, reject) => {
      let unsubscribe: (() => void) | null = null;
      let settled = false;
      const settle = (fn: () => void) => {
        settled = true;
        clearTimeout(timer);
        fn();
        unsubscribe?.();
      };
      const timer = setTimeout(() => settle(() => resolve('still-making')), timeoutMs);
      this.deps.progress
        .subscribe(bundleId, (event) => {
          if (event.event === 'done') settle(() => resolve('made'));
          if (event.event === 'error') settle(() => reject(new Error(event.data.error)));
        })
        .then(
          (off) => {
            if (settled) off();
            else unsubscribe = off;
          },
          (error) => settle(() => reject(error)),
        );
    });
  }
}
