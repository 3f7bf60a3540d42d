import { listBuiltinVoices } from '../../engines/voice/builtin-voices.ts';
import { encodeNarration } from '../../engines/voice/encode-narration.ts';
import { synthesize } from '../../engines/voice/synthesize.ts';
import type { SpeechProvider } from '../types.ts';

/** The offline voices (espeak-ng) as a speech provider, with the lullaby bed mixed in when asked. */
export const builtinSpeech: SpeechProvider = {
  id: 'builtin',
  voices: async () =>
    listBuiltinVoices().map(({ value, label }) => ({ value, label, provider: 'builtin' as const })),
  async speak({ text, language, voice, speechRate, music }) {
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
  },
};
