import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../apps/server/src/test/s3-server.ts';
import { useServerAndPage } from './support/journey.ts';
import {
  playsWithWordsLit,
  reloadedOffline,
  savedCoverShown,
  savedFromPlayer,
  screenshot,
} from './support/offline.ts';
import { type MadeStory, makePublicStory } from './support/stories.ts';

/**
 * Saving for offline where public media are fetched by browsers from the bucket's own address
 * (STORAGE=s3 with S3_PUBLIC_URL), another origin than the app's: the page fetches the files from
 * there to save them, and the service worker answers them from the device once the network is gone.
 */

let s3: TestS3Server;
beforeAll(async () => {
  // The bucket lets the app's pages read its files, as docs/deploy.md asks; the app's port is
  // picked as it starts, hence any port on its address.
  s3 = await startS3Server({ browserOrigin: 'http://127.0.0.1:*' });
});
afterAll(async () => {
  await s3?.close();
});

/** The bucket's public address: a different origin from the app's, on another port. */
const bucketAddress = () => `${s3.endpoint}/${s3.bucket}`;

const journey = useServerAndPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }, () => ({
  ...s3.env,
  S3_PUBLIC_URL: bucketAddress(),
  // The SDK's notice that its releases of 2027 will need Node 22.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
}));
let story: MadeStory;

beforeAll(async () => {
  story = await makePublicStory(journey.server, { child_name: 'Mia', theme: 'ocean', scenes: 1 });
});

/** The addresses the player loads the story's files from. */
async function fileAddresses(bundleId: string): Promise<string[]> {
  const res = await fetch(`${journey.server.url}/v1/stories/bundle/${bundleId}`);
  const { scenes } = (await res.json()) as { scenes: { image_url: string; audio_url: string }[] };
  return scenes.flatMap((scene) => [scene.image_url, scene.audio_url]);
}

describe('a story whose media are at the bucket’s public address, saved for offline', () => {
  it('has its files at the bucket’s address, not the app’s', async () => {
    const files = await fileAddresses(story.bundleId);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.startsWith(`${bucketAddress()}/public/`), file).toBe(true);
  });

  it('is saved from the player, with everything it plays', async () => {
    const { server, page } = journey;
    await savedFromPlayer(page, `${server.url}/stories/play/${story.bundleId}`);
    await page.getByRole('region', { name: 'Listen without internet' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'player-saved-from-bucket');

    const saved = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
      `storyloom-story-${story.bundleId}`,
    );
    expect(saved).toEqual(expect.arrayContaining(await fileAddresses(story.bundleId)));
  });

  it('online, a story not saved still plays from the bucket', async () => {
    const { server, page } = journey;
    const other = await makePublicStory(server, { child_name: 'Omar', theme: 'space', scenes: 1 });
    await page.goto(`${server.url}/stories/play/${other.bundleId}`);
    await page.getByTestId('scene-counter').waitFor();
    await playsWithWordsLit(page);
  }, 90_000);

  it('opens and plays with no network, its words lit as they are read', async () => {
    const { server, page } = journey;
    await reloadedOffline(page, `${server.url}/stories/play/${story.bundleId}`, story.title, async () => {
      const picture = page.getByRole('main').locator(`img[src^="${bucketAddress()}"]`).first();
      await picture.evaluate((img: HTMLImageElement) => img.decode());
      await playsWithWordsLit(page);
      await screenshot(page, 'player-offline-from-bucket');
    });
  }, 90_000);

  it('is listed On this device with its cover, with no network', async () => {
    const { server, page } = journey;
    await page.context().setOffline(true);
    try {
      await page.goto(`${server.url}/stories/on-this-device`);
      await page.getByRole('heading', { name: 'On this device', level: 1 }).waitFor();
      await savedCoverShown(page.getByRole('article').filter({ hasText: story.title }));
      await screenshot(page, 'on-this-device-from-bucket');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
