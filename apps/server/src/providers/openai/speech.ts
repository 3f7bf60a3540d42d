import { OPENAI_VOICES, type VoiceOption } from '@storyloom/contract';
import { builtinVoiceForOpenAi } from '../../engines/voice/builtin-voices.ts';
import { ProviderError } from '../http/provider-error.ts';
import type { ProviderHttp } from '../http/provider-http.ts';
import { builtinTiming, finishNarration } from '../narration-audio.ts';
import type { SpeechProvider } from '../types.ts';

/** The voices the older tts-1 models speak; the gpt-4o TTS models speak every voice. */
const TTS_1_VOICES = new Set(['alloy', 'ash', 'coral', 'echo', 'fable', 'onyx', 'nova', 'sage', 'shimmer']);

const READING_STYLE =
  'Read aloud like a warm, calm parent reading a picture book to a young child: gentle, clear and unhurried.';

/** The OpenAI voices a TTS model speaks. */
export function openAiVoicesFor(model: string): string[] {
  return OPENAI_VOICES.filter((voice) => !model.startsWith('tts-1') || TTS_1_VOICES.has(voice));
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * OpenAI text to speech. It returns audio without timestamps, so the words are timed by aligning
 * its audio with the builtin engine's timing of the same text (narration-audio.ts).
 */
export function createOpenAiSpeech(http: ProviderHttp, model: string): SpeechProvider {
  const voices: VoiceOption[] = openAiVoicesFor(model).map((value) => ({
    value,
    label: capitalise(value),
    provider: 'openai',
  }));
  return {
    id: 'openai',
    voices: async () => voices,
    async speak(request) {
      const timing = builtinTiming({
        text: request.text,
        language: request.language,
        voice: builtinVoiceForOpenAi(request.voice),
        speechRate: request.speechRate,
      });
      const response = await http.request({
        path: '/audio/speech',
        accept: 'application/octet-stream',
        json: {
          model,
          input: request.text,
          voice: request.voice,
          response_format: 'mp3',
          speed: Math.min(4, Math.max(0.25, request.speechRate)),
          ...(model.startsWith('tts-1') ? {} : { instructions: READING_STYLE }),
        },
      });
      if (response.body.length === 0 || (response.headers.get('content-type') ?? '').includes('json')) {
        throw new ProviderError('openai', 'openai: the speech answer is not audio', { kind: 'malformed' });
      }
      return finishNarration({
        provider: 'openai',
        audio: response.body,
        text: request.text,
        language: request.language,
        speechRate: request.speechRate,
        music: request.music,
        builtinTiming: timing,
      });
    },
  };
}
