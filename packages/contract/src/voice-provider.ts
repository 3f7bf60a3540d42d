import { CLONE_VOICE_PREFIX, type TtsProvider } from './constants.ts';

/** The voice lists the rule needs: ElevenLabs and (when offered) builtin voices. */
export interface ProviderVoiceLists {
  elevenlabs: readonly { value: string }[];
  builtin?: readonly { value: string }[];
}

/**
 * Which provider speaks a selected voice (§4): clone_ voices are speechify, voices in the
 * ElevenLabs list are elevenlabs, builtin voices are builtin, anything else is openai.
 */
export function providerForVoice(voice: string, lists: ProviderVoiceLists): TtsProvider {
  if (voice.startsWith(CLONE_VOICE_PREFIX)) return 'speechify';
  if (lists.elevenlabs.some((v) => v.value === voice)) return 'elevenlabs';
  if (lists.builtin?.some((v) => v.value === voice)) return 'builtin';
  return 'openai';
}

/** The id of a clone from its selectable value, or null when the value is not a clone. */
export const cloneIdFromVoice = (voice: string): string | null =>
  voice.startsWith(CLONE_VOICE_PREFIX) ? voice.slice(CLONE_VOICE_PREFIX.length) : null;

/** The selectable value of a clone (§3). */
export const voiceValueForClone = (cloneId: string): string => `${CLONE_VOICE_PREFIX}${cloneId}`;

/** Where a voice's sample is heard, in the story's language. */
export const voiceSamplePath = (voice: string, language: string): string =>
  `/v1/voices/${encodeURIComponent(voice)}/sample?language=${encodeURIComponent(language)}`;
