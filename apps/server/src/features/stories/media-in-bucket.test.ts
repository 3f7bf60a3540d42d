import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageHeader } from '../../lib/image-type.ts';
import { readStoredZip } from '../../lib/zip-writer.ts';
import { generateStory } from '../../test/requests.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { filesUnder } from '../../test/stored-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let s3: TestS3Server;
let t: TestApp;
let parent: SignedIn;
let publicStory: string;
let privateStory: string;

interface Scene {
  image_url: string;
  image_variants: { width: number; height: number; url: string }[];
  audio_url: string;
}
async function firstScene(id: string, who?: SignedIn): Promise<Scene> {
  const bundle = await t.app.inject({ url: `/v1/stories/bundle/${id}`, headers: who?.headers });
  const [scene] = bundle.json().scenes as Scene[];
  if (!scene) throw new Error(`story ${id} has no scene`);
  return scene;
}
const keysOf = (id: string) => s3.keys().filter((key) => key.includes(`/${id}/`));
/** A scene's picture, its WebP copies and its narration, in the order the bucket lists them. */
const sceneFiles = (n: number) => [
  `scene_${n}-1024.webp`,
  `scene_${n}-384.webp`,
  `scene_${n}-640.webp`,
  `scene_${n}-768.webp`,
  `scene_${n}.mp3`,
  `scene_${n}.png`,
];

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
  parent = await signIn(t, 'parent');
  publicStory = (await generateStory(t.app, { scenes: 2 }, parent.headers)).bundle_id;
  privateStory = (await generateStory(t.app, { scenes: 2, privacy: 'private' }, parent.headers)).bundle_id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('media in an S3-compatible bucket (STORAGE=s3)', () => {
  it('keeps every story file in the bucket under public/ or private/, and none on this machine', () => {
    expect(keysOf(publicStory)).toEqual(
      [...sceneFiles(1), ...sceneFiles(2)].map((name) => `public/${publicStory}/${name}`),
    );
    expect(keysOf(privateStory)).toEqual(
      [...sceneFiles(1), ...sceneFiles(2)].map((name) => `private/${privateStory}/${name}`),
    );
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('streams a public story’s picture and narration at /data, whole or by range, cached for good', async () => {
    const scene = await firstScene(publicStory);
    expect(scene.image_url).toBe(`/data/${publicStory}/scene_1.png`);
    const picture = await t.app.inject(scene.image_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-length']).toBe(String(picture.rawPayload.length));
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    for (const { width, height, url } of scene.image_variants) {
      expect(url).toBe(`/data/${publicStory}/scene_1-${width}.webp`);
      const copy = await t.app.inject(url);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(readImageHeader(copy.rawPayload)).toEqual({ type: 'image/webp', width, height });
    }

    const start = await t.app.inject({ url: scene.image_url, headers: { range: 'bytes=0-7' } });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-7/${picture.rawPayload.length}`);
    expect(start.rawPayload).toEqual(PNG_SIGNATURE);
    const again = await t.app.inject({
      url: scene.image_url,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const narration = await t.app.inject(scene.audio_url);
    expect(narration.statusCode).toBe(200);
    expect(narration.headers['content-type']).toBe('audio/mpeg');
    const size = narration.rawPayload.length;
    const tail = await t.app.inject({ url: scene.audio_url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload).toEqual(narration.rawPayload.subarray(size - 100));
    const past = await t.app.inject({
      url: scene.audio_url,
      headers: { range: `bytes=${size}-` },
    });
    expect(past.statusCode).toBe(416);

    expect((await t.app.inject(`/data/${publicStory}/scene_9.png`)).statusCode).toBe(404);
  });

  it('streams a private story’s files only through their signed links', async () => {
    const scene = await firstScene(privateStory, parent);
    expect(scene.audio_url).toMatch(new RegExp(`^/v1/media/${privateStory}/scene_1\\.mp3\\?exp=\\d+&sig=`));
    const narration = await t.app.inject(scene.audio_url);
    expect(narration.statusCode).toBe(200);
    expect(narration.headers['content-type']).toBe('audio/mpeg');
    expect(narration.headers['cache-control']).toBe('private, max-age=3600');
    const part = await t.app.inject({ url: scene.audio_url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(narration.rawPayload.subarray(10, 20));
    const picture = await t.app.inject(scene.image_url);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(scene.image_variants.map(({ width }) => width)).toEqual([384, 640, 768, 1024]);
    for (const { width, height, url } of scene.image_variants) {
      expect(url).toMatch(new RegExp(`^/v1/media/${privateStory}/scene_1-${width}\\.webp\\?exp=\\d+&sig=`));
      const copy = await t.app.inject(url);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('private, max-age=3600');
      expect(readImageHeader(copy.rawPayload)).toEqual({ type: 'image/webp', width, height });
    }

    expect((await t.app.inject(`/v1/media/${privateStory}/scene_1.mp3`)).statusCode).toBe(403);
    const forged = scene.audio_url.replace('scene_1.mp3', 'scene_2.mp3');
    expect((await t.app.inject(forged)).statusCode).toBe(403);
    expect((await t.app.inject(`/data/${privateStory}/scene_1.mp3`)).statusCode).toBe(404);
  });

  it('streams the account download into the bucket and out of it', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/account/export',
      headers: parent.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { export_id } = started.json();
    await t.app.jobs.idle();
    expect(s3.keys()).toContain(`private/exports/${export_id}/storyloom-data.zip`);
    const { download_url } = (
      await t.app.inject({ url: `/v1/account/export/${export_id}`, headers: parent.headers })
    ).json();
    const download = await t.app.inject(download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(download.rawPayload.length));
    const files = readStoredZip(download.rawPayload);
    expect(files.get(`stories/${privateStory}/scene_2.png`)?.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(files.has(`stories/${publicStory}/scene_1.mp3`)).toBe(true);
    // Every object of each story, the pictures' WebP copies too, in the story's own folder.
    for (const id of [publicStory, privateStory]) {
      const zipped = [...files.keys()].filter((name) => name.startsWith(`stories/${id}/`));
      expect(zipped.sort()).toEqual(keysOf(id).map((key) => `stories/${id}/${key.split('/').at(-1)}`));
    }
    // Nothing of the download was left on this machine on its way.
    expect(filesUnder(t.dir).filter((file) => /zip|partial/.test(file))).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('removes a deleted story’s objects from the bucket', async () => {
    const scene = await firstScene(privateStory, parent);
    for (const id of [publicStory, privateStory]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v1/stories/bundle/${id}`,
        headers: parent.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(keysOf(id)).toEqual([]);
    }
    expect((await t.app.inject(scene.audio_url)).statusCode).toBe(404);
    expect((await t.app.inject(`/data/${publicStory}/scene_1.png`)).statusCode).toBe(404);
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });
});

describe('media in a bucket browsers reach directly (S3_PUBLIC_URL)', () => {
  it('links public files at the bucket’s address and lets the page load them', async () => {
    const direct = await buildTestApp({
      env: { ...s3.env, S3_PUBLIC_URL: 'https://media.example.org/stories' },
    });
    try {
      const { bundle_id } = await generateStory(direct.app, { scenes: 1 });
      const res = await direct.app.inject(`/v1/stories/bundle/${bundle_id}`);
      const [scene] = res.json().scenes;
      expect(scene.image_url).toBe(`https://media.example.org/stories/public/${bundle_id}/scene_1.png`);
      expect(scene.audio_url).toBe(`https://media.example.org/stories/public/${bundle_id}/scene_1.mp3`);
      expect(scene.image_variants[0].url).toBe(
        `https://media.example.org/stories/public/${bundle_id}/scene_1-384.webp`,
      );
      fs.writeFileSync(
        path.join(direct.config.webDist, 'index.html'),
        '<html><head></head><body></body></html>',
      );
      const page = await direct.app.inject(`/stories/play/${bundle_id}`);
      // A shared link's card shows the cover from the bucket's own address.
      expect(page.body).toContain(`<meta property="og:image" content="${scene.image_url}" />`);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example\.org/);
      expect(csp).toMatch(/media-src [^;]*https:\/\/media\.example\.org/);
      // Saving a story for offline fetches its files from the bucket's address.
      expect(csp).toMatch(/connect-src [^;]*https:\/\/media\.example\.org/);
    } finally {
      await direct.close();
    }
  });
});
