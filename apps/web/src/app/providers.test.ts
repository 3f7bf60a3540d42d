import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicStoriesQueryOptions } from '../features/archives/api/get-public-stories.ts';
import { myStoriesQueryOptions } from '../features/dashboard/api/get-my-stories.ts';
import { bookmarkStatusQueryOptions } from '../features/player/api/get-bookmark-status.ts';
import { likeStatusQueryOptions } from '../features/player/api/get-like-status.ts';
import { bookmarksQueryOptions } from '../lib/api/get-bookmarks.ts';
import { voiceClonesQueryOptions } from '../lib/api/get-voice-clones.ts';
import { json, mockApi } from '../test/mock-api.ts';
import { createQueryClient } from './providers.tsx';

const FIVE_MINUTES = 5 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createQueryClient', () => {
  it('keeps answers fresh for five minutes and retries a failed query once', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(FIVE_MINUTES);
    expect(queries?.retry).toBe(1);
  });

  it('keeps the story lists of the archive, My Stories and My Bookmarks for five minutes (product §9)', () => {
    const client = createQueryClient();
    const noFilters = { q: '', language: '', theme: '' };

    expect(client.defaultQueryOptions(publicStoriesQueryOptions(noFilters)).staleTime).toBe(FIVE_MINUTES);
    expect(client.defaultQueryOptions(myStoriesQueryOptions('u-1')).staleTime).toBe(FIVE_MINUTES);
    expect(client.defaultQueryOptions(bookmarksQueryOptions('u-1')).staleTime).toBe(FIVE_MINUTES);
  });

  it('tries a failed like, bookmark or plan status query once more (product §9)', () => {
    const client = createQueryClient();

    expect(client.defaultQueryOptions(likeStatusQueryOptions('b1', null)).retry).toBe(1);
    expect(client.defaultQueryOptions(bookmarkStatusQueryOptions('b1', 'u-1')).retry).toBe(1);
    expect(client.defaultQueryOptions(voiceClonesQueryOptions('u-1')).retry).toBe(1);
  });

  it('asks for a failed like status twice in all, then gives up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'GET /v1/stories/b1/like/status': () => json({ ok: false }, 500) });

    const answer = createQueryClient().fetchQuery(likeStatusQueryOptions('b1', null));
    const failed = expect(answer).rejects.toThrow();
    await vi.runAllTimersAsync();
    await failed;

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
