import type { ClaimableStoriesResponse, ClaimStoriesResponse } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';
import { claimableStoriesQueryKey } from './get-claimable-stories.ts';

/** POST /v1/stories/claim (bearer, and this browser's claim cookie): all the stories or none. */
export const claimStories = (bundleIds: string[]): Promise<ClaimStoriesResponse> =>
  apiRequest('/v1/stories/claim', {
    method: 'POST',
    body: { bundle_ids: bundleIds },
    schema: async () => (await contractSchemas.stories()).claimStoriesResponse,
  });

/** Adds stories made here signed out to the account: they leave the offer and join My Stories. */
export function useClaimStories(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimStories,
    onSuccess: ({ claimed }) => {
      queryClient.setQueryData<ClaimableStoriesResponse>(
        claimableStoriesQueryKey(uid),
        (data) =>
          data && { ...data, stories: data.stories.filter((story) => !claimed.includes(story.bundle_id)) },
      );
      // My Stories (and every list that shows whose a story is) now holds them.
      void queryClient.invalidateQueries({ queryKey: ['stories', 'list'] });
    },
    // Refused (a story was taken meanwhile, or this browser forgot it): show what can still be added.
    onError: () => void queryClient.invalidateQueries({ queryKey: claimableStoriesQueryKey(uid) }),
  });
}
