import type { VoiceClone, VoiceClonesResponse } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';

/** GET /v1/voice/clones (bearer): the signed-in user's cloned voices, their plan and the cloning engine. */
export async function getVoiceClones(signal?: AbortSignal): Promise<VoiceClonesResponse> {
  try {
    return await apiRequest('/v1/voice/clones', {
      schema: async () => (await contractSchemas.voices()).voiceClonesResponse,
      signal,
    });
  } catch (error) {
    // Product §8: only logged; the selector then offers the other voices.
    if (!signal?.aborted) console.error('Failed to load voice clones', error);
    throw error;
  }
}

export const voiceClonesQueryKey = (uid: string) => ['voice', 'clones', uid] as const;

export const voiceClonesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: voiceClonesQueryKey(uid),
    queryFn: ({ signal }) => getVoiceClones(signal),
  });

const clonesOf = (response: VoiceClonesResponse): VoiceClone[] => response.clones;

/** The user's clones; only asked for a signed-in user (uid not null). */
export const useVoiceClones = (uid: string | null) =>
  useQuery({ ...voiceClonesQueryOptions(uid ?? ''), enabled: uid !== null, select: clonesOf });

const premiumOf = (response: VoiceClonesResponse): boolean | undefined => response.cloning?.premium;

/**
 * Whether the signed-in user is on the premium plan (cloned voices and sign language need it);
 * undefined while unknown, and then the server decides.
 */
export const usePremiumPlan = (uid: string | null) =>
  useQuery({ ...voiceClonesQueryOptions(uid ?? ''), enabled: uid !== null, select: premiumOf });
