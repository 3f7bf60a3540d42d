import { type StoryBundle, storyBundle } from '@storyloom/contract';
import { apiRequest } from '../api-client.ts';

/** A story as the player sees it; the generator polls it when the event stream drops. */
export function getStoryBundle(bundleId: string, signal?: AbortSignal): Promise<StoryBundle> {
  return apiRequest(`/v1/stories/bundle/${encodeURIComponent(bundleId)}`, { schema: storyBundle, signal });
}
