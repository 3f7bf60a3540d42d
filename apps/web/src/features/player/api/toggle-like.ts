import { type LikeState, likeState } from '@storyloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { likeStatusQueryKey } from './get-like-status.ts';

/** POST (like) or DELETE (unlike) /v1/stories/{id}/like; the server answers the new state. */
export function toggleLike(bundleId: string, liked: boolean): Promise<LikeState> {
  return apiRequest(`/v1/stories/${encodeURIComponent(bundleId)}/like`, {
    method: liked ? 'DELETE' : 'POST',
    schema: likeState,
  });
}

export function useToggleLike(bundleId: string, uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => toggleLike(bundleId, liked),
    onSuccess: (state) => queryClient.setQueryData(likeStatusQueryKey(bundleId, uid), state),
    onError: (error) => console.warn('Could not change the like.', error),
  });
}
