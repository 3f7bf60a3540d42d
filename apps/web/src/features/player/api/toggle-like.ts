import type { LikeState } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { likeStatusQueryKey } from './get-like-status.ts';
import { likeStateAnswer } from './like-answer.ts';

/** POST (like) or DELETE (unlike) /v1/stories/{id}/like; the server answers the new state. */
export async function toggleLike(bundleId: string, liked: boolean): Promise<LikeState> {
  const send = () =>
    apiRequest(`/v1/stories/${encodeURIComponent(bundleId)}/like`, {
      method: liked ? 'DELETE' : 'POST',
      schema: likeStateAnswer,
    });
  try {
    return await send();
  } catch (error) {
    // An anonymous like counts with the cookie the like state hands out. A click before that answer
    // arrived is refused with the cookie, so the same click sent once more counts.
    if (error instanceof ApiError && error.status === 403) return send();
    throw error;
  }
}

export function useToggleLike(bundleId: string, uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => toggleLike(bundleId, liked),
    onSuccess: (state) => queryClient.setQueryData(likeStatusQueryKey(bundleId, uid), state),
    onError: (error) => console.warn('Could not change the like.', error),
  });
}
