import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type VoiceClone } from '@storyloom/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createProviders } from '../../providers/registry.ts';
import { FAST_POLICY } from '../../test/mock-providers/adapter-cases.ts';
import { type MockProviders, startMockProviders } from '../../test/mock-providers/all-providers.ts';
import type { MockRequest } from '../../test/mock-providers/mock-server.ts';
import { generateStory, multipart } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { speechSample } from '../../test/voice-samples.ts';

let t: TestApp | undefined;
let mocks: MockProviders;
let sample: Buffer;
let logged: { message: string }[];

beforeAll(async () => {
  sample = await speechSample({ seconds: 6 });
});
beforeEach(async () => {
  mocks = await startMockProviders();
  logged = [];
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await mocks.close();
});

const ELEVENLABS = () => ({
  ELEVENLABS_API_KEY: mocks.env.ELEVENLABS_API_KEY as string,
  ELEVENLABS_BASE_URL: mocks.env.ELEVENLABS_BASE_URL as string,
});
const SPEECHIFY = () => ({
  SPEECHIFY_API_KEY: mocks.env.SPEECHIFY_API_KEY as string,
  SPEECHIFY_BASE_URL: mocks.env.SPEECHIFY_BASE_URL as string,
});

/** The real app with only the given providers configured, pointed at their mocks. */
async function appWith(env: Record<string, string>, options: { dir?: string; keep?: boolean } = {}) {
  const providers = createProviders(loadConfig(env).providers, {
    policy: { ...FAST_POLICY, timeoutMs: 20_000 },
    log: { warn: (_, message) => logged.push({ message }) },
  });
  t = await buildTestApp({ env: { PREMIUM_ALL: 'true', ...env }, providers, ...options });
  return t;
}

async function cloneVoice(app: TestApp, who: SignedIn, name = 'Mum') {
  const body = multipart(
    { voice_name: name, language: 'en' },
    { field: 'audio_file', name: 'mum.wav', type: 'audio/wav', bytes: sample },
  );
  return app.app.inject({
    method: 'POST',
    url: '/v1/voice/clone',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}

const requestsTo = (requests: MockRequest[], method: string, pattern: RegExp) =>
  requests.filter((r) => r.method === method && pattern.test(r.path));

const cloneStory = async (app: TestApp, who: SignedIn, clone: VoiceClone) => {
  const { bundle_id } = await generateStory(
    app.app,
    { scenes: 1, audio_only: true, voice_clone_id: clone.id, tts_voice: undefined, tts_provider: undefined },
    who.headers,
  );
  return (await app.app.inject({ url: `/v1/stories/bundle/${bundle_id}`, headers: who.headers })).json();
};

describe('voice cloning with ElevenLabs', () => {
  it('clones the voice, reads stories with it under the clone’s name only, and deletes it', async () => {
    const app = await appWith(ELEVENLABS());
    const ana = await signIn(app, 'ana');
    const res = await cloneVoice(app, ana);
    expect(res.statusCode, res.body).toBe(200);
    const clone: VoiceClone = res.json().clone;
    expect(clone).toMatchObject({ voice_name: 'Mum', engine: 'elevenlabs', match: null });

    const [added] = requestsTo(mocks.elevenlabs.requests, 'POST', /^\/v1\/voices\/add$/);
    expect(added?.form?.get('name')).toBe('Mum');
    const voiceId = 'cloned1xPqR7s';
    expect((await app.app.inject({ url: '/v1/voice/clones', headers: ana.headers })).json().cloning).toEqual({
      premium: true,
      engine: 'elevenlabs',
    });
    // The parent's voice is nobody else's to pick.
    const options = (await app.app.inject('/v1/meta/openai-options')).json();
    expect(options.voices.elevenlabs.map((v: { value: string }) => v.value)).not.toContain(voiceId);

    const bundle = await cloneStory(app, ana, clone);
    expect(bundle).toMatchObject({
      tts_voice: `clone_${clone.id}`,
      voice_used: `clone_${clone.id}`,
      warnings: [],
    });
    expect(JSON.stringify(bundle)).not.toContain(voiceId);
    expect(
      requestsTo(mocks.elevenlabs.requests, 'POST', new RegExp(`/text-to-speech/${voiceId}/`)),
    ).toHaveLength(1);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `/v1/voice/clone/${clone.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      requestsTo(mocks.elevenlabs.requests, 'DELETE', new RegExp(`^/v1/voices/${voiceId}$`)),
    ).toHaveLength(1);
  });

  it('keeps the cloned voice from anyone asking for it by its ElevenLabs id', async () => {
    const app = await appWith(ELEVENLABS());
    const ana = await signIn(app, 'ana');
    expect((await cloneVoice(app, ana)).statusCode).toBe(200);
    const asVoice = await app.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: {
        child_name: 'Mia',
        theme: 'ocean',
        scenes: 1,
        tts_voice: 'cloned1xPqR7s',
        tts_provider: 'elevenlabs',
      },
    });
    expect(asVoice.statusCode).toBe(400);
    expect(asVoice.json().error).toBe(MESSAGES.voiceUnavailable);
  });

  it('says the service failed, and keeps nothing, when cloning fails', async () => {
    const app = await appWith(ELEVENLABS());
    const ana = await signIn(app, 'ana');
    mocks.elevenlabs.fail('server-error', { times: 10, path: /^\/v1\/voices\/add$/ });
    const res = await cloneVoice(app, ana);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      ok: false,
      error: MESSAGES.createCloneFailed,
      code: 'createCloneFailed',
      detail: 'ElevenLabs could not clone the voice (HTTP 500). Please try again later.',
    });
    expect((await app.app.inject({ url: '/v1/voice/clones', headers: ana.headers })).json().clones).toEqual(
      [],
    );
    const kept = fs.existsSync(app.config.privateMediaDir) ? fs.readdirSync(app.config.privateMediaDir) : [];
    expect(kept.filter((d) => d.startsWith('voice-clone-'))).toEqual([]);
  });

  it('reads a scene ElevenLabs fails with the clone’s voice match, and says so', async () => {
    const app = await appWith(ELEVENLABS());
    const ana = await signIn(app, 'ana');
    const clone: VoiceClone = (await cloneVoice(app, ana)).json().clone;
    mocks.elevenlabs.fail('server-error', { times: 10, path: /with-timestamps$/ });
    const bundle = await cloneStory(app, ana, clone);
    expect(bundle.status).toBe('ready');
    expect(bundle.warnings).toEqual([
      'ElevenLabs could not read every scene (HTTP 500), so the builtin voice matched to “Mum” read those scenes.',
    ]);
  });

  it('falls back to the voice match when the server no longer has ElevenLabs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-test-'));
    let app = await appWith(ELEVENLABS(), { dir, keep: true });
    const ana = await signIn(app, 'ana');
    const clone: VoiceClone = (await cloneVoice(app, ana)).json().clone;
    await app.close();

    app = await appWith({}, { dir });
    const again = await signIn(app, 'ana');
    const bundle = await cloneStory(app, again, clone);
    expect(bundle.warnings).toEqual([
      'ElevenLabs is not configured on this server, so a builtin voice matched to “Mum” read the story.',
    ]);
  });
});

describe('voice cloning with Speechify', () => {
  it('clones with the parent’s consent, reads through Speechify, and deletes the voice', async () => {
    const app = await appWith(SPEECHIFY());
    const ana = await signIn(app, 'ana');
    const res = await cloneVoice(app, ana, 'Mummy');
    expect(res.statusCode, res.body).toBe(200);
    const clone: VoiceClone = res.json().clone;
    expect(clone.engine).toBe('speechify');

    const [created] = requestsTo(mocks.speechify.requests, 'POST', /^\/v1\/voices$/);
    expect(JSON.parse(String(created?.form?.get('consent')))).toEqual({
      fullName: ana.session.user.displayName,
      email: 'ana@example.com',
    });
    expect(created?.form?.get('gender')).toBe('female');

    const bundle = await cloneStory(app, ana, clone);
    expect(bundle).toMatchObject({ tts_voice: `clone_${clone.id}`, voice_used: `clone_${clone.id}` });
    const spoken = requestsTo(mocks.speechify.requests, 'POST', /^\/v1\/audio\/speech$/);
    expect(spoken.map((r) => (r.json as { voice_id: string }).voice_id)).toEqual(['sf-personal-2']);

    await app.app.inject({ method: 'DELETE', url: `/v1/voice/clone/${clone.id}`, headers: ana.headers });
    expect(requestsTo(mocks.speechify.requests, 'DELETE', /^\/v1\/voices\/sf-personal-2$/)).toHaveLength(1);
  });
});
