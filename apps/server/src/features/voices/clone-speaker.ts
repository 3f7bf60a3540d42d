import { voiceValueForClone } from '@storyloom/contract';
import type { BuiltinVoice } from '../../engines/voice/builtin-voices.ts';
import { matchedVoice } from '../../engines/voice/match/fit-voice.ts';
import { createLimiter } from '../../lib/concurrency.ts';
import { builtinSpeechWith } from '../../providers/builtin/speech.ts';
import { limitedSpeech, type ProviderLog, speechWithFallback } from '../../providers/fallback.ts';
import { providerName } from '../../providers/provider-adapters.ts';
import type { Providers, ResolvedVoice } from '../../providers/registry.ts';
import type { SpeechProvider } from '../../providers/types.ts';
import type { StoredVoiceClone } from './repository.ts';

/** The builtin voice matched to a clone's sample. */
const matchedVoiceOf = (clone: StoredVoiceClone): BuiltinVoice =>
  matchedVoice(clone.params.match.params, {
    value: voiceValueForClone(clone.id),
    label: clone.voice_name,
  });

// The builtin engine works on this machine's cores: two voice-matched narrations at a time.
const engine = createLimiter(2);

/**
 * Speaks with a service's voice while stories (and their `voice_used`) only ever name the clone:
 * the service's own voice id stays on the server, so nobody else can ask for that voice.
 */
const asVoice = (service: SpeechProvider, voiceId: string): SpeechProvider => ({
  ...service,
  speak: (request) => service.speak({ ...request, voice: voiceId }),
});

/**
 * Who reads with a cloned voice: the service that cloned it, with the clone's voice match
 * standing in for any scene the service fails; the voice match alone when the clone was made
 * by it, or when the service is no longer configured on this server.
 */
export function cloneSpeaker(providers: Providers, clone: StoredVoiceClone, log: ProviderLog): ResolvedVoice {
  const match = limitedSpeech(builtinSpeechWith(matchedVoiceOf(clone)), engine);
  const voice = voiceValueForClone(clone.id);
  if (clone.provider === 'builtin') return { provider: match, voice, warning: null };
  const service = providers.speech.find((p) => p.id === clone.provider);
  if (service && clone.provider_voice_id) {
    const label = `matched to “${clone.voice_name}”`;
    return {
      provider: speechWithFallback(asVoice(service, clone.provider_voice_id), match, { voice, label }, log),
      voice,
      warning: null,
    };
  }
  return {
    provider: match,
    voice,
    warning: `${providerName(clone.provider)} is not configured on this server, so a builtin voice matched to “${clone.voice_name}” read the story.`,
  };
}
