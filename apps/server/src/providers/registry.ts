import { IMAGE_MODES, type ImageMode, MESSAGES, OPENAI_VOICES, type TtsProvider } from '@storyloom/contract';
import { builtinVoiceForOpenAi, findBuiltinVoice } from '../engines/voice/builtin-voices.ts';
import { badRequest } from '../platform/errors.ts';
import { builtinImage } from './builtin/image.ts';
import { builtinSpeech } from './builtin/speech.ts';
import { builtinText } from './builtin/text.ts';
import type { ImageProvider, SpeechProvider, TextProvider } from './types.ts';

/** Who really speaks a requested voice, and what the parent should be told about it. */
export interface ResolvedVoice {
  provider: SpeechProvider;
  voice: string;
  warning: string | null;
}

export interface Providers {
  text: TextProvider;
  /** The image provider for an image mode, and the size to ask it for. */
  imageFor(mode: ImageMode): { provider: ImageProvider; width: number; height: number };
  /** Every speech provider that is available on this server. */
  speech: SpeechProvider[];
  /** Resolves a requested voice; an unknown or unavailable voice is a 400 with the reason. */
  resolveVoice(provider: TtsProvider, voice: string): ResolvedVoice;
}

/** Resolves which provider serves each capability. Offline, the builtin engines serve all. */
export function createProviders(): Providers {
  return {
    text: builtinText,
    imageFor(mode) {
      const { width, height } = IMAGE_MODES.find((m) => m.value === mode) ?? IMAGE_MODES[0];
      return { provider: builtinImage, width, height };
    },
    speech: [builtinSpeech],
    resolveVoice(provider, voice) {
      if (provider === 'builtin') {
        if (!findBuiltinVoice(voice))
          throw badRequest(MESSAGES.voiceUnavailable, `Unknown builtin voice "${voice}"`);
        return { provider: builtinSpeech, voice, warning: null };
      }
      if (provider === 'openai' && (OPENAI_VOICES as readonly string[]).includes(voice)) {
        const standIn = builtinVoiceForOpenAi(voice);
        const label = findBuiltinVoice(standIn)?.label ?? standIn;
        return {
          provider: builtinSpeech,
          voice: standIn,
          warning: `OpenAI voices are not configured on this server, so the builtin voice ${label} read “${voice}”.`,
        };
      }
      throw badRequest(
        MESSAGES.voiceUnavailable,
        `The ${provider} voice "${voice}" is not available on this server`,
      );
    },
  };
}
