import type { LikeState } from '@storyloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { likeStateAnswer } from './like-answer.ts';

/** GET /v1/stories/{id}/like/status (bearer optional): whether this visitor liked it, and how many did. */
export async function getLikeStatus(bundleId: string, signal?: AbortSignal): Promise<LikeState> {
  try {
    return await apiRequest(`/v1/stories/${encodeURIComponent(bundleId)}/like/status`, {
      schema: likeStateAnswer,
      signal,
    });
  } catch (error) {
    // product §8: only logged; the button then shows 'Like'.
    if (!signal?.aborted) console.warn('Could not load the like status.', error);
    throw error;
  }
}

/** Per visitor, so the status loads again when the user changes (product §4). */
export const likeStatusQueryKey = (bundleId: string, uid: string | null) =>
  ['stories', bundleId, 'like', uid ?? 'anonymous'] as const;

export const likeStatusQueryOptions = (bundleId: string, uid: string | null) =>
  queryOptions({
    queryKey: likeStatusQueryKey(bundleId, uid),
    queryFn: ({ signal }) => getLikeStatus(bundleId, signal),
  });

export const useLikeStatus = (bundleId: string, uid: string | null) =>
  useQuery(likeStatusQueryOptions(bundleId, uid));
