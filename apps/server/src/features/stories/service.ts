import { randomBytes, randomInt } from 'node:crypto';
import {
  estimateGenerationSeconds,
  type GenerateStoryRequest,
  LIMITS,
  MESSAGES,
  type RegenerateAudioRequest,
  type StoryBundle,
  type StoryListQuery,
  type StoryListResponse,
  THEME_VALUES,
  type Theme,
  type TtsProvider,
  voiceValueForClone,
} from '@storyloom/contract';
import { characterBrief, createCharacter } from '../../engines/illustrator/character.ts';
import { paletteOffThread } from '../../engines/illustrator/palette-thread.ts';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { readImageHeader, withinPixelLimits } from '../../lib/image-type.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  queueFull,
  unauthorized,
} from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { MediaStore, Visibility } from '../../platform/media.ts';
import type { MediaLinks } from '../../platform/media-links.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import { audioFileName, REFERENCE_IMAGE_KEY } from './generate-job.ts';
import { type CloneVoices, type Narration, narrateScene } from './narrate.ts';
import { presentBundle, presentListItem } from './presenter.ts';
import { generationJobId, type StoryProgress } from './progress.ts';
import type { NewStory, StoryRepository, StoryRow } from './repository.ts';
import { type SignedScene, type SignLog, signScene } from './sign-scene.ts';
import { parseWarnings, serializeWarnings } from './warnings.ts';

const SILENT: SignLog = { warn: () => undefined };

export interface StoryServiceDeps {
  stories: StoryRepository;
  media: MediaStore;
  queue: JobQueue;
  progress: StoryProgress;
  providers: Providers;
  links: MediaLinks;
  /** The signed-in users' cloned voices. */
  clones?: CloneVoices;
  /** Who is on the premium plan: sign language, like voice cloning, needs it. Without it, nobody is. */
  plans?: PremiumPlans;
  /** Where a sign video that could not be made is reported. */
  log?: SignLog;
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

const BUNDLE_ID_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
const newBundleId = () =>
  Array.from(randomBytes(12), (b) => BUNDLE_ID_ALPHABET[b % BUNDLE_ID_ALPHABET.length]).join('');

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  // A cursor is one this server made: a date and a story id, neither holding a control character.
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || /\p{Cc}/u.test(createdAt + id))
    throw badRequest('Invalid cursor');
  return { createdAt, id };
}

/** Creating, reading, listing and deleting stories. */
export class StoryService {
  /** The last admission to the queue; each waits for the one before, so two can't take the last place. */
  private admission: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: StoryServiceDeps) {}

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
    const known = (THEME_VALUES as readonly string[]).includes(request.theme);
    const theme: Theme = known ? (request.theme as Theme) : 'custom';
    const customTheme =
      theme === 'custom' ? (request.custom_theme ?? (known ? undefined : request.theme)) : undefined;
    if (theme === 'custom' && !customTheme) throw badRequest(MESSAGES.customThemeRequired);

    const typed = [request.child_name, customTheme].filter((text): text is string => Boolean(text));
    if ((await this.deps.providers.moderation.moderate(typed)).flagged)
      throw badRequest(MESSAGES.notSuitable);
    if (!viewer) {
      if (request.privacy === 'private') throw unauthorized(MESSAGES.signInForPrivate);
      if (request.sign_language) throw unauthorized(MESSAGES.signInForSignLanguage);
      if (request.voice_clone_id) throw unauthorized(MESSAGES.signInForClonedVoice);
    }
    if (request.sign_language && viewer && !(await this.deps.plans?.isPremium(viewer))) {
      throw forbidden(MESSAGES.signLanguagePremium);
    }

    let ttsProvider: TtsProvider = request.tts_provider ?? 'openai';
    let ttsVoice = request.tts_voice ?? 'alloy';
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
    const brief = characterBrief(createCharacter(seed, palette));

    const bundleId = newBundleId();
    // …and checked again as the story is stored, since other requests may have come meanwhile.
    await this.admitted(request, caller, {
      id: bundleId,
      user_id: viewer,
      child: request.child_name,
      child_key: request.child_name.toLowerCase(),
      theme,
      custom_theme: customTheme ?? null,
      language: request.language,
      age: request.age,
      scene_count: request.scenes,
      privacy: request.privacy,
      status: 'generating',
      audio_only: request.audio_only ? 1 : 0,
      background_music: request.background_music ? 1 : 0,
      sign_language: request.sign_language ? 1 : 0,
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
      seed,
      character: JSON.stringify({ palette, brief }),
      failure_reason: null,
      requested_by: caller,
    });
    if (referenceImage && keepReference) {
      await this.deps.media.write('private', bundleId, REFERENCE_IMAGE_KEY, referenceImage);
    }
    const jobId = generationJobId(bundleId);
    this.deps.progress.publish(bundleId, {
      event: 'progress',
      data: { stage: 'queued', scene: null, of: request.scenes, message: 'Getting ready...' },
    });
    await this.deps.queue.enqueue('story.generate', { storyId: bundleId }, jobId);
    return { bundleId, jobId };
  }

  /**
   * Refuses a story past the queue's caps, 503 with the wait: the caller's own stories being made,
   * or everyone's. The wait is about how long one story of this size takes (spec §9's estimate).
   */
  private async checkQueue(request: GenerateStoryRequest, caller: string): Promise<void> {
    const caps = this.deps.queueCaps;
    if (!caps) return;
    const beingMade = await this.deps.stories.countBeingMade(caller);
    if (beingMade.caller < caps.perCaller && beingMade.all < caps.total) return;
    const estimate = estimateGenerationSeconds({
      scenes: request.scenes,
      ttsProvider: request.tts_provider ?? 'openai',
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
      unsubscribe = this.deps.progress.subscribe(bundleId, (event) => {
        if (event.event === 'done') settle(() => resolve('made'));
        if (event.event === 'error') settle(() => reject(new Error(event.data.error)));
      });
      if (settled) unsubscribe();
    });
  }

  /** A story the viewer may read; someone else's private story is as missing as one that never was. */
  async readable(id: string, viewer: string | null): Promise<StoryRow> {
    const story = await this.deps.stories.find(id);
    if (!story || story.status === 'failed') throw notFound(MESSAGES.storyNotFound);
    // A story hidden by reports is, like a private one, its owner's alone until an operator decides.
    const ownersOnly = story.privacy === 'private' || story.hidden === 1;
    if (ownersOnly && (!viewer || story.user_id !== viewer)) throw notFound(MESSAGES.storyNotFound);
    return story;
  }

  async bundle(id: string, viewer: string | null): Promise<StoryBundle> {
    const story = await this.readable(id, viewer);
    return presentBundle(story, await this.deps.stories.scenes(id), this.deps.links, viewer);
  }

  async latest(child: string, viewer: string | null): Promise<StoryBundle> {
    const story = await this.deps.stories.latestForChild(child, viewer);
    if (!story) throw notFound(MESSAGES.storyNotFound);
    return presentBundle(story, await this.deps.stories.scenes(story.id), this.deps.links, viewer);
  }

  async list(query: StoryListQuery, viewer: string | null): Promise<StoryListResponse> {
    if (query.mine && !viewer) throw unauthorized();
    const { rows, total } = await this.deps.stories.list({
      viewerId: viewer,
      mine: query.mine ?? false,
      q: query.q || undefined,
      language: query.language || undefined,
      theme: query.theme || undefined,
      cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit,
    });
    const last = rows.at(-1);
    return {
      ok: true,
      stories: rows.map(presentListItem),
      total,
      next_cursor: last && rows.length === query.limit ? encodeCursor(last.created_at, last.id) : null,
    };
  }

  /**
   * Re-voices every scene of the caller's own story. The new audio is written beside the old,
   * and the story switches to it only when every scene is done; then the old files go.
   */
  async regenerateAudio(
    id: string,
    viewer: string | null,
    choice: RegenerateAudioRequest,
  ): Promise<{ tts_voice: string }> {
    const story = await this.ownStory(id, viewer);
    if (story.status !== 'ready') throw conflict(MESSAGES.storyStillBeingMade);
    let speaker: ResolvedVoice;
    let ttsVoice: string;
    let provider: TtsProvider;
    if (choice.voice_clone_id) {
      const clone = await this.deps.clones?.speakerFor(choice.voice_clone_id, viewer);
      if (!clone) throw badRequest(MESSAGES.regenerateFailed, MESSAGES.voiceUnavailable);
      speaker = clone;
      ttsVoice = voiceValueForClone(choice.voice_clone_id);
      provider = clone.provider.id;
    } else {
      if (!choice.tts_voice) throw badRequest(MESSAGES.regenerateFailed, MESSAGES.regenerateNeedsVoice);
      ttsVoice = choice.tts_voice;
      provider = choice.tts_provider ?? 'openai';
      try {
        speaker = await this.deps.providers.resolveVoice(provider, choice.tts_voice);
      } catch (error) {
        throw badRequest(
          MESSAGES.regenerateFailed,
          error instanceof AppError ? (error.detail ?? error.message) : undefined,
        );
      }
    }

    const scenes = await this.deps.stories.scenes(id);
    const revision = randomBytes(4).toString('hex');
    const visibility = story.privacy as Visibility;
    const written: string[] = [];
    const warnings = new Set<string>(speaker.warning ? [speaker.warning] : []);
    let narrations: (Narration & { sign?: SignedScene })[];
    try {
      narrations = await mapWithConcurrency(scenes, 2, async (scene) => {
        const narration = await narrateScene(
          this.deps.media,
          story,
          scene,
          speaker,
          audioFileName(scene.idx, revision),
        );
        written.push(narration.audioKey);
        for (const warning of narration.warnings) warnings.add(warning);
        if (!story.sign_language) return narration;
        // A new voice speaks at its own pace: the signing is timed again to follow it.
        const signed = await signScene(
          this.deps.media,
          this.deps.providers.sign,
          story,
          scene,
          narration,
          this.deps.log ?? SILENT,
          revision,
        );
        for (const key of [signed.key, signed.mp4Key]) if (key) written.push(key);
        for (const warning of signed.warnings) warnings.add(warning);
        return { ...narration, sign: signed };
      });
    } catch (error) {
      await Promise.all(written.map((key) => this.deps.media.remove(visibility, id, key)));
      throw new AppError(
        502,
        'regenerate_failed',
        MESSAGES.regenerateFailed,
        error instanceof Error ? error.message : undefined,
      );
    }
    await this.deps.stories.replaceAudio(
      id,
      narrations.map((n, idx) => ({
        idx,
        audio_key: n.audioKey,
        words: JSON.stringify(n.words),
        ...(n.sign ? { sign_video_key: n.sign.key, sign_video_mp4_key: n.sign.mp4Key } : {}),
      })),
      {
        tts_voice: ttsVoice,
        tts_provider: provider,
        voice_clone_id: choice.voice_clone_id ?? null,
        voice_used: speaker.voice,
        // The writing and the pictures are as they were; only the voice's own warnings change.
        warnings: serializeWarnings({ story: parseWarnings(story.warnings).story, voice: warnings }),
      },
    );
    const stale = scenes
      .flatMap((s) => [s.audio_key, s.sign_video_key, s.sign_video_mp4_key])
      .filter((key): key is string => key !== null);
    await Promise.all(stale.map((key) => this.deps.media.remove(visibility, id, key)));
    return { tts_voice: ttsVoice };
  }

  /** The caller's own story, or the right 401/403/404. */
  private async ownStory(id: string, viewer: string | null) {
    if (!viewer) throw unauthorized();
    const story = await this.deps.stories.find(id);
    if (!story || story.status === 'failed') throw notFound(MESSAGES.storyNotFound);
    // Someone else's private story does not exist for the caller; a public one is only not theirs.
    if (story.user_id !== viewer) {
      if (story.privacy === 'private') throw notFound(MESSAGES.storyNotFound);
      throw forbidden('Only the story’s owner can do this');
    }
    return story;
  }

  /**
   * Deletes the caller's own story with all its media. A story still being made has its job
   * cancelled, and whoever follows its progress is told it was deleted.
   */
  async remove(id: string, viewer: string | null): Promise<void> {
    const story = await this.ownStory(id, viewer);
    await this.deps.stories.delete(id);
    await this.deps.queue.cancel(generationJobId(id));
    await this.deps.media.removeStory(id);
    if (story.status === 'generating') {
      this.deps.progress.publish(id, { event: 'error', data: { error: MESSAGES.storyDeleted } });
      this.deps.progress.forget(id);
    }
  }
}
