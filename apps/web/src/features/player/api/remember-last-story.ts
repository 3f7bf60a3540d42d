import type { LastStory } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';
import { lastStoryQueryKey } from './get-last-story.ts';

/** PUT /v1/account/last-story (bearer): remembers the story the account started playing. */
export function rememberAccountLastStory(bundleId: string): Promise<LastStory> {
  return apiRequest('/v1/account/last-story', {
    method: 'PUT',
    body: { bundle_id: bundleId },
    schema: async () => (await contractSchemas.social()).lastStory,
  });
}

/** Tells the account which story was played, so the Player link resumes it on every device. */
export function useRememberAccountLastStory(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rememberAccountLastStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lastStoryQueryKey(uid ?? '') }),
    // The browser remembers the story too, so a failure here is only logged.
    onError: (error) => console.warn('Could not remember the story for your other devices.', error),
  });
}
