import type { StoryBundle } from '@storyloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { getStoryBundle } from '../../../lib/api/get-story-bundle.ts';
import { refetchWhileGenerating, retryStoryLoad, toStoryLoadError } from './story-load-error.ts';

/** GET /v1/stories/bundle/{id}: the whole story for the player. */
export async function getBundle(bundleId: string, signal?: AbortSignal): Promise<StoryBundle> {
  try {
    return await getStoryBundle(bundleId, signal);
  } catch (error) {
    throw toStoryLoadError(error);
  }
}

export const bundleQueryKey = (bundleId: string): readonly string[] => ['stories', 'bundle', bundleId];

export const bundleQueryOptions = (bundleId: string) =>
  queryOptions({
    queryKey: bundleQueryKey(bundleId),
    queryFn: ({ signal }) => getBundle(bundleId, signal),
    retry: retryStoryLoad,
    refetchInterval: refetchWhileGenerating,
  });
