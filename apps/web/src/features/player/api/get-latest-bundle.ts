import type { StoryBundle } from '@storyloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';
import { refetchWhileGenerating, retryStoryLoad, toStoryLoadError } from './story-load-error.ts';

/** The child the player uses when the address names none (product §2). */
export const DEFAULT_CHILD = 'Friend';

/** GET /v1/stories/latest?child=: the newest story for a child, used when no bundle id is given. */
export async function getLatestBundle(child: string, signal?: AbortSignal): Promise<StoryBundle> {
  try {
    return await apiRequest(`/v1/stories/latest?${new URLSearchParams({ child })}`, {
      schema: async () => (await contractSchemas.stories()).storyBundle,
      signal,
    });
  } catch (error) {
    throw toStoryLoadError(error);
  }
}

export const latestBundleQueryKey = (child: string): readonly string[] => ['stories', 'latest', child];

export const latestBundleQueryOptions = (child: string) =>
  queryOptions({
    queryKey: latestBundleQueryKey(child),
    queryFn: ({ signal }) => getLatestBundle(child, signal),
    retry: retryStoryLoad,
    refetchInterval: refetchWhileGenerating,
  });
