import { storyBundle, storyListItem } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageHeader } from '../../lib/image-type.ts';
import { insertStory } from '../../test/factories.ts';
import { generateStory } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let parent: SignedIn;
let publicStory: string;
let privateStory: string;

beforeAll(async () => {
  t = await buildTestApp();
  parent = await signIn(t, 'parent');
  publicStory = (await generateStory(t.app, { scenes: 2 }, parent.headers)).bundle_id;
  privateStory = (await generateStory(t.app, { scenes: 1, privacy: 'private' }, parent.headers)).bundle_id;
}, 60_000);
afterAll(async () => t?.close());

const bundleOf = async (id: string, who?: SignedIn) => {
  const res = await t.app.inject({ url: `/v1/stories/bundle/${id}`, headers: who?.headers });
  expect(res.statusCode, res.body).toBe(200);
  return storyBundle.parse(res.json());
};
const myListed = async (id: string) => {
  const res = await t.app.inject({ url: '/v1/stories/list?mine=true', headers: parent.headers });
  const item = res.json().stories.find((story: { bundle_id: string }) => story.bundle_id === id);
  return storyListItem.parse(item);
};

/** Loads each copy from its address and checks it is a WebP of the size listed. */
async function expectWebpAt(variants: { width: number; height: number; url: string }[]) {
  for (const { width, height, url } of variants) {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(readImageHeader(res.rawPayload)).toEqual({ type: 'image/webp', width, height });
  }
}

describe('WebP copies of the scene pictures, for browsers', () => {
  it('lists each scene’s copies at 384, 640, 768 and 1024 pixels, stored beside its PNG at /data', async () => {
    const bundle = await bundleOf(publicStory);
    for (const [idx, scene] of bundle.scenes.entries()) {
      expect(scene.image_url).toBe(`/data/${publicStory}/scene_${idx + 1}.png`);
      expect(scene.image_variants).toEqual(
        [384, 640, 768, 1024].map((width) => ({
          width,
          height: width,
          url: `/data/${publicStory}/scene_${idx + 1}-${width}.webp`,
        })),
      );
      await expectWebpAt(scene.image_variants ?? []);
    }
    const png = await t.app.inject(bundle.scenes[0]?.image_url ?? '');
    expect(png.headers['content-type']).toBe('image/png');
    expect(readImageHeader(png.rawPayload)).toEqual({ type: 'image/png', width: 1024, height: 1024 });
  });

  it('gives a card the cover’s copies, scene 1’s', async () => {
    const item = await myListed(publicStory);
    expect(item.cover_url).toBe(`/data/${publicStory}/scene_1.png`);
    expect(item.cover_variants?.map(({ width, url }) => [width, url])).toEqual(
      [384, 640, 768, 1024].map((width) => [width, `/data/${publicStory}/scene_1-${width}.webp`]),
    );
  });

  it('links a private story’s copies only through signed links, like its picture', async () => {
    const [scene] = (await bundleOf(privateStory, parent)).scenes;
    const variants = scene?.image_variants ?? [];
    expect(variants).toHaveLength(4);
    for (const { width, url } of variants) {
      expect(url).toMatch(new RegExp(`^/v1/media/${privateStory}/scene_1-${width}\\.webp\\?exp=\\d+&sig=`));
    }
    await expectWebpAt(variants);
    expect((await t.app.inject(`/v1/media/${privateStory}/scene_1-384.webp`)).statusCode).toBe(403);
    expect((await t.app.inject(`/data/${privateStory}/scene_1-384.webp`)).statusCode).toBe(404);
    const forged = variants[0]?.url.replace('scene_1-384', 'scene_1-640') ?? '';
    expect((await t.app.inject(forged)).statusCode).toBe(403);

    const item = await myListed(privateStory);
    expect(item.cover_variants?.[0]?.url).toMatch(
      new RegExp(`^/v1/media/${privateStory}/scene_1-384\\.webp\\?exp=\\d+&sig=`),
    );
  });

  it('shows a story made before the copies with its PNG alone, still a valid bundle and card', async () => {
    const legacy = await insertStory(t.db);
    const [scene] = (await bundleOf(legacy)).scenes;
    expect(scene?.image_url).toBe(`/data/${legacy}/scene_1.png`);
    expect(scene).not.toHaveProperty('image_variants');
    const listed = (await t.app.inject('/v1/stories/list')).json().stories;
    const item = storyListItem.parse(
      listed.find((story: { bundle_id: string }) => story.bundle_id === legacy),
    );
    expect(item.cover_url).toBe(`/data/${legacy}/scene_1.png`);
    expect(item).not.toHaveProperty('cover_variants');
  });

  it('lists no copies for an audio-only story', async () => {
    const { bundle_id } = await generateStory(t.app, { scenes: 1, audio_only: true });
    const [scene] = (await bundleOf(bundle_id)).scenes;
    expect(scene?.image_url).toBeNull();
    expect(scene).not.toHaveProperty('image_variants');
  });
});
