import type { RegenerateAudioRequest } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';
import { bundleQueryKey } from './get-bundle.ts';

/** POST /v1/stories/{id}/regenerate-audio (bearer): narrate the owner's story again with another voice. */
export function regenerateAudio(bundleId: string, choice: RegenerateAudioRequest) {
  return apiRequest(`/v1/stories/${encodeURIComponent(bundleId)}/regenerate-audio`, {
    method: 'POST',
    body: choice,
    schema: async () => (await contractSchemas.stories()).regenerateAudioResponse,
  });
}

/**
 * Regenerates the narration, then reloads the story (by id and as a child's latest) so the
 * player gets the new audio addresses and word timings (product §4).
 */
export function useRegenerateAudio(bundleId: string, onReloaded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: RegenerateAudioRequest) => regenerateAudio(bundleId, choice),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bundleQueryKey(bundleId) }),
        queryClient.invalidateQueries({ queryKey: ['stories', 'latest'] }),
      ]);
      onReloaded();
    },
  });
}
