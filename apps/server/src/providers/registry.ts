import {
  type EngineKind,
  IMAGE_MODES,
  type ImageMode,
  type ImageModeFamily,
  LIMITS,
  MESSAGES,
  type TtsProvider,
} from '@storyloom/contract';
import { findBuiltinVoice } from '../engines/voice/builtin-voices.ts';
import type { ProvidersConfig } from '../platform/config.ts';
import { badRequest } from '../platform/errors.ts';
import { BUILTIN_CONCURRENCY, createBuiltinProvider } from './builtin/builtin-provider.ts';
import {
  imageWithFallback,
  imageWithNotice,
  moderationAfterWordLists,
  type ProviderLog,
  signWithFallback,
  speechWithFallback,
  textWithFallback,
} from './fallback.ts';
import type {
  ProviderAdapter,
  ProviderCapabilities,
  ProviderContext,
  StandInVoice,
} from './provider-adapter.ts';
import { PROVIDER_ADAPTERS } from './provider-adapters.ts';
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
  /** Who writes the stories and who makes the sign videos, for the generator's estimate. */
  writer: EngineKind;
  signer: EngineKind;
}

export interface ProviderOptions extends ProviderContext {
  log?: ProviderLog;
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

const silentLog: ProviderLog = { warn: () => undefined };

type ConfiguredProvider = ProviderCapabilities & { adapter: ProviderAdapter };

const present = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Resolves which provider serves each capability. With no keys the builtin engines serve all;
 * every configured provider falls back to them, scene by scene, when it fails.
 */
export function createProviders(
  config: ProvidersConfig = NO_PROVIDERS,
  options: ProviderOptions = {},
): Providers {
  const log = options.log ?? silentLog;
  const builtin = createBuiltinProvider();
  const configured: ConfiguredProvider[] = PROVIDER_ADAPTERS.flatMap((adapter) => {
    const capabilities = adapter.configure(config, { fetch: options.fetch, policy: options.policy });
    return capabilities ? [{ ...capabilities, adapter }] : [];
  });
  const moderation = configured.map((c) => c.moderation).find(present);
  const sign = configured.map((c) => c.sign).find(present);

  return {
    text: textWithFallback(configured.map((c) => c.text).filter(present), builtin.text, log),
    ...imageSelection(configured, builtin.image, log),
    speech: [...configured.map((c) => c.speech?.provider).filter(present), builtin.speech],
    cloning: configured.map((c) => c.cloning).filter(present),
    resolveVoice: voiceResolution(configured, builtin.speech, log),
    sign: sign ? signWithFallback(sign, builtin.sign, log) : builtin.sign,
    moderation: moderation
      ? moderationAfterWordLists(moderation, builtin.moderation, log)
      : builtin.moderation,
    sceneConcurrency: configured.some((c) => c.image || c.speech) ? LIMITS.scenes.max : BUILTIN_CONCURRENCY,
    writer: configured.some((c) => c.text) ? 'cloud' : 'builtin',
    signer: sign ? 'cloud' : 'builtin',
  };
}

/** Which illustrator draws each image mode: the provider of its family, else the builtin illustrator. */
function imageSelection(
  configured: ConfiguredProvider[],
  builtinImage: ImageProvider,
  log: ProviderLog,
): Pick<Providers, 'imageFor' | 'imageModes'> {
  const illustrators = configured.flatMap(({ adapter, image }) =>
    image ? [{ adapter, illustrator: imageWithFallback(image, builtinImage, log) }] : [],
  );
  const illustratorOf = (family: ImageModeFamily) =>
    illustrators.find(({ adapter }) => adapter.imageFamilies?.includes(family))?.illustrator;
  // Auto follows the documented estimate, which prices auto as Stability, then the other providers;
  // a story with a reference image goes to the first of them that draws from it.
  const auto = illustrators[0]?.illustrator ?? builtinImage;
  const autoWithReference =
    illustrators.find(({ illustrator }) => illustrator.acceptsReference === true)?.illustrator ?? auto;
  const notConfigured = (family: ImageModeFamily) => {
    const name = PROVIDER_ADAPTERS.find((adapter) => adapter.imageFamilies?.includes(family))?.name ?? family;
    return imageWithNotice(
      builtinImage,
      `${name} is not configured on this server, so the builtin illustrator drew the pictures.`,
    );
  };

  return {
    imageModes: IMAGE_MODES.filter(
      ({ family }) => family === 'auto' || family === 'svg' || illustratorOf(family),
    ).map((m) => m.value),
    imageFor(mode, options = {}) {
      const { family, width, height } = IMAGE_MODES.find((m) => m.value === mode) ?? IMAGE_MODES[0];
      if (family === 'svg') return { provider: builtinImage, width, height };
      if (family === 'auto') return { provider: options.reference ? autoWithReference : auto, width, height };
      return { provider: illustratorOf(family) ?? notConfigured(family), width, height };
    },
  };
}

/** Resolves a requested voice to the provider that reads it, with a builtin stand-in for any scene it fails. */
function voiceResolution(
  configured: ConfiguredProvider[],
  builtinSpeech: SpeechProvider,
  log: ProviderLog,
): Providers['resolveVoice'] {
  const standInFor = (voice: string) => ({ voice, label: findBuiltinVoice(voice)?.label ?? voice });
  const readByStandIn = (requested: string, { standIn, reason }: StandInVoice): ResolvedVoice => {
    const { voice, label } = standInFor(standIn);
    return {
      provider: builtinSpeech,
      voice,
      warning: `${reason}, so the builtin voice ${label} read “${requested}”.`,
    };
  };

  return async (provider, voice) => {
    if (provider === 'builtin') {
      if (!findBuiltinVoice(voice))
        throw badRequest(MESSAGES.voiceUnavailable, `Unknown builtin voice "${voice}"`);
      return { provider: builtinSpeech, voice, warning: null };
    }
    const speech = configured.find(({ adapter }) => adapter.id === provider)?.speech;
    const resolution = speech
      ? await speech.resolveVoice(voice)
      : (PROVIDER_ADAPTERS.find((adapter) => adapter.id === provider)?.unconfiguredVoice?.(voice) ?? null);
    if (speech && resolution?.readBy === 'vendor') {
      const standIn = standInFor(resolution.standIn);
      return {
        provider: speechWithFallback(speech.provider, builtinSpeech, standIn, log),
        voice,
        warning: null,
      };
    }
    if (resolution?.readBy === 'stand-in') return readByStandIn(voice, resolution);
    throw badRequest(
      MESSAGES.voiceUnavailable,
      `The ${provider} voice "${voice}" is not available on this server`,
    );
  };
}
