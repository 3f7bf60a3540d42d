import type { LastStory } from '@storyloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';

/** GET /v1/account/last-story (bearer): the story the account played or made last, on any device. */
export function getLastStory(signal?: AbortSignal): Promise<LastStory> {
  return apiRequest('/v1/account/last-story', {
    schema: async () => (await contractSchemas.social()).lastStory,
    signal,
  });
}

export const lastStoryQueryKey = (uid: string): readonly string[] => ['account', uid, 'last-story'];

export const lastStoryQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: lastStoryQueryKey(uid),
    queryFn: ({ signal }) => getLastStory(signal),
    // Another device may have played a story since: ask each time the Player link is followed.
    staleTime: 0,
    // Without an answer the browser's own memory takes over at once.
    retry: false,
  });
