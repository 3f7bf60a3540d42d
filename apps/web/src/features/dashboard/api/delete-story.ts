import type { StoryListResponse } from '@storyloom/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myStoriesQueryKey } from './get-my-stories.ts';

/** DELETE /v1/stories/bundle/{id} (bearer): the owner deletes a story for good. */
export async function deleteStory(bundleId: string): Promise<void> {
  await apiRequest(`/v1/stories/bundle/${encodeURIComponent(bundleId)}`, { method: 'DELETE' });
}

/** Deletes one of the user's stories; it leaves My Stories at once and every list that held it. */
export function useDeleteStory(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_, bundleId) => {
      queryClient.setQueryData<InfiniteData<StoryListResponse>>(myStoriesQueryKey(uid), (data) => {
        if (!data) return data;
        const held = data.pages.some((page) => page.stories.some((s) => s.bundle_id === bundleId));
        if (!held) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            stories: page.stories.filter((s) => s.bundle_id !== bundleId),
            total: Math.max(0, page.total - 1),
          })),
        };
      });
      queryClient.removeQueries({ queryKey: ['stories', 'bundle', bundleId] });
      // The archive's lists and the bookmarks may have held the story too.
      void queryClient.invalidateQueries({ queryKey: ['stories', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
    },
  });
}
