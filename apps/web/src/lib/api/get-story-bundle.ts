import { bundlePath, type StoryBundle } from '@storyloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';

/** A story as the player sees it; the generator polls it when the event stream drops. */
export function getStoryBundle(bundleId: string, signal?: AbortSignal): Promise<StoryBundle> {
  return apiRequest(bundlePath(bundleId), {
    schema: async () => (await contractSchemas.stories()).storyBundle,
    signal,
  });
}

/**
 * A finished story's title and pictures, read once for a preview of it. Its key sits under the
 * player's ['stories', 'bundle', id], so deleting the story forgets both, yet the player's own
 * query (with its own errors and refetching) never reads a preview's answer.
 */
export const storyBundleQueryOptions = (bundleId: string) =>
  queryOptions({
    queryKey: ['stories', 'bundle', bundleId, 'preview'],
    queryFn: ({ signal }) => getStoryBundle(bundleId, signal),
    staleTime: Infinity,
  });
