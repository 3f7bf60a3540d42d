import { afterEach, describe, expect, it } from 'vitest';
import { createProviders, type Providers } from '../../providers/registry.ts';
import type { ImageProvider, SignVideoProvider } from '../../providers/types.ts';
import { buildGenerateRequest } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A promise a test opens by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The builtin providers, with every picture after the first held until `pictures.open()` and every
 * sign video (a small stand-in clip) held until `signs.open()`. Each sign video records which
 * scenes were stored as ready when it was asked for.
 */
function heldProviders(readyScenes: () => Promise<number[]>) {
  const real = createProviders();
  const pictures = gate();
  const signs = gate();
  const readyWhenSigning: number[][] = [];
  let drawn = 0;
  const held = (provider: ImageProvider): ImageProvider => ({
    ...provider,
    illustrate: async (request) => {
      drawn += 1;
      if (drawn > 1) await pictures.opened;
      return provider.illustrate(request);
    },
  });
  const sign: SignVideoProvider = {
    id: 'recording-signer',
    makeVideo: async () => {
      readyWhenSigning.push(await readyScenes());
      await signs.opened;
      return { video: { bytes: Buffer.from('a stand-in sign video'), format: 'mp4' }, warnings: [] };
    },
  };
  const providers: Providers = {
    ...real,
    imageFor: (mode, options) => {
      const resolved = real.imageFor(mode, options);
      return { ...resolved, provider: held(resolved.provider) };
    },
    sign,
  };
  return { providers, pictures, signs, readyWhenSigning };
}

/** Reads a server-sent event stream as it comes, so a test can wait for one event. */
function eventReader(stream: Response) {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const waiting: { check: () => boolean; resolve: () => void }[] = [];
  const finished = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      for (let end = text.indexOf('\n\n'); end !== -1; end = text.indexOf('\n\n')) {
        const match = /^event: (\w+)\ndata: (.*)$/.exec(text.slice(0, end));
        text = text.slice(end + 2);
        if (match) events.push({ event: match[1] as string, data: JSON.parse(match[2] as string) });
      }
      for (const wait of waiting.filter((w) => w.check())) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
    return events;
  })();
  const until = (check: () => boolean) =>
    check() ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ check, resolve }));
  return { events, finished, until };
}

const position = (
  events: { event: string; data: Record<string, unknown> }[],
  event: string,
  index?: number,
) => events.findIndex((e) => e.event === event && (index === undefined || e.data.index === index));

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 1000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}

describe('from Generate to the first word spoken', () => {
  it('makes scene 1 playable first, signs scenes after they are playable, and is ready only once all are signed', async () => {
    let storyId = '';
    const readyScenes = async () =>
      (await t.db.selectFrom('scenes').select(['idx', 'status']).where('story_id', '=', storyId).execute())
        .filter((scene) => scene.status === 'ready')
        .map((scene) => scene.idx)
        .sort((x, y) => x - y);
    const held = heldProviders(readyScenes);
    t = await buildTestApp({ env: { PREMIUM_ALL: 'true' }, providers: held.providers });
    const ana = await signIn(t, 'ana');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({
        scenes: 4,
        sign_language: true,
        tts_provider: 'builtin',
        tts_voice: 'builtin-luna',
        privacy: 'private',
      }),
      headers: { ...ana.headers, prefer: 'respond-async' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { bundle_id, events_url } = res.json() as { bundle_id: string; events_url: string };
    storyId = bundle_id;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = eventReader(await fetch(`${address}${events_url}`));
    const bundle = async () =>
      (await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })).json();

    // Scene 1 is announced while every other picture is still held back.
    await stream.until(() => position(stream.events, 'scene') !== -1);
    expect(stream.events.filter((e) => e.event === 'scene')).toEqual([
      { event: 'scene', data: { index: 0 } },
    ]);

    const early = await bundle();
    expect(early.status).toBe('generating');
    expect(early.scenes).toHaveLength(4);
    expect(early.scenes[0]).toMatchObject({
      ready: true,
      image_url: expect.stringMatching(/^\/v1\/media\/.+scene_1\.png\?exp=\d+&sig=/),
      audio_url: expect.stringMatching(/^\/v1\/media\/.+scene_1\.mp3\?exp=\d+&sig=/),
      words: expect.arrayContaining([expect.objectContaining({ text: expect.any(String) })]),
    });
    expect((await t.app.inject(early.scenes[0].audio_url)).statusCode).toBe(200);
    for (const later of early.scenes.slice(1)) {
      expect(later).toMatchObject({ ready: false, image_url: null, audio_url: null, sign_video_url: null });
    }

    // Every scene is playable, but the story waits for its sign videos: it is not ready or listed yet.
    held.pictures.open();
    await waitFor(async () => (await readyScenes()).length === 4);
    const unsigned = await bundle();
    expect(unsigned.status).toBe('generating');
    expect(unsigned.scenes.map((scene: { ready: boolean }) => scene.ready)).toEqual([true, true, true, true]);
    expect(unsigned.scenes.every((scene: { sign_video_url: string | null }) => !scene.sign_video_url)).toBe(
      true,
    );
    expect((await t.app.inject({ url: '/v1/stories/list?mine=1', headers: ana.headers })).json().total).toBe(
      0,
    );

    held.signs.open();
    const events = await stream.finished;
    await t.app.jobs.idle();

    // No sign video was asked for before its scene was stored, and scene 1's came first of all.
    expect(held.readyWhenSigning).toHaveLength(4);
    expect(held.readyWhenSigning[0]).toContain(0);
    for (const index of [1, 2, 3]) {
      expect(position(events, 'scene', index)).toBeGreaterThan(position(events, 'scene', 0));
    }
    for (const index of [0, 1, 2, 3]) {
      expect(position(events, 'sign', index)).toBeGreaterThan(position(events, 'scene', index));
    }
    const lastSign = Math.max(...[0, 1, 2, 3].map((index) => position(events, 'sign', index)));
    expect(events.at(-1)?.event).toBe('done');
    expect(position(events, 'done')).toBeGreaterThan(lastSign);

    const made = await bundle();
    expect(made.status).toBe('ready');
    for (const [i, scene] of made.scenes.entries()) {
      expect(scene.ready).toBe(true);
      expect(scene.sign_video_url).toMatch(new RegExp(`scene_${i + 1}\\.sign\\.mp4\\?exp=\\d+&sig=`));
    }
  }, 60_000);

  it('announces scene 1 before the others when the builtin engines make every scene at once', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 4, tts_provider: 'builtin', tts_voice: 'builtin-luna' }),
      headers: { prefer: 'respond-async' },
    });
    const { events_url } = res.json() as { events_url: string };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await eventReader(await fetch(`${address}${events_url}`)).finished;
    const scenes = events.filter((e) => e.event === 'scene').map((e) => e.data.index);
    expect(scenes).toHaveLength(4);
    expect(scenes[0]).toBe(0);
  }, 60_000);
});
