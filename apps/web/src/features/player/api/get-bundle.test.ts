import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedStories } from '../../../lib/offline/saved-stories.ts';
import { FakeCacheStorage } from '../../../lib/offline/test/fake-cache-storage.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { getBundle } from './get-bundle.ts';
import { StoryLoadError } from './story-load-error.ts';

const saved = buildBundle({ bundle_id: 'kept' }, 1);

beforeEach(async () => {
  vi.stubGlobal('caches', new FakeCacheStorage());
  mockApi({
    'GET /data/test/scene_1.png': new Response('picture'),
    'GET /data/test/scene_1.mp3': new Response('audio'),
  });
  await savedStories.save(saved, () => {});
});
afterEach(() => vi.unstubAllGlobals());

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('getBundle', () => {
  it('plays the saved copy of a story saved on this device when the network is not there', async () => {
    offline();
    expect(await getBundle('kept')).toEqual(saved);
  });

  it('says the story failed to load when it is not saved and the network is not there', async () => {
    offline();
    await expect(getBundle('elsewhere')).rejects.toMatchObject({ message: 'Failed to load story' });
  });

  it("keeps the server's answer over the saved copy: a story the server no longer has is gone", async () => {
    mockApi({ 'GET /v1/stories/bundle/kept': json({ ok: false, error: 'Story not found' }, 404) });
    const error = await getBundle('kept').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StoryLoadError);
    expect((error as StoryLoadError).gone).toBe(true);
  });
});
