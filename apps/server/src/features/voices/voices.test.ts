import fs from 'node:fs';
import path from 'node:path';
import { createCloneErrorMessage, MESSAGES, nameMessage, type VoiceClone } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureDurationMs } from '../../test/measure-duration.ts';
import { generateStory, multipart, regenerateAudio } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { hostileWavs, noiseSample, silentSample, speechSample } from '../../test/voice-samples.ts';
import { runAdminCommand } from './admin-command.ts';

// One app for the file: signing in and fitting voice matches are the slow parts, not the checks.
let t: TestApp;
let ana: SignedIn;
let bo: SignedIn;
let cy: SignedIn;
let wav: Buffer;

beforeAll(async () => {
  // Premium by email; cy signs in on the free plan.
  t = await buildTestApp({ env: { PREMIUM_ALL: 'false', PREMIUM_EMAILS: 'Ana@example.com,bo@example.com' } });
  [ana, bo, cy] = [await signIn(t, 'ana'), await signIn(t, 'bo'), await signIn(t, 'cy')];
  wav = await speechSample({ seconds: 8 });
}, 120_000);
afterAll(async () => t?.close());

interface Upload {
  voice_name?: string;
  language?: string;
  file?: { name: string; type: string; bytes: Buffer } | null;
}

function upload(who: SignedIn | null, { voice_name = 'Mum', language, file }: Upload = {}) {
  const chosen = file === undefined ? { name: 'mum.wav', type: 'audio/wav', bytes: wav } : file;
  const body = multipart(
    { voice_name, language },
    chosen ? { field: 'audio_file', name: chosen.name, type: chosen.type, bytes: chosen.bytes } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/voice/clone',
    payload: body.payload,
    headers: { ...body.headers, ...who?.headers },
  });
}

async function clone(who: SignedIn, fields: Upload = {}): Promise<VoiceClone> {
  const res = await upload(who, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clone;
}

const list = async (who: SignedIn) =>
  (await t.app.inject({ url: '/v1/voice/clones', headers: who.headers })).json();

/** A refused upload: the failure, with its reason as the detail, each named as the app reads them. */
const refusal = (detail: string) => {
  const named = nameMessage(detail);
  return {
    ok: false,
    error: MESSAGES.createCloneFailed,
    code: 'createCloneFailed',
    detail,
    ...(named ? { detail_code: named.code } : {}),
    ...(named?.params ? { params: named.params } : {}),
  };
};

const samplesDir = () => path.join(t.config.privateMediaDir);
const sampleFiles = (cloneId: string) => {
  const dir = path.join(samplesDir(), `voice-clone-${cloneId}`);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /v1/voice/clone', () => {
  it('makes a builtin voice match from a WAV sample, honestly labelled, and keeps the sample privately', async () => {
    const made = await clone(ana, { voice_name: '  Mum  ' });
    expect(made).toMatchObject({ voice_name: 'Mum', engine: 'builtin' });
    // The sample is Luna reading: the match starts from a female voice at her pitch.
    expect(made.match?.base_voice).toBe('Luna');
    expect(made.match?.pitch_hz).toBeGreaterThan(190);
    expect(Math.abs((made.match?.matched_pitch_hz ?? 0) - (made.match?.pitch_hz ?? 0))).toBeLessThan(15);

    expect(sampleFiles(made.id)).toEqual(['sample.wav']);
    const publicFiles = fs.readdirSync(t.config.publicMediaDir, { recursive: true }).map(String);
    expect(publicFiles.some((f) => f.includes(made.id))).toBe(false);
  });

  it.each([
    ['MP3', 'mum.mp3', 'audio/mpeg', 'mp3'],
    ['M4A', 'mum.m4a', 'audio/x-m4a', 'm4a'],
  ] as const)('accepts %s, checked from its bytes', async (_, name, type, format) => {
    const bytes = await speechSample({ seconds: 6, format });
    const made = await clone(ana, { voice_name: `Mum ${format}`, file: { name, type, bytes } });
    expect(sampleFiles(made.id)).toEqual([`sample.${format}`]);
  });

  it('accepts a file by its extension when the browser sent no audio type', async () => {
    await clone(ana, { file: { name: 'Recording.WAV', type: 'application/octet-stream', bytes: wav } });
  });

  it('refuses a signed-out caller', async () => {
    const res = await upload(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(refusal(MESSAGES.mustBeSignedIn));
  });

  it('refuses a free user with a detail that the web turns into the premium message', async () => {
    const res = await upload(cy);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refusal(MESSAGES.premiumNeeded));
    expect(createCloneErrorMessage(res.json().detail)).toBe(MESSAGES.premiumRequired);
    expect((await list(cy)).clones).toEqual([]);
    // The plan is checked before an upload is read.
    const big = { name: 'long.wav', type: 'audio/wav', bytes: Buffer.alloc(26 * 1024 * 1024) };
    expect((await upload(cy, { file: big })).statusCode).toBe(403);
  });

  it('lets a user an administrator made premium clone, and takes it back', async () => {
    const out: string[] = [];
    expect(await runAdminCommand(['plan', 'CY@example.com', 'premium'], t.db, (l) => out.push(l))).toBe(0);
    expect(out).toEqual(['CY@example.com is now on the premium plan.']);
    expect((await list(cy)).cloning).toEqual({ premium: true, engine: 'builtin' });
    await clone(cy, { voice_name: 'Cy' });

    expect(await runAdminCommand(['plan', 'cy@example.com', 'free'], t.db, () => undefined)).toBe(0);
    expect((await upload(cy)).statusCode).toBe(403);
    expect(await runAdminCommand(['plan', 'nobody@example.com', 'premium'], t.db, () => undefined)).toBe(1);
    expect(await runAdminCommand(['plan', 'cy@example.com', 'gold'], t.db, () => undefined)).toBe(2);
  });

  it.each([
    ['no name', { voice_name: '' }, MESSAGES.voiceNameRequired],
    ['a name of spaces', { voice_name: '   ' }, MESSAGES.voiceNameRequired],
    ['a 101-character name', { voice_name: 'x'.repeat(101) }, MESSAGES.voiceNameTooLong],
    ['no file', { file: null }, MESSAGES.voiceFileRequired],
    [
      'an empty file',
      { file: { name: 'mum.wav', type: 'audio/wav', bytes: Buffer.alloc(0) } },
      MESSAGES.voiceFileRequired,
    ],
    [
      'a text file',
      { file: { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') } },
      MESSAGES.voiceFileWrongType,
    ],
    [
      'an OGG recording',
      { file: { name: 'mum.ogg', type: 'audio/ogg', bytes: Buffer.from('OggS\0\x02', 'latin1') } },
      MESSAGES.voiceFileWrongType,
    ],
    ['another language', { language: 'fr' }, 'Voices are cloned in English (language en) only'],
  ])('refuses %s with the documented message as the detail', async (_, fields, detail) => {
    const res = await upload(ana, fields as Upload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(detail));
  });

  it('refuses a voice name of emoji or invisible characters alone, and keeps a name cleaned', async () => {
    const emoji = await upload(ana, { voice_name: '🎤🎤' });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json()).toEqual(refusal(MESSAGES.voiceNameNeedsLetter));
    const invisible = await upload(ana, { voice_name: '\u200b\u202e' });
    expect(invisible.json()).toEqual(refusal(MESSAGES.voiceNameRequired));
  });

  it('refuses a WAV whose header lies about its size, rate or channels, and stores nothing', async () => {
    const before = (await list(ana)).clones.length;
    for (const [what, bytes] of Object.entries(await hostileWavs())) {
      const res = await upload(ana, { file: { name: 'mum.wav', type: 'audio/wav', bytes } });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual(refusal(MESSAGES.voiceSampleUnreadable));
    }
    expect((await list(ana)).clones.length).toBe(before);
  });

  it('refuses a picture named like a WAV, from its bytes', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const res = await upload(ana, { file: { name: 'mum.wav', type: 'audio/wav', bytes: png } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceFileWrongType));
  });

  it('refuses a file that does not decode', async () => {
    const broken = Buffer.concat([
      Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
      Buffer.alloc(4096, 7),
    ]);
    const res = await upload(ana, { file: { name: 'mum.mp3', type: 'audio/mpeg', bytes: broken } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceSampleUnreadable));
  });

  it('refuses a 26 MB file while it is still arriving', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024);
    const res = await upload(ana, { file: { name: 'long.wav', type: 'audio/wav', bytes: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceFileTooLarge));
  });

  it('refuses a one-second sample', async () => {
    const bytes = await speechSample({ seconds: 1 });
    const res = await upload(ana, { file: { name: 'short.wav', type: 'audio/wav', bytes } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceSampleTooShort));
  });

  it('refuses a sample over five minutes', async () => {
    const bytes = await speechSample({ seconds: 301, format: 'mp3' });
    const res = await upload(ana, { file: { name: 'long.mp3', type: 'audio/mpeg', bytes } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceSampleTooLong));
  });

  it('refuses a silent sample', async () => {
    const bytes = await silentSample(10);
    const res = await upload(ana, { file: { name: 'quiet.wav', type: 'audio/wav', bytes } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceSampleSilent));
  });

  it('refuses a sample with sound but no voice', async () => {
    const bytes = await noiseSample(10);
    const res = await upload(ana, { file: { name: 'hiss.wav', type: 'audio/wav', bytes } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(MESSAGES.voiceSampleNoVoice));
  });

  it('stores nothing for a refused sample', async () => {
    const before = fs.readdirSync(samplesDir()).length;
    await upload(ana, { file: { name: 'quiet.wav', type: 'audio/wav', bytes: await silentSample(6) } });
    expect(fs.readdirSync(samplesDir()).length).toBe(before);
  });
});

describe('GET /v1/voice/clones', () => {
  it('lists only the caller’s own clones, newest first, with their plan and the engine', async () => {
    const first = await clone(bo, { voice_name: 'Dad' });
    const second = await clone(bo, { voice_name: 'Grandpa' });
    const answer = await list(bo);
    expect(answer.clones.map((c: VoiceClone) => c.id)).toEqual([second.id, first.id]);
    expect(answer.clones[0]).toMatchObject({ voice_name: 'Grandpa', created_at: expect.any(String) });
    expect(answer.cloning).toEqual({ premium: true, engine: 'builtin' });
    expect((await list(ana)).clones.map((c: VoiceClone) => c.id)).not.toContain(first.id);
  });

  it('tells a free user their plan', async () => {
    expect((await list(cy)).cloning).toEqual({ premium: false, engine: 'builtin' });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject('/v1/voice/clones')).statusCode).toBe(401);
  });
});

describe('DELETE /v1/voice/clone/{id}', () => {
  it('deletes the caller’s clone with its sample', async () => {
    const made = await clone(ana, { voice_name: 'Auntie' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/voice/clone/${made.id}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(ana)).clones.map((c: VoiceClone) => c.id)).not.toContain(made.id);
    expect(sampleFiles(made.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/voice/clone/${made.id}`,
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('treats another user’s clone as missing, and leaves it alone', async () => {
    const theirs = await clone(bo, { voice_name: 'Bo’s voice' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/voice/clone/${theirs.id}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await list(bo)).clones.map((c: VoiceClone) => c.id)).toContain(theirs.id);
    expect(sampleFiles(theirs.id)).toEqual(['sample.wav']);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/voice/clone/abc' })).statusCode).toBe(401);
  });
});

describe('stories read in a cloned voice', () => {
  let mum: VoiceClone;
  beforeAll(async () => {
    mum = await clone(ana, { voice_name: 'Mum for stories' });
  });

  const bundleOf = async (id: string, who: SignedIn) =>
    (await t.app.inject({ url: `/v1/stories/bundle/${id}`, headers: who.headers })).json();

  it('narrates a new story with the caller’s clone', async () => {
    const { bundle_id } = await generateStory(
      t.app,
      { scenes: 1, voice_clone_id: mum.id, tts_voice: undefined, tts_provider: undefined },
      ana.headers,
    );
    const bundle = await bundleOf(bundle_id, ana);
    expect(bundle).toMatchObject({
      status: 'ready',
      tts_voice: `clone_${mum.id}`,
      voice_used: `clone_${mum.id}`,
    });
    expect(bundle.warnings).toEqual([]);
    const audio = (await t.app.inject(bundle.scenes[0].audio_url)).rawPayload;
    expect(await measureDurationMs(audio)).toBeGreaterThan(1000);
    expect(bundle.scenes[0].words.length).toBeGreaterThan(0);
  });

  it('refuses someone else’s clone, and an anonymous caller', async () => {
    const theirs = await clone(bo, { voice_name: 'Not Ana’s' });
    const asAna = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      headers: ana.headers,
      payload: { child_name: 'Mia', theme: 'ocean', scenes: 1, voice_clone_id: theirs.id },
    });
    expect(asAna.statusCode).toBe(400);
    expect(asAna.json().error).toBe(MESSAGES.voiceUnavailable);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { child_name: 'Mia', theme: 'ocean', scenes: 1, voice_clone_id: mum.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(MESSAGES.signInForClonedVoice);
  });

  it('regenerates a story’s audio in the clone, and back in a builtin voice', async () => {
    const { bundle_id } = await generateStory(
      t.app,
      { scenes: 1, tts_voice: 'builtin-oliver', tts_provider: 'builtin' },
      ana.headers,
    );
    const before = await bundleOf(bundle_id, ana);
    const res = await regenerateAudio(t.app, bundle_id, { voice_clone_id: mum.id }, ana.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, tts_voice: `clone_${mum.id}` });
    const after = await bundleOf(bundle_id, ana);
    expect(after.tts_voice).toBe(`clone_${mum.id}`);
    expect(after.scenes[0].audio_url).not.toBe(before.scenes[0].audio_url);

    const back = await regenerateAudio(
      t.app,
      bundle_id,
      { tts_voice: 'builtin-luna', tts_provider: 'builtin' },
      ana.headers,
    );
    expect(back.json()).toEqual({ ok: true, tts_voice: 'builtin-luna' });
  });

  it('refuses to regenerate with someone else’s clone or a deleted one', async () => {
    const { bundle_id } = await generateStory(
      t.app,
      { scenes: 1, tts_voice: 'builtin-luna', tts_provider: 'builtin' },
      ana.headers,
    );
    const theirs = await clone(bo, { voice_name: 'Bo again' });
    const gone = await clone(ana, { voice_name: 'Soon gone' });
    await t.app.inject({ method: 'DELETE', url: `/v1/voice/clone/${gone.id}`, headers: ana.headers });
    for (const id of [theirs.id, gone.id]) {
      const res = await regenerateAudio(t.app, bundle_id, { voice_clone_id: id }, ana.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: MESSAGES.regenerateFailed,
        detail: MESSAGES.voiceUnavailable,
      });
    }
    expect((await bundleOf(bundle_id, ana)).tts_voice).toBe('builtin-luna');
  });
});

describe('the number of clones an account may keep', () => {
  let limited: TestApp;
  let dee: SignedIn;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { MAX_VOICE_CLONES_PER_ACCOUNT: '1', PREMIUM_ALL: 'true' } });
    dee = await signIn(limited, 'dee');
  }, 60_000);
  afterAll(async () => limited?.close());

  const uploadTo = (name: string) => {
    const body = multipart(
      { voice_name: name },
      { field: 'audio_file', name: 'me.wav', type: 'audio/wav', bytes: wav },
    );
    return limited.app.inject({
      method: 'POST',
      url: '/v1/voice/clone',
      payload: body.payload,
      headers: { ...body.headers, ...dee.headers },
    });
  };
  const cloneRows = () => limited.db.selectFrom('voice_clones').selectAll().execute();
  const sampleFolders = () =>
    fs.existsSync(limited.config.privateMediaDir) ? fs.readdirSync(limited.config.privateMediaDir) : [];

  it('keeps one of two clones made at once past the quota, and stores nothing of the other', async () => {
    const answers = await Promise.all([uploadTo('Me'), uploadTo('Also me')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toEqual(
      refusal('You can keep up to 1 voice clone. Please delete one before creating another.'),
    );
    expect(createCloneErrorMessage(refused?.json().detail)).toBe(refused?.json().detail);
    expect(await cloneRows()).toHaveLength(1);
    expect(sampleFolders()).toEqual([`voice-clone-${(await cloneRows())[0]?.id}`]);
  });

  it('refuses one more before reading the upload', async () => {
    const res = await uploadTo('Me again');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^You can keep up to 1 voice clone\./);
    expect(await cloneRows()).toHaveLength(1);
    expect(sampleFolders()).toHaveLength(1);
  });
});
