import type { BundleScene } from '@storyloom/contract';
import { bundlePath } from '@storyloom/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBundle } from '../../test/story-fixtures.ts';
import {
  createSavedStories,
  SaveCancelledError,
  SaveFailedError,
  type SaveProgress,
} from './saved-stories.ts';
import { FakeCacheStorage } from './test/fake-cache-storage.ts';

const fileBody = (url: string) => `content of ${url}`;

let storage: FakeCacheStorage;
let fetchFile: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
let stories: ReturnType<typeof createSavedStories>;

beforeEach(() => {
  storage = new FakeCacheStorage();
  fetchFile = vi.fn(
    async (url: string) => new Response(fileBody(url), { headers: { 'content-type': 'image/png' } }),
  );
  stories = createSavedStories(() => storage, fetchFile);
});

const privateStory = (id: string, owner: string) =>
  buildBundle({ bundle_id: id, privacy: 'private', user_id: owner, title: `Story ${id}` }, 1);

describe('saving a story', () => {
  it('stores the story and every file under the address it was fetched from, reporting each', async () => {
    const bundle = buildBundle({}, 2);
    const progress: SaveProgress[] = [];

    const saved = await stories.save(bundle, (step) => progress.push(step));

    expect(progress).toEqual([
      { saved: 0, total: 4 },
      { saved: 1, total: 4 },
      { saved: 2, total: 4 },
      { saved: 3, total: 4 },
      { saved: 4, total: 4 },
    ]);
    expect(storage.urls('storyloom-story-b-123')).toEqual(
      expect.arrayContaining([
        '/data/test/scene_1.png',
        '/data/test/scene_1.mp3',
        '/data/test/scene_2.png',
        '/data/test/scene_2.mp3',
        bundlePath('b-123'),
      ]),
    );
    expect(saved).toMatchObject({
      bundleId: 'b-123',
      title: 'Ocean Adventure of Mia',
      child: 'Mia',
      language: 'en',
      coverUrl: '/data/test/scene_1.png',
    });
    const filesSize = ['png', 'mp3']
      .flatMap((kind) => [1, 2].map((n) => fileBody(`/data/test/scene_${n}.${kind}`).length))
      .reduce((a, b) => a + b);
    expect(saved.size).toBe(filesSize + JSON.stringify(bundle).length);
    expect(await stories.list()).toEqual([saved]);
    expect(await stories.bundle('b-123')).toEqual(bundle);
    expect(await (await stories.file('b-123', '/data/test/scene_2.mp3'))?.text()).toBe(
      fileBody('/data/test/scene_2.mp3'),
    );
  });

  it('keeps nothing of a story one of whose files did not come, and says so', async () => {
    fetchFile.mockImplementation(async (url) =>
      url.endsWith('scene_2.png') ? new Response('gone', { status: 403 }) : new Response(fileBody(url)),
    );

    await expect(stories.save(buildBundle({}, 2), () => {})).rejects.toBeInstanceOf(SaveFailedError);

    expect(await storage.keys()).toEqual([]);
    expect(await stories.list()).toEqual([]);
    expect(await stories.bundle('b-123')).toBeNull();
  });

  it('keeps nothing when the network drops half-way', async () => {
    fetchFile.mockResolvedValueOnce(new Response('first')).mockRejectedValueOnce(new TypeError('offline'));

    await expect(stories.save(buildBundle({}, 2), () => {})).rejects.toBeInstanceOf(SaveFailedError);
    expect(await storage.keys()).toEqual([]);
  });

  it('does not list a save that is still under way', async () => {
    let release = () => {};
    fetchFile.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response('slow')))),
    );
    const saving = stories.save(buildBundle({}, 1), () => {});
    await vi.waitFor(() => expect(fetchFile).toHaveBeenCalled());

    expect(await stories.list()).toEqual([]);
    release();
    await saving;
    expect(await stories.list()).toHaveLength(1);
  });

  it('starts afresh when a story is saved again', async () => {
    await stories.save(buildBundle({}, 2), () => {});
    await stories.save(buildBundle({}, 1), () => {});

    expect(storage.urls('storyloom-story-b-123')).not.toContain('/data/test/scene_2.png');
    expect(await stories.list()).toHaveLength(1);
  });
});

describe('the saved stories', () => {
  it('are listed newest first and removed one by one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await stories.save(buildBundle({ bundle_id: 'older' }, 1), () => {});
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    await stories.save(buildBundle({ bundle_id: 'newer' }, 1), () => {});
    vi.useRealTimers();

    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['newer', 'older']);

    await stories.remove('newer');
    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['older']);
    expect(await stories.bundle('newer')).toBeNull();
  });

  it('lose their private ones when nobody is signed in, and keep the public ones', async () => {
    await stories.save(buildBundle({ bundle_id: 'shared' }, 1), () => {});
    await stories.save(privateStory('mine', 'alex'), () => {});

    await stories.forgetPrivateStories(null);

    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['shared']);
    expect(await storage.has('storyloom-story-mine')).toBe(false);
  });

  it("keep the signed-in parent's own private stories and lose anyone else's", async () => {
    await stories.save(privateStory('alexs', 'alex'), () => {});
    await stories.save(privateStory('sams', 'sam'), () => {});

    await stories.forgetPrivateStories('alex');

    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['alexs']);
  });

  it('lose a private one still being saved when its parent signs out before the save has begun', async () => {
    let opened = () => {};
    const open = storage.open.bind(storage);
    vi.spyOn(storage, 'open').mockImplementationOnce(
      (name) => new Promise((resolve) => (opened = () => resolve(open(name)))),
    );
    const saving = stories.save(privateStory('mine', 'alex'), () => {});
    await vi.waitFor(() => expect(storage.open).toHaveBeenCalled());

    await stories.forgetPrivateStories(null);
    opened();

    await expect(saving).rejects.toBeInstanceOf(SaveCancelledError);
    expect(await storage.keys()).toEqual([]);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('lose a private one whose files were being fetched when its parent signed out, at once', async () => {
    let release = () => {};
    fetchFile.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response('slow')))),
    );
    const saving = stories.save(privateStory('mine', 'alex'), () => {});
    await vi.waitFor(() => expect(fetchFile).toHaveBeenCalled());
    await stories.save(buildBundle({ bundle_id: 'shared' }, 1), () => {});

    await stories.forgetPrivateStories('sam');
    expect(await storage.keys()).toEqual(['storyloom-story-shared']);

    release();
    await expect(saving).rejects.toBeInstanceOf(SaveCancelledError);
    expect(await storage.keys()).toEqual(['storyloom-story-shared']);
    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['shared']);
  });

  it('keep the signed-in parent’s own private one being saved, and refuse anyone else’s after', async () => {
    let release = () => {};
    fetchFile.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response('slow')))),
    );
    const saving = stories.save(privateStory('alexs', 'alex'), () => {});
    await vi.waitFor(() => expect(fetchFile).toHaveBeenCalled());

    await stories.forgetPrivateStories('alex');
    release();
    await saving;
    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['alexs']);
    // A story whose bundle came before sign-out is saved after it: it is not kept either.
    await stories.forgetPrivateStories(null);
    await expect(stories.save(privateStory('alexs', 'alex'), () => {})).rejects.toBeInstanceOf(
      SaveCancelledError,
    );

    expect(await storage.keys()).toEqual([]);
  });

  it('are none where the browser has no Cache Storage', async () => {
    const none = createSavedStories(() => null, fetchFile);
    expect(none.available()).toBe(false);
    expect(await none.list()).toEqual([]);
    expect(await none.bundle('b-123')).toBeNull();
    await expect(none.save(buildBundle(), () => {})).rejects.toBeInstanceOf(SaveFailedError);
  });
});

describe('a story whose files are at the bucket’s own address (S3_PUBLIC_URL)', () => {
  const BUCKET = 'https://media.example.org/stories/public/b-123';
  const inBucket = (scene: BundleScene, n: number): BundleScene => ({
    ...scene,
    image_url: `${BUCKET}/scene_${n}.png`,
    audio_url: `${BUCKET}/scene_${n}.mp3`,
  });
  const bucketStory = () => {
    const bundle = buildBundle({}, 2);
    return { ...bundle, scenes: bundle.scenes.map((scene, i) => inBucket(scene, i + 1)) };
  };
  const files = [1, 2].flatMap((n) => [`${BUCKET}/scene_${n}.png`, `${BUCKET}/scene_${n}.mp3`]);

  it('is saved under those very addresses, which the player and the worker ask for', async () => {
    const bundle = bucketStory();

    const saved = await stories.save(bundle, () => {});

    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual(files);
    expect(storage.urls('storyloom-story-b-123')).toEqual(
      expect.arrayContaining([...files, bundlePath('b-123')]),
    );
    const filesSize = files.map((url) => fileBody(url).length).reduce((a, b) => a + b);
    expect(saved.size).toBe(filesSize + JSON.stringify(bundle).length);
    expect(saved.coverUrl).toBe(`${BUCKET}/scene_1.png`);
    expect(await (await stories.file('b-123', `${BUCKET}/scene_2.mp3`))?.text()).toBe(
      fileBody(`${BUCKET}/scene_2.mp3`),
    );
    // Another address with the same path is another file.
    expect(await stories.file('b-123', '/stories/public/b-123/scene_2.mp3')).toBeNull();
  });

  it('is removed with all its files, and kept when private stories are forgotten', async () => {
    await stories.save(bucketStory(), () => {});
    await stories.save(privateStory('mine', 'alex'), () => {});

    await stories.forgetPrivateStories(null);
    expect((await stories.list()).map((story) => story.bundleId)).toEqual(['b-123']);

    await stories.remove('b-123');
    expect(await storage.keys()).toEqual([]);
    expect(await stories.file('b-123', `${BUCKET}/scene_1.png`)).toBeNull();
  });
});
