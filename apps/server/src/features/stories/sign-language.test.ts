import { MESSAGES } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/run-ffmpeg.ts';
import { createProviders } from '../../providers/registry.ts';
import { measureDurationMs } from '../../test/measure-duration.ts';
import { FAST_POLICY } from '../../test/mock-providers/adapter-cases.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_SIGN_VIDEO_KEY,
  SIGN_VIDEO_PATH,
  type SignVideoFailure,
  startSignVideoMock,
} from '../../test/mock-providers/sign-video.ts';
import { buildGenerateRequest, generateStory, regenerateAudio } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let mock: MockProvider<SignVideoFailure> | null = null;
afterEach(async () => {
  await t?.close();
  await mock?.close();
  mock = null;
});

/** How long a video plays: its frames as ffmpeg decodes them, at the frame rate it reports. */
async function videoMs(video: Buffer): Promise<number> {
  const out = (await runFfmpeg(['-i', 'pipe:0', '-f', 'framemd5', 'pipe:1'], video)).toString();
  const frames = out.split('\n').filter((line) => /^\d/.test(line));
  const timebase = /#tb 0: (\d+)\/(\d+)/.exec(out);
  const last = frames
    .at(-1)
    ?.split(',')
    .map((f) => f.trim());
  if (!timebase || !last) throw new Error('no frames decoded');
  // The last frame's start plus its own length.
  const tb = Number(timebase[1]) / Number(timebase[2]);
  return (Number(last[2]) + Number(last[3])) * tb * 1000;
}

const isMp4 = (video: Buffer) => video.subarray(4, 8).toString() === 'ftyp';

const media = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
};

async function signedInApp(env: Record<string, string> = {}, providers?: ReturnType<typeof createProviders>) {
  t = await buildTestApp({ env: { PREMIUM_ALL: 'true', ...env }, providers });
  return signIn(t, 'ana');
}

const signedStory = (who: SignedIn, overrides = {}) =>
  generateStory(
    t.app,
    {
      sign_language: true,
      sign_language_type: 'BSL',
      tts_provider: 'builtin',
      tts_voice: 'builtin-luna',
      ...overrides,
    },
    who.headers,
  );

describe('sign language videos', () => {
  it('gives every scene a sign video that decodes and lasts as long as its narration', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await signedStory(ana, { scenes: 2, child_name: 'Maya' });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle).toMatchObject({ sign_language: true, sign_language_type: 'BSL' });
    expect(bundle.scenes).toHaveLength(2);
    for (const [i, scene] of bundle.scenes.entries()) {
      expect(scene.sign_video_url).toBe(`/data/${bundle_id}/scene_${i + 1}.sign.webm`);
      const video = await media(scene.sign_video_url);
      expect(video.readUInt32BE(0)).toBe(0x1a45dfa3);
      const audioMs = await measureDurationMs(await media(scene.audio_url));
      expect(Math.abs((await videoMs(video)) - audioMs)).toBeLessThan(120);
      // The same video as MP4, for browsers that cannot play WebM.
      expect(scene.sign_video_mp4_url).toBe(`/data/${bundle_id}/scene_${i + 1}.sign.mp4`);
      const mp4 = await media(scene.sign_video_mp4_url);
      expect(isMp4(mp4)).toBe(true);
      expect(Math.abs((await videoMs(mp4)) - audioMs)).toBeLessThan(120);
    }
    const served = await t.app.inject(bundle.scenes[0].sign_video_url);
    expect(served.headers['content-type']).toBe('video/webm');
    const servedMp4 = await t.app.inject(bundle.scenes[0].sign_video_mp4_url);
    expect(servedMp4.headers['content-type']).toBe('video/mp4');
  }, 60_000);

  it('signs in ASL when no type is given', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await generateStory(t.app, { sign_language: true, scenes: 1 }, ana.headers);
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    expect(bundle.sign_language_type).toBe('ASL');
    expect(bundle.scenes[0].sign_video_url).toMatch(/\.sign\.webm$/);
  }, 60_000);

  it('makes no sign videos for a story without sign language', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await generateStory(t.app, { scenes: 1 }, ana.headers);
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    expect(bundle).toMatchObject({ sign_language: false, sign_language_type: null });
    expect(bundle.scenes[0].sign_video_url).toBeNull();
    expect(bundle.scenes[0].sign_video_mp4_url).toBeNull();
  });

  it('refuses sign language to a parent without the premium plan, and keeps nothing', async () => {
    const ana = await signedInApp({ PREMIUM_ALL: 'false' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ sign_language: true }),
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ ok: false, error: MESSAGES.signLanguagePremium });
    expect((await t.app.inject({ url: '/v1/stories/list?mine=1', headers: ana.headers })).json().total).toBe(
      0,
    );
  });

  it('lets a parent on the premium plan by email add it', async () => {
    const ana = await signedInApp({ PREMIUM_ALL: 'false', PREMIUM_EMAILS: 'Ana@example.com' });
    const { bundle_id } = await signedStory(ana, { scenes: 1 });
    expect(
      (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json().scenes[0].sign_video_url,
    ).not.toBeNull();
  }, 60_000);

  it('serves a private story’s sign video only through its owner’s signed link', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await signedStory(ana, { scenes: 1, privacy: 'private' });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle.scenes[0].sign_video_url).toMatch(/^\/v1\/media\/.+\.sign\.webm\?exp=\d+&sig=/);
    expect((await media(bundle.scenes[0].sign_video_url)).readUInt32BE(0)).toBe(0x1a45dfa3);
    expect((await t.app.inject(`/data/${bundle_id}/scene_1.sign.webm`)).statusCode).toBe(404);
    expect(bundle.scenes[0].sign_video_mp4_url).toMatch(/^\/v1\/media\/.+\.sign\.mp4\?exp=\d+&sig=/);
    expect(isMp4(await media(bundle.scenes[0].sign_video_mp4_url))).toBe(true);
    expect((await t.app.inject(`/data/${bundle_id}/scene_1.sign.mp4`)).statusCode).toBe(404);
  }, 60_000);

  it('spells only the child’s Latin name in a Hindi story, and says so', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await signedStory(ana, { scenes: 1, language: 'hi', child_name: 'Maya' });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle.warnings).toContain(
      'Fingerspelling uses English letters, so the sign support video of this Hindi story spells only Maya.',
    );
    expect(bundle.scenes[0].sign_video_url).not.toBeNull();
  }, 60_000);

  it('makes no video when nothing can be spelled, and says why', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await signedStory(ana, { scenes: 1, language: 'hi', child_name: 'माया' });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle.scenes[0].sign_video_url).toBeNull();
    expect(bundle.warnings).toContain(
      'Fingerspelling uses English letters, so this Hindi story has no sign support video.',
    );
  }, 60_000);

  it('times the signing again when the audio is regenerated in another voice', async () => {
    const ana = await signedInApp();
    const { bundle_id } = await signedStory(ana, { scenes: 1 });
    const before = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json().scenes[0];
    const res = await regenerateAudio(
      t.app,
      bundle_id,
      { tts_provider: 'builtin', tts_voice: 'builtin-bruno' },
      ana.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json().scenes[0];
    expect(after.sign_video_url).toMatch(/^\/data\/.+\/scene_1\.[0-9a-f]{8}\.sign\.webm$/);
    const audioMs = await measureDurationMs(await media(after.audio_url));
    expect(Math.abs((await videoMs(await media(after.sign_video_url))) - audioMs)).toBeLessThan(120);
    expect(after.sign_video_mp4_url).toMatch(/^\/data\/.+\/scene_1\.[0-9a-f]{8}\.sign\.mp4$/);
    expect(Math.abs((await videoMs(await media(after.sign_video_mp4_url))) - audioMs)).toBeLessThan(120);
    // The old videos are gone with the old narration.
    expect((await t.app.inject(before.sign_video_url)).statusCode).toBe(404);
    expect((await t.app.inject(before.sign_video_mp4_url)).statusCode).toBe(404);
  }, 90_000);
});

describe('a sign-video service (SIGN_VIDEO_URL)', () => {
  async function withService() {
    mock = await startSignVideoMock();
    const env = { SIGN_VIDEO_URL: `${mock.url}${SIGN_VIDEO_PATH}`, SIGN_VIDEO_API_KEY: MOCK_SIGN_VIDEO_KEY };
    const providers = createProviders(
      {
        ...buildTestConfigProviders(),
        signVideo: { url: env.SIGN_VIDEO_URL, apiKey: env.SIGN_VIDEO_API_KEY },
      },
      { policy: FAST_POLICY },
    );
    return signedInApp(env, providers);
  }

  it('makes each scene’s video with the service', async () => {
    const ana = await withService();
    const { bundle_id } = await signedStory(ana, { scenes: 2 });
    const sent = (mock as MockProvider<SignVideoFailure>).requests.map(
      (r) => r.json as Record<string, unknown>,
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ language: 'en', sign_language_type: 'BSL', text: expect.any(String) });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle.warnings).toEqual([]);
    // The service's plain 96 × 96 clip, not the builtin signer's.
    const probe = await runFfmpeg(
      ['-i', 'pipe:0', '-f', 'framemd5', 'pipe:1'],
      await media(bundle.scenes[0].sign_video_url),
    );
    expect(probe.toString()).toContain('96x96');
    // Its WebM is made into MP4 too, for browsers that cannot play WebM.
    const mp4 = await media(bundle.scenes[0].sign_video_mp4_url);
    expect(isMp4(mp4)).toBe(true);
    expect((await runFfmpeg(['-i', 'pipe:0', '-f', 'framemd5', 'pipe:1'], mp4)).toString()).toContain(
      '96x96',
    );
  }, 60_000);

  it('falls back to the builtin signer for a scene the service fails, and says so', async () => {
    const ana = await withService();
    mock?.fail('server-error', { times: 10 });
    const { bundle_id } = await signedStory(ana, { scenes: 1 });
    const bundle = (
      await t.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: ana.headers })
    ).json();
    expect(bundle.scenes[0].sign_video_url).toMatch(/\.sign\.webm$/);
    expect(bundle.warnings).toContain(
      'The sign video service could not make every sign video (HTTP 500), so the builtin signer fingerspelled those scenes.',
    );
  }, 60_000);
});

/** The providers a test app has without keys: the builtin engines. */
const buildTestConfigProviders = () => ({
  openai: null,
  llm: null,
  elevenlabs: null,
  stability: null,
  freepik: null,
  speechify: null,
  signVideo: null,
});
