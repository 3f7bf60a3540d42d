import {
  type ImageMode,
  type ServerEngines,
  VOICE_OPTIONS_PATH,
  type VoiceLists,
  type VoiceOptionsResponse,
} from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';
import { fromFirstAnswer } from '../first-answer.ts';

export interface VoiceOptions {
  voices: VoiceLists;
  /** The image modes this server can really draw, when it says so (product §7). */
  imageModes?: ImageMode[];
  /** Who really makes a story on this server, for an honest estimate. */
  engines?: ServerEngines;
}

/** The voice lists, and the drawable image modes and engines when the server says them. */
const voiceOptionsOf = (voices: VoiceLists, engines?: ServerEngines): VoiceOptions =>
  engines ? { voices, imageModes: [...engines.image_modes], engines } : { voices };

/** The voices this server offers, grouped by provider (product §7; either answer form). */
export async function getVoiceOptions(): Promise<VoiceOptions> {
  try {
    const [body, schemas] = await Promise.all([apiRequest(VOICE_OPTIONS_PATH), contractSchemas.voices()]);
    return voiceOptionsOf(
      schemas.normalizeVoiceOptions(body),
      schemas.voiceOptionsResponse.safeParse(body).data?.engines,
    );
  } catch (error) {
    // product §8: a failure to load voices is only logged; screens fall back to what they can offer.
    console.error('Failed to load voice options', error);
    throw error;
  }
}

/**
 * Read once a page load: the server's voices change only with its configuration, and a refetch
 * when the window regains focus would go out with the parent's click on Generate Story.
 */
export const voiceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['meta', 'voice-options'],
    queryFn: () => getVoiceOptions(),
    staleTime: Infinity,
    // The generator's page comes with them, in the answer's current form.
    ...fromFirstAnswer(VOICE_OPTIONS_PATH, (answer: VoiceOptionsResponse) =>
      voiceOptionsOf(answer.voices, answer.engines),
    ),
  });

/** The voice lists (and drawable image modes), shared by the generator and the player's Change Voice panel. */
export function useVoiceOptions(enabled = true) {
  return useQuery({ ...voiceOptionsQueryOptions(), enabled });
}
