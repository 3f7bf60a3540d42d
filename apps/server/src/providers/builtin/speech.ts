import { type BuiltinVoice, listBuiltinVoices } from '../../engines/voice/builtin-voices.ts';
import { encodeNarration } from '../../engines/voice/encode-narration.ts';
import { synthesize } from '../../engines/voice/synthesize.ts';
import type { SpeechProvider, SpeechRequest, SpeechResult } from '../types.ts';

async function speak(
  { text, language, speechRate, music }: SpeechRequest,
  voice: string | BuiltinVoice,
): Promise<SpeechResult> {
  const speech = await synthesize({ text, language, voice, speechRate });
  const encoded = await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate, music });
  const offset = encoded.speechOffsetMs;
  return {
    audio: encoded.bytes,
    format: encoded.format,
    words: speech.words.map((w) => ({
      text: w.text,
      start_ms: w.start_ms + offset,
      end_ms: w.end_ms + offset,
    })),
    durationMs: encoded.durationMs,
    warnings: speech.warnings,
  };
}

/** The offline voices (espeak-ng) as a speech provider, with the lullaby bed mixed in when asked. */
export const builtinSpeech: SpeechProvider = {
  id: 'builtin',
  voices: async () =>
    listBuiltinVoices().map(({ value, label }) => ({ value, label, provider: 'builtin' as const })),
  speak: (request) => speak(request, request.voice),
};

/** The offline engine speaking with one voice made at run time (a voice match), whatever a request names. */
export function builtinSpeechWith(voice: BuiltinVoice): SpeechProvider {
  return { id: 'builtin', voices: async () => [], speak: (request) => speak(request, voice) };
}
