import type { ImageMode, ServerEngines, VoiceLists } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';

export interface VoiceOptions {
  voices: VoiceLists;
  /** The image modes this server can really draw, when it says so (product §7). */
  imageModes?: ImageMode[];
  /** Who really makes a story on this server, for an honest estimate. */
  engines?: ServerEngines;
}

/** The voices this server offers, grouped by provider (product §7; either answer form). */
export async function getVoiceOptions(): Promise<VoiceOptions> {
  try {
    const [body, schemas] = await Promise.all([
      apiRequest('/v1/meta/openai-options'),
      contractSchemas.voices(),
    ]);
    const voices = schemas.normalizeVoiceOptions(body);
    const engines = schemas.voiceOptionsResponse.safeParse(body).data?.engines;
    return engines ? { voices, imageModes: engines.image_modes, engines } : { voices };
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
  });

/** The voice lists (and drawable image modes), shared by the generator and the player's Change Voice panel. */
export function useVoiceOptions(enabled = true) {
  return useQuery({ ...voiceOptionsQueryOptions(), enabled });
}
