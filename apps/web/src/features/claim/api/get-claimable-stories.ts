import type { ClaimableStoriesResponse } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';

export const claimableStoriesQueryKey = (uid: string) => ['stories', 'claimable', uid] as const;

/** GET /v1/stories/claimable (bearer, and this browser's claim cookie): stories made here signed out. */
export const getClaimableStories = (signal?: AbortSignal): Promise<ClaimableStoriesResponse> =>
  apiRequest('/v1/stories/claimable', {
    schema: async () => (await contractSchemas.stories()).claimableStoriesResponse,
    signal,
  });

export const claimableStoriesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: claimableStoriesQueryKey(uid),
    queryFn: ({ signal }) => getClaimableStories(signal),
    // Asked once a sign-in: the stories only change when this browser makes or claims one.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The stories this browser made signed out that the signed-in user may add; nothing while signed out. */
export const useClaimableStories = (uid: string | null) =>
  useQuery({ ...claimableStoriesQueryOptions(uid ?? ''), enabled: uid !== null });
