import { type BuiltinVoice, listBuiltinVoices } from '../../engines/voice/builtin-voices.ts';
import { narrateOffThread } from '../../engines/voice/speech-thread.ts';
import type { SpeechProvider, SpeechRequest, SpeechResult } from '../types.ts';

const speak = (request: SpeechRequest, voice: string | BuiltinVoice): Promise<SpeechResult> =>
  narrateOffThread({ ...request, voice });

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
