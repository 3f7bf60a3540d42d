import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { MESSAGES } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { colorDistance } from '../../lib/color.ts';
import { createProviders, type Providers } from '../../providers/registry.ts';
import { bombPng, flatJpeg, flatPng, jpegDeclaring, pngDeclaring } from '../../test/images.ts';
import { buildGenerateRequest, generateStory, multipart } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { filesUnder } from '../../test/stored-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const redPng = () =>
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#e53935"/></svg>',
  )
    .render()
    .asPng();

const generate = (overrides = {}) => generateStory(t.app, overrides);

async function storyCount() {
  const res = await t.app.inject('/v1/stories/list');
  return res.json().total as number;
}

describe('POST /v1/stories/generate', () => {
  it('makes an illustrated story and answers with its bundle id', async () => {
    t = await buildTestApp();
    const body = await generate({ scenes: 3, language: 'en', theme: 'space' });
    expect(body).toEqual({ ok: true, bundle_id: expect.any(String), play_url: `/play/${body.bundle_id}` });

    const bundle = (await t.app.inject(`/v1/stories/bundle/${body.bundle_id}`)).json();
    expect(bundle).toMatchObject({
      status: 'ready',
      child: 'Mia',
      theme: 'space',
      language: 'en',
      pause_ms: 800,
      tts_voice: 'alloy',
    });
    expect(bundle.scenes).toHaveLength(3);
    expect(bundle.title).toContain('Mia');
    expect(bundle.scenes[0].image_url).toBe(`/data/${body.bundle_id}/scene_1.png`);
    const cover = await t.app.inject(bundle.scenes[0].image_url);
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('makes no pictures for an audio-only story', async () => {
    t = await buildTestApp();
    const { bundle_id } = await generate({ audio_only: true });
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    expect(bundle.audio_only).toBe(true);
    expect(bundle.scenes.map((s: { image_url: string | null }) => s.image_url)).toEqual([null, null]);
    expect(
      filesUnder(t.config.publicMediaDir)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['scene_1.mp3', 'scene_2.mp3']);
  });

  it('accepts a multipart form with a reference image and keeps only what it derived', async () => {
    t = await buildTestApp();
    const { payload, headers } = multipart(buildGenerateRequest({ scenes: 1 }), {
      field: 'reference_image',
      name: 'drawing.png',
      type: 'image/png',
      bytes: redPng(),
    });
    const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    const files = filesUnder(path.join(t.config.dataDir, 'media'));
    expect(files.map((f) => path.basename(f)).sort()).toEqual([
      'scene_1-1024.webp',
      'scene_1-384.webp',
      'scene_1-640.webp',
      'scene_1-768.webp',
      'scene_1.mp3',
      'scene_1.png',
    ]);
  });

  it('rejects a file that is not an image, whatever its name and type say, and stores nothing', async () => {
    t = await buildTestApp();
    const { payload, headers } = multipart(buildGenerateRequest(), {
      field: 'reference_image',
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('this is not a picture'),
    });
    const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: 'Please select an image file' });
    expect(await storyCount()).toBe(0);
  });

  it('rejects a 12 MB reference image', async () => {
    t = await buildTestApp();
    const bytes = Buffer.concat([redPng(), Buffer.alloc(12 * 1024 * 1024)]);
    const { payload, headers } = multipart(buildGenerateRequest(), {
      field: 'reference_image',
      name: 'big.png',
      type: 'image/png',
      bytes,
    });
    const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Image file size must be less than 10MB');
    expect(await storyCount()).toBe(0);
  });

  const postImage = (bytes: Buffer, name = 'photo.png', type = 'image/png') => {
    const { payload, headers } = multipart(buildGenerateRequest({ scenes: 1 }), {
      field: 'reference_image',
      name,
      type,
      bytes,
    });
    return t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
  };
  const storedPalette = async (bundleId: string) => {
    const row = await t.db
      .selectFrom('stories')
      .select('character')
      .where('id', '=', bundleId)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.character as string) as { palette?: string[] }).palette;
  };

  it.each([
    ['a 74-byte PNG declaring 50000×50000', () => pngDeclaring(50_000, 50_000)],
    ['a PNG declaring 50000×50000 with a real zlib stream', bombPng],
    ['a JPEG declaring 13000×100', () => jpegDeclaring(13_000, 100)],
  ])('refuses %s from its header, at once, and stores nothing', async (_, image) => {
    t = await buildTestApp();
    const started = performance.now();
    const res = await postImage(image());
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.imageTooManyPixels);
    expect(await storyCount()).toBe(0);
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('refuses an image whose header cannot be read', async () => {
    t = await buildTestApp();
    const res = await postImage(pngDeclaring(40, 40).subarray(0, 20));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.imageNotAnImage);
    expect(await storyCount()).toBe(0);
  });

  it('takes the palette of an ordinary PNG and JPEG', async () => {
    t = await buildTestApp();
    const png = await postImage(flatPng('#e53935'));
    expect(png.statusCode, png.body).toBe(200);
    expect((await storedPalette(png.json().bundle_id))?.[0]).toBe('#e53935');
    const jpeg = await postImage(await flatJpeg('#1e88e5'), 'photo.jpg', 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const [main] = (await storedPalette(jpeg.json().bundle_id)) ?? [];
    expect(colorDistance(main as string, '#1e88e5')).toBeLessThan(20);
  });

  it.each([
    [{ child_name: '   ' }, "Please enter the child's name"],
    [{ theme: 'custom' }, 'Please describe your custom theme'],
    [{ scenes: 13 }, 'scenes'],
    [{ scenes: true }, 'scenes'],
    [{ scenes: '0x3' }, 'scenes'],
    [{ scenes: [2] }, 'scenes'],
    [{ age: '4e0' }, 'age'],
    [{ language: 'xx' }, 'language'],
  ])('rejects %j with a 400 naming the problem', async (overrides, expected) => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { ...buildGenerateRequest(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(`${res.json().error} ${res.json().detail}`).toContain(expected);
    expect(await storyCount()).toBe(0);
  });

  it('refuses a number a form sends as hex or blank text', async () => {
    t = await buildTestApp();
    for (const scenes of ['0x3', '', 'true']) {
      const { payload, headers } = multipart({ ...buildGenerateRequest(), scenes });
      const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('scenes');
    }
    expect(await storyCount()).toBe(0);
    expect((await t.app.inject('/v1/stories/list?limit=0x10')).statusCode).toBe(400);
  });

  it('refuses a name or custom theme unfit for children and stores nothing', async () => {
    t = await buildTestApp();
    for (const overrides of [
      { child_name: 'fuck' },
      { theme: 'custom', custom_theme: 'a story about cocaine' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/stories/generate',
        payload: buildGenerateRequest(overrides),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/suitable/);
    }
    expect(await storyCount()).toBe(0);
  });

  it('asks an anonymous visitor to sign in for a private story', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ privacy: 'private' }),
    });
    expect(res.statusCode).toBe(401);
    expect(await storyCount()).toBe(0);
  });

  it('uses the text of a custom theme as the story topic', async () => {
    t = await buildTestApp();
    const { bundle_id } = await generate({
      theme: 'custom',
      custom_theme: 'robots who bake bread',
      scenes: 4,
    });
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    expect(bundle.theme).toBe('custom');
    expect(JSON.stringify(bundle)).toContain('robots who bake bread');
  });

  it('answers 202 with Prefer: respond-async and streams progress until done', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 3 }),
      headers: { prefer: 'respond-async' },
    });
    expect(res.statusCode).toBe(202);
    const { bundle_id, events_url } = res.json();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}${events_url}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const text = await stream.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2] as string),
    }));
    expect(events.at(-1)).toEqual({ event: 'done', data: { bundle_id, play_url: `/play/${bundle_id}` } });
    expect(events.filter((e) => e.event === 'scene')).toHaveLength(3);
    expect(events.some((e) => e.event === 'progress' && /scene 3 of 3/i.test(e.data.message))).toBe(true);
  });
});

describe('when making a story fails', () => {
  it('marks it failed, removes its partial media and never lists it', async () => {
    const real = createProviders();
    let calls = 0;
    t = await buildTestApp({
      providers: {
        ...real,
        imageFor: (mode) => {
          const resolved = real.imageFor(mode);
          return {
            ...resolved,
            provider: {
              id: 'flaky',
              illustrate: async (request) => {
                calls += 1;
                if (calls > 1) throw new Error('illustrator crashed');
                return resolved.provider.illustrate(request);
              },
            },
          };
        },
      },
      queueOptions: { concurrency: 1, maxAttempts: 2 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 3 }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ ok: false, error: 'Failed to generate story' });
    const { bundle_id } = res.json();
    expect((await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).statusCode).toBe(404);
    expect(await storyCount()).toBe(0);
    expect(filesUnder(t.config.publicMediaDir)).toEqual([]);
  });
});

describe('a restart while a story is being made', () => {
  it('resumes the job and finishes the story', async () => {
    t = await buildTestApp({ keep: true, queueOptions: { concurrency: 0 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 2 }),
      headers: { prefer: 'respond-async' },
    });
    const { bundle_id } = res.json();
    expect((await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json().status).toBe('generating');
    expect(await storyCount()).toBe(0);
    // As if the server died while a worker held the job, long enough ago for its lock to lapse.
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', locked_until: '2000-01-01T00:00:00.000Z' })
      .execute();
    await t.app.close();

    t = await buildTestApp({ dir: t.dir });
    await t.app.ready();
    await t.app.jobs.idle();
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    expect(bundle.status).toBe('ready');
    expect(bundle.scenes).toHaveLength(2);
  });
});

// The rows of the embedded queue: on PostgreSQL, pg-boss's dead letter runs the failure hook
// of a job whose last attempt never finished (platform/jobs/pg-boss-queue.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'a story whose making crashes the server on every attempt',
  () => {
    it('is failed after the last attempt, with its media removed, instead of being made again for ever', async () => {
      t = await buildTestApp({ keep: true, queueOptions: { concurrency: 0 } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/stories/generate',
        payload: buildGenerateRequest({ scenes: 2 }),
        headers: { prefer: 'respond-async' },
      });
      const { bundle_id } = res.json();
      // The last of its attempts took the server down midway, leaving a file and the job 'running'.
      const job = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', `gen_${bundle_id}`)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('jobs')
        .set({ status: 'running', attempts: job.max_attempts, locked_until: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', job.id)
        .execute();
      fs.mkdirSync(path.join(t.config.publicMediaDir, bundle_id), { recursive: true });
      fs.writeFileSync(path.join(t.config.publicMediaDir, bundle_id, 'scene_1.mp3'), 'partial');
      await t.app.close();

      t = await buildTestApp({ dir: t.dir });
      await t.app.ready();
      await t.app.jobs.idle();
      expect(
        await t.db
          .selectFrom('jobs')
          .select(['status', 'attempts'])
          .where('id', '=', job.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'failed',
        attempts: job.max_attempts,
      });
      const story = await t.db
        .selectFrom('stories')
        .selectAll()
        .where('id', '=', bundle_id)
        .executeTakeFirst();
      expect(story?.status).toBe('failed');
      expect((await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).statusCode).toBe(404);
      expect(filesUnder(path.join(t.config.publicMediaDir, bundle_id))).toEqual([]);
    });
  },
);

describe('deleting a story while it is being made', () => {
  /** Real providers whose pictures, from the second on, wait until the test lets them go. */
  function slowPictures() {
    const real = createProviders();
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const providers: Providers = {
      ...real,
      imageFor: (mode, options) => {
        const resolved = real.imageFor(mode, options);
        return {
          ...resolved,
          provider: {
            ...resolved.provider,
            illustrate: async (request) => {
              calls += 1;
              if (calls >= 2) {
                held();
                await gate;
              }
              return resolved.provider.illustrate(request);
            },
          },
        };
      },
    };
    return { providers, holding, release, calls: () => calls };
  }

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  }

  async function startStory(headers: Record<string, string>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 3, privacy: 'private' }),
      headers: { ...headers, prefer: 'respond-async' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { bundle_id, events_url } = res.json() as { bundle_id: string; events_url: string };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}${events_url}`);
    expect(stream.status).toBe(200);
    return { bundleId: bundle_id, events: stream.text() };
  }

  /** Names created or removed in the private media folder from now until `stop()`. */
  function watchPrivateMedia() {
    const seen: string[] = [];
    fs.mkdirSync(t.config.privateMediaDir, { recursive: true });
    const watcher = fs.watch(t.config.privateMediaDir, (_event, name) => {
      if (name) seen.push(name);
    });
    return async () => {
      await new Promise((r) => setTimeout(r, 100));
      watcher.close();
      return seen;
    };
  }

  const storyFiles = (bundleId: string) => [
    ...filesUnder(path.join(t.config.publicMediaDir, bundleId)),
    ...filesUnder(path.join(t.config.privateMediaDir, bundleId)),
  ];
  const sceneRows = (bundleId: string) =>
    t.db.selectFrom('scenes').selectAll().where('story_id', '=', bundleId).execute();

  it('cancels its job: nothing more is written, its files go and no done is sent', async () => {
    const slow = slowPictures();
    t = await buildTestApp({ providers: slow.providers });
    const parent = await signIn(t, 'parent');
    const { bundleId, events } = await startStory(parent.headers);
    await slow.holding;
    await until(async () => (await sceneRows(bundleId)).some((s) => s.status === 'ready'));
    // The first scene is made, so the story has files to leave behind.
    expect(storyFiles(bundleId).length).toBeGreaterThan(0);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/stories/bundle/${bundleId}`,
      headers: parent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const written = watchPrivateMedia();
    // The progress stream ends at once, with an error and never done.
    const text = await events;
    expect(text).not.toContain('event: done');
    expect(text).toMatch(
      /event: error\ndata: \{"error":"This story was deleted while it was being made\.","code":"storyDeleted"\}\n\n$/,
    );

    slow.release();
    await t.app.jobs.idle();
    expect(slow.calls()).toBeGreaterThanOrEqual(2);
    // Not even for a moment: the picture drawn after the delete was never stored.
    expect(await written()).not.toContain(bundleId);
    expect(storyFiles(bundleId)).toEqual([]);
    expect(await sceneRows(bundleId)).toEqual([]);
    expect((await t.app.jobs.find(`gen_${bundleId}`))?.status).toBe('cancelled');
  });

  it('stops when another server deletes the story, and removes what it wrote meanwhile', async () => {
    const slow = slowPictures();
    t = await buildTestApp({ providers: slow.providers });
    const parent = await signIn(t, 'parent');
    const { bundleId, events } = await startStory(parent.headers);
    await slow.holding;
    // Another process deletes the row and the files; this one's job gets no signal.
    await t.db.deleteFrom('stories').where('id', '=', bundleId).execute();
    fs.rmSync(path.join(t.config.privateMediaDir, bundleId), { recursive: true, force: true });
    const written = watchPrivateMedia();

    slow.release();
    await t.app.jobs.idle();
    expect(await written()).not.toContain(bundleId);
    expect(storyFiles(bundleId)).toEqual([]);
    expect(await sceneRows(bundleId)).toEqual([]);
    const text = await events;
    expect(text).not.toContain('event: done');
    expect(text).toContain('event: error');
  });
});
