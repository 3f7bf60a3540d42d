import {
  IMAGE_MODES,
  type ImageMode,
  LIMITS,
  MESSAGES,
  OPENAI_VOICES,
  type TtsProvider,
} from '@storyloom/contract';
import { builtinVoiceForOpenAi, findBuiltinVoice } from '../engines/voice/builtin-voices.ts';
import { createLimiter } from '../lib/concurrency.ts';
import type { ProvidersConfig } from '../platform/config.ts';
import { badRequest } from '../platform/errors.ts';
import { builtinImage } from './builtin/image.ts';
import { builtinModeration } from './builtin/moderation.ts';
import { builtinSign } from './builtin/sign.ts';
import { builtinSpeech } from './builtin/speech.ts';
import { builtinText } from './builtin/text.ts';
import { createElevenLabs } from './elevenlabs/elevenlabs.ts';
import { createElevenLabsCloning } from './elevenlabs/voice-cloning.ts';
import {
  imageWithFallback,
  imageWithNotice,
  limitedImage,
  limitedSign,
  limitedSpeech,
  type ProviderLog,
  providerName,
  signWithFallback,
  speechWithFallback,
  textWithFallback,
} from './fallback.ts';
import { createFreepik } from './freepik/freepik.ts';
import type { RetryPolicy } from './http/provider-http.ts';
import { createOpenAi } from './openai/openai.ts';
import { openAiVoicesFor } from './openai/speech.ts';
import { createOpenAiCompatibleText } from './openai-compatible/openai-compatible.ts';
import { createSignVideoService } from './sign-video/sign-video.ts';
import { createSpeechify } from './speechify/speechify.ts';
import { createSpeechifyCloning } from './speechify/voice-cloning.ts';
import { createStability } from './stability/stability.ts';
import type {
  CloneProvider,
  ImageProvider,
  ModerationProvider,
  SignVideoProvider,
  SpeechProvider,
  TextProvider,
} from './types.ts';

/** Who really speaks a requested voice, and what the parent should be told about it. */
export interface ResolvedVoice {
  provider: SpeechProvider;
  voice: string;
  warning: string | null;
}

export interface Providers {
  /** Writes stories: the configured model, falling back to the builtin writer. */
  text: TextProvider;
  /**
   * The image provider for an image mode, and the size to ask it for. With a reference image,
   * auto prefers a provider that draws from it.
   */
  imageFor(
    mode: ImageMode,
    options?: { reference?: boolean },
  ): { provider: ImageProvider; width: number; height: number };
  /** The image modes this server can really draw. */
  imageModes: ImageMode[];
  /** Every speech provider that is available on this server. */
  speech: SpeechProvider[];
  /** Voice-cloning services, the first making new clones (ElevenLabs, then Speechify); none offline. */
  cloning: CloneProvider[];
  /** Resolves a requested voice; an unknown or unavailable voice is a 400 with the reason. */
  resolveVoice(provider: TtsProvider, voice: string): Promise<ResolvedVoice>;
  /** Checks a child's name and custom theme: the builtin lists, then OpenAI's moderation when configured. */
  moderation: ModerationProvider;
  /** Makes sign-language videos: the configured service, falling back to the builtin signer. */
  sign: SignVideoProvider;
  /** Scenes of one story worth making at once: every scene when cloud providers do the work. */
  sceneConcurrency: number;
}

export interface ProviderOptions {
  fetch?: typeof fetch;
  log?: ProviderLog;
  /** Overrides of every provider's timeouts and retries (tests make them short). */
  policy?: Partial<RetryPolicy>;
}

const NO_PROVIDERS: ProvidersConfig = {
  openai: null,
  llm: null,
  elevenlabs: null,
  stability: null,
  freepik: null,
  speechify: null,
  signVideo: null,
};

/** The builtin illustrator and voices work on this machine's CPU: two at a time keep both cores busy. */
const BUILTIN_CONCURRENCY = 2;
const silentLog: ProviderLog = { warn: () => undefined };

const builtinLabel = (voice: string) => findBuiltinVoice(voice)?.label ?? voice;

/**
 * Resolves which provider serves each capability. With no keys the builtin engines serve all;
 * every configured provider falls back to them, scene by scene, when it fails.
 */
export function createProviders(
  config: ProvidersConfig = NO_PROVIDERS,
  options: ProviderOptions = {},
): Providers {
  const log = options.log ?? silentLog;
  const vendor = (settings: { apiKey: string; baseURL: string }) => ({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    fetch: options.fetch,
    policy: options.policy,
  });

  const images = limitedImage(builtinImage, createLimiter(BUILTIN_CONCURRENCY));
  const voices = limitedSpeech(builtinSpeech, createLimiter(BUILTIN_CONCURRENCY));
  const signer = limitedSign(builtinSign, createLimiter(BUILTIN_CONCURRENCY));
  const sign = config.signVideo
    ? signWithFallback(
        createSignVideoService({
          url: config.signVideo.url,
          apiKey: config.signVideo.apiKey ?? undefined,
          fetch: options.fetch,
          policy: options.policy,
        }),
        signer,
        log,
      )
    : signer;

  const openai = config.openai ? createOpenAi(vendor(config.openai)) : null;
  const llm = config.llm
    ? createOpenAiCompatibleText({
        baseURL: config.llm.baseURL,
        apiKey: config.llm.apiKey,
        model: config.llm.model,
        fetch: options.fetch,
        policy: options.policy,
      })
    : null;
  const cloudImages: Partial<Record<'openai' | 'stability' | 'freepik', ImageProvider>> = {};
  if (config.stability)
    cloudImages.stability = imageWithFallback(
      createStability({ ...vendor(config.stability), model: config.stability.model }),
      images,
      log,
    );
  if (openai && config.openai)
    cloudImages.openai = imageWithFallback(openai.image(config.openai.imageModel), images, log);
  if (config.freepik)
    cloudImages.freepik = imageWithFallback(createFreepik(vendor(config.freepik)), images, log);

  const openaiSpeech = openai && config.openai ? openai.speech(config.openai.ttsModel) : null;
  const elevenlabs = config.elevenlabs
    ? createElevenLabs({ ...vendor(config.elevenlabs), model: config.elevenlabs.model })
    : null;
  const speechify = config.speechify ? createSpeechify(vendor(config.speechify)) : null;
  const openaiModeration = openai ? openai.moderation() : null;
  const cloning = [
    config.elevenlabs ? createElevenLabsCloning(vendor(config.elevenlabs)) : null,
    config.speechify ? createSpeechifyCloning(vendor(config.speechify)) : null,
  ].filter((c): c is CloneProvider => c !== null);

  const text = textWithFallback(
    [llm, openai && config.openai ? openai.text(config.openai.textModel) : null].filter(
      (p): p is TextProvider => p !== null,
    ),
    builtinText,
    log,
  );

  // Auto follows the spec's estimate, which prices auto as Stability, then the other providers;
  // a story with a reference image goes to the first of them that draws from it.
  const autoOrder = [cloudImages.stability, cloudImages.openai, cloudImages.freepik].filter(
    (p): p is ImageProvider => p !== undefined,
  );
  const autoImages = autoOrder[0] ?? null;
  const autoWithReference = autoOrder.find((p) => p.acceptsReference === true) ?? autoImages;
  const imageModes = IMAGE_MODES.filter(({ family: provider }) => {
    if (provider === 'auto' || provider === 'svg') return true;
    if (provider === 'stability') return Boolean(cloudImages.stability);
    if (provider === 'freepik') return Boolean(cloudImages.freepik);
    return Boolean(cloudImages.openai);
  }).map((m) => m.value);

  const standInFor = (voice: string) => ({ voice, label: builtinLabel(voice) });

  return {
    text,
    imageModes,
    imageFor(mode, options = {}) {
      const found = IMAGE_MODES.find((m) => m.value === mode) ?? IMAGE_MODES[0];
      const { width, height } = found;
      if (found.family === 'svg') return { provider: images, width, height };
      if (found.family === 'auto') {
        const auto = (options.reference ? autoWithReference : autoImages) ?? images;
        return { provider: auto, width, height };
      }
      const vendorId = found.family === 'stability' || found.family === 'freepik' ? found.family : 'openai';
      const provider = cloudImages[vendorId];
      if (provider) return { provider, width, height };
      return {
        provider: imageWithNotice(
          images,
          `${providerName(vendorId)} is not configured on this server, so the builtin illustrator drew the pictures.`,
        ),
        width,
        height,
      };
    },
    speech: [openaiSpeech, elevenlabs, speechify, voices].filter((p): p is SpeechProvider => p !== null),
    cloning,
    async resolveVoice(provider, voice) {
      if (provider === 'builtin') {
        if (!findBuiltinVoice(voice))
          throw badRequest(MESSAGES.voiceUnavailable, `Unknown builtin voice "${voice}"`);
        return { provider: voices, voice, warning: null };
      }
      if (provider === 'openai' && (OPENAI_VOICES as readonly string[]).includes(voice)) {
        const standIn = standInFor(builtinVoiceForOpenAi(voice));
        if (openaiSpeech && config.openai && openAiVoicesFor(config.openai.ttsModel).includes(voice)) {
          return { provider: speechWithFallback(openaiSpeech, voices, standIn, log), voice, warning: null };
        }
        const why = openaiSpeech
          ? `OpenAI's ${config.openai?.ttsModel} does not speak “${voice}”`
          : 'OpenAI voices are not configured on this server';
        return {
          provider: voices,
          voice: standIn.voice,
          warning: `${why}, so the builtin voice ${standIn.label} read “${voice}”.`,
        };
      }
      if (provider === 'elevenlabs' && elevenlabs && (await elevenlabs.hasVoice(voice)) !== false) {
        const standIn = standInFor(await elevenlabs.standInFor(voice));
        return { provider: speechWithFallback(elevenlabs, voices, standIn, log), voice, warning: null };
      }
      if (provider === 'speechify' && speechify && (await speechify.hasVoice(voice)) !== false) {
        return {
          provider: speechWithFallback(speechify, voices, standInFor('builtin-luna'), log),
          voice,
          warning: null,
        };
      }
      throw badRequest(
        MESSAGES.voiceUnavailable,
        `The ${provider} voice "${voice}" is not available on this server`,
      );
    },
    sign,
    moderation: {
      id: openaiModeration ? 'openai' : 'builtin',
      async moderate(texts) {
        const local = await builtinModeration.moderate(texts);
        if (local.flagged || !openaiModeration) return local;
        try {
          return await openaiModeration.moderate(texts);
        } catch (error) {
          // The word lists have already passed the text: a moderation outage must not stop every story.
          log.warn(
            { provider: 'openai', error: error instanceof Error ? error.message : String(error) },
            'OpenAI moderation failed; the builtin word lists decided',
          );
          return local;
        }
      },
    },
    sceneConcurrency:
      Object.keys(cloudImages).length > 0 || openaiSpeech || elevenlabs || speechify
        ? LIMITS.scenes.max
        : BUILTIN_CONCURRENCY,
  };
}
