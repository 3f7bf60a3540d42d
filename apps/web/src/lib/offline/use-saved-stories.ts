import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getStoryBundle } from '../api/get-story-bundle.ts';
import { type SaveProgress, savedStories } from './saved-stories.ts';

export const savedStoriesQueryKey = ['offline', 'saved-stories'] as const;

/** The stories saved on this device, newest first. */
export const savedStoriesQueryOptions = () =>
  queryOptions({
    queryKey: savedStoriesQueryKey,
    queryFn: () => savedStories.list(),
    // The device's own list: nothing to wait for or to fetch again while it is shown.
    networkMode: 'always',
    staleTime: Infinity,
  });

export const useSavedStories = () => useQuery(savedStoriesQueryOptions());

/** Whether one story is saved on this device. */
export function useIsSaved(bundleId: string): boolean {
  const { data } = useSavedStories();
  return data?.some((story) => story.bundleId === bundleId) ?? false;
}

/** How much this site keeps on the device, and about how much it may, when the browser says. */
export const useStorageEstimate = () =>
  useQuery({
    queryKey: [...savedStoriesQueryKey, 'estimate'],
    queryFn: async () => (navigator.storage?.estimate ? await navigator.storage.estimate() : null),
    networkMode: 'always',
  });

/**
 * Saves a story with everything it plays, from a fresh copy of it (its signed links newly made),
 * and asks the browser to keep the site's storage for good rather than clear it when space runs low.
 */
export function useSaveStory(bundleId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      void navigator.storage?.persist?.().catch(() => false);
      return savedStories.save(await getStoryBundle(bundleId), setProgress);
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: savedStoriesQueryKey });
    },
  });
  return { ...save, progress };
}

export function useRemoveSavedStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bundleId: string) => savedStories.remove(bundleId),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedStoriesQueryKey }),
  });
}
