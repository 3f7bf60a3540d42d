import { bundlePath, type StoryBundle } from '@storyloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { getStoryBundle } from '../../../lib/api/get-story-bundle.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fromFirstAnswer } from '../../../lib/first-answer.ts';
import { savedStories } from '../../../lib/offline/saved-stories.ts';
import { refetchWhileGenerating, retryStoryLoad, toStoryLoadError } from './story-load-error.ts';

/**
 * GET /v1/stories/bundle/{id}: the whole story for the player. With no network, a story saved on
 * this device plays from its saved copy.
 */
export async function getBundle(bundleId: string, signal?: AbortSignal): Promise<StoryBundle> {
  try {
    return await getStoryBundle(bundleId, signal);
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === null;
    const saved = unreachable ? await savedStories.bundle(bundleId).catch(() => null) : null;
    if (saved) return saved;
    throw toStoryLoadError(error);
  }
}

export const bundleQueryKey = (bundleId: string): readonly string[] => ['stories', 'bundle', bundleId];

export const bundleQueryOptions = (bundleId: string) =>
  queryOptions({
    queryKey: bundleQueryKey(bundleId),
    queryFn: ({ signal }) => getBundle(bundleId, signal),
    // A shared story's page comes with the story.
    ...fromFirstAnswer<StoryBundle>(bundlePath(bundleId)),
    retry: retryStoryLoad,
    refetchInterval: refetchWhileGenerating,
  });
