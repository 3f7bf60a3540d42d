import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type User, voiceSamplePath } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStore } from '../../platform/media.ts';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import type { Providers } from '../../providers/registry.ts';
import type { SpeechProvider } from '../../providers/types.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { cloneMumVoice } from '../../test/voice-samples.ts';
import type { StoredVoiceClone } from './repository.ts';
import { VoicePreviews } from './voice-previews.ts';

let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let cloneVoice: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PREMIUM_ALL: 'true' } });
  [ana, bo] = [await signIn(t, 'ana'), await signIn(t, 'bo')];
  cloneVoice = `clone_${await cloneMumVoice(t, ana)}`;
}, 120_000);
afterAll(async () => t?.close());

const listen = (voice: string, language: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: voiceSamplePath(voice, language), headers });
const previewFiles = () => fs.readdirSync(path.join(t.config.privateMediaDir, 'voice-previews'));

describe('GET /v1/voices/{voice_id}/sample', () => {
  it('speaks a builtin voice once per language, keeps it, and lets the browser cache it', async () => {
    const first = await listen('builtin-luna', 'en');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(first.rawPayload.length).toBeGreaterThan(1000);
    expect(previewFiles()).toContain('builtin-builtin-luna-en.mp3');

    const again = await listen('builtin-luna', 'en');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const current = await listen('builtin-luna', 'en', { 'if-none-match': String(first.headers.etag) });
    expect(current.statusCode).toBe(304);

    const hebrew = await listen('builtin-luna', 'he');
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('reads an OpenAI voice with its builtin stand-in when OpenAI is not configured', async () => {
    const res = await listen('alloy', 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
  });

  it('says so when the voice is unknown, and makes nothing', async () => {
    const before = previewFiles();
    for (const voice of ['no-such-voice', 'a voice/with slashes', 'clone_']) {
      const res = await listen(voice, 'en', ana.headers);
      expect(res.statusCode, voice).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, error: MESSAGES.voiceNotFound });
    }
    expect(previewFiles()).toEqual(before);
  });

  it('refuses a language stories are not written in, or none', async () => {
    const unknown = await listen('builtin-luna', 'xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ok: false, error: MESSAGES.voiceSampleLanguage });
    const none = await t.app.inject({ url: '/v1/voices/builtin-luna/sample' });
    expect(none.statusCode).toBe(400);
  });

  it("plays a cloned voice only to its owner, kept privately with the clone's files", async () => {
    const own = await listen(cloneVoice, 'en', ana.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private, /);
    const folder = path.join(t.config.privateMediaDir, `voice-clone-${cloneVoice.slice('clone_'.length)}`);
    expect(fs.readdirSync(folder)).toContain('listen-en.mp3');

    const someoneElse = await listen(cloneVoice, 'en', bo.headers);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()).toMatchObject({ error: MESSAGES.voiceNotFound });
    const signedOut = await listen(cloneVoice, 'en');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: MESSAGES.signInToHearClone });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/voice/clone/${cloneVoice.slice('clone_'.length)}`,
      headers: ana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await listen(cloneVoice, 'en', ana.headers)).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    const operation = document.paths['/v1/voices/{voice_id}/sample'].get;
    expect(operation.operationId).toBe('getVoiceSample');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['audio/mpeg']);
  });
});

describe('VoicePreviews', () => {
  const mp3 = Buffer.from('ID3 fake mp3');
  const previewsWith = (speech: Partial<SpeechProvider>, timeoutMs = 1_000) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-previews-'));
    const media = new MediaStore(new LocalStorage(dir));
    const provider = { id: 'openai', voices: async () => [], ...speech } as SpeechProvider;
    const providers = {
      speech: [],
      resolveVoice: async () => ({ provider, voice: 'alloy', warning: null }),
    } as unknown as Providers;
    const previews = new VoicePreviews({
      providers,
      clones: { findOwned: async () => undefined },
      media,
      log: { warn: () => undefined },
      timeoutMs,
    });
    return { previews, media, dir };
  };

  it('answers a slow voice with a clear wait, and keeps the sample once it is made', async () => {
    let finish: () => void = () => {};
    const { previews, media } = previewsWith({
      speak: () =>
        new Promise((resolve) => {
          finish = () => resolve({ audio: mp3, format: 'mp3', words: [], durationMs: 900, warnings: [] });
        }),
    });
    await expect(previews.sample('alloy', 'en', undefined)).rejects.toMatchObject({
      status: 503,
      message: MESSAGES.voiceSampleSlow,
    });
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await media.read('private', 'voice-previews', 'openai-alloy-en.mp3')).toEqual(mp3);
    expect(await previews.sample('alloy', 'en', undefined)).toHaveProperty('file');
  });

  it('keeps no sample of a clone deleted while its sample was being spoken', async () => {
    let finish: () => void = () => {};
    let deleted = false;
    const service = {
      id: 'elevenlabs',
      voices: async () => [],
      speak: () =>
        new Promise((resolve) => {
          finish = () => resolve({ audio: mp3, format: 'mp3', words: [], durationMs: 900, warnings: [] });
        }),
    } as unknown as SpeechProvider;
    const clone = {
      id: 'c1',
      user_id: 'u1',
      voice_name: 'Mum',
      provider: 'elevenlabs',
      provider_voice_id: 'v1',
      sample_key: null,
      params: {
        match: {
          params: {
            version: 1,
            base: 'builtin-luna',
            gender: 'female',
            pitch: [180, 220],
            range: 60,
            rateFactor: 1,
            tone: '',
          },
        },
      },
      created_at: '2026-01-01T00:00:00.000Z',
    } as unknown as StoredVoiceClone;
    const media = new MediaStore(
      new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-previews-'))),
    );
    const previews = new VoicePreviews({
      providers: { speech: [service] } as unknown as Providers,
      clones: { findOwned: async () => (deleted ? undefined : clone) },
      media,
      log: { warn: () => undefined },
    });
    const asked = previews.sample('clone_c1', 'en', { uid: 'u1' } as User);
    await new Promise((resolve) => setTimeout(resolve, 20));
    deleted = true;
    finish();
    await expect(asked).rejects.toMatchObject({ status: 404 });
    expect(await media.read('private', 'voice-clone-c1', 'listen-en.mp3')).toBeNull();
  });

  it('plays what a stand-in read after the voice failed, without keeping it', async () => {
    const { previews, media } = previewsWith({
      speak: async () => ({
        audio: mp3,
        format: 'mp3',
        words: [],
        durationMs: 900,
        warnings: ['OpenAI could not read every scene'],
      }),
    });
    expect(await previews.sample('alloy', 'fr', undefined)).toEqual({ audio: mp3 });
    expect(await media.read('private', 'voice-previews', 'openai-alloy-fr.mp3')).toBeNull();
  });

  it('says it could not play the voice when speaking fails', async () => {
    const { previews } = previewsWith({
      speak: async () => {
        throw new Error('down');
      },
    });
    await expect(previews.sample('alloy', 'en', undefined)).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.voiceSampleFailed,
    });
  });
});
