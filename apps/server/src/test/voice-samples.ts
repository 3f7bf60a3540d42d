import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { SampleFormat } from '../engines/voice/match/decode-sample.ts';
import { synthesize } from '../engines/voice/synthesize.ts';
import { runFfmpeg } from '../lib/run-ffmpeg.ts';
import { multipart } from './requests.ts';
import type { SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

const READING =
  'Once upon a time there was a little turtle who wanted to see the whole wide ocean. Every morning she swam a little further, and every evening she told her friends what she had found.';
const RATE = 16_000;
const ENCODERS: Record<SampleFormat, string[]> = {
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-f', 'ipod'],
};

const speech = new Map<string, Promise<Float32Array>>();

/** A builtin voice reading aloud at 16 kHz, made once per voice and pace. */
function reading(voice: string, speechRate: number): Promise<Float32Array> {
  const key = `${voice}@${speechRate}`;
  let made = speech.get(key);
  if (!made) {
    made = synthesize({ text: READING, language: 'en', voice, speechRate }).then(async (spoken) => {
      const bytes = Buffer.from(spoken.pcm.buffer, spoken.pcm.byteOffset, spoken.pcm.byteLength);
      const raw = await runFfmpeg(
        [
          '-f',
          'f32le',
          '-ar',
          String(spoken.sampleRate),
          '-ac',
          '1',
          '-i',
          'pipe:0',
          '-ar',
          String(RATE),
          '-f',
          'f32le',
          'pipe:1',
        ],
        bytes,
      );
      return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
    });
    speech.set(key, made);
  }
  return made;
}

/** Encodes 16 kHz mono samples through a file, so every container gets its full header. */
async function encode(samples: Float32Array, format: SampleFormat): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `storyloom-test-sample-${randomBytes(6).toString('hex')}.${format}`);
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  try {
    await runFfmpeg(
      ['-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', ...ENCODERS[format], '-y', file],
      pcm,
    );
    return await fs.readFile(file);
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** Exactly `seconds` of a sound, repeating it (with a short pause between) as often as needed. */
function fill(sound: Float32Array, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  const period = sound.length + Math.round(0.4 * RATE);
  for (let at = 0; at < out.length; at += period)
    out.set(sound.subarray(0, Math.min(sound.length, out.length - at)), at);
  return out;
}

/** Someone (a builtin voice) reading aloud for `seconds`, as a WAV, MP3 or M4A file. */
export async function speechSample(
  options: { seconds?: number; format?: SampleFormat; voice?: string; speechRate?: number } = {},
): Promise<Buffer> {
  const { seconds = 8, format = 'wav', voice = 'builtin-luna', speechRate = 1 } = options;
  return encode(fill(await reading(voice, speechRate), seconds), format);
}

/** Clones a voice named Mum for `who` from six seconds of English speech; returns the clone's id. */
export async function cloneMumVoice(t: TestApp, who: SignedIn): Promise<string> {
  const body = multipart(
    { voice_name: 'Mum', language: 'en' },
    { field: 'audio_file', name: 'mum.wav', type: 'audio/wav', bytes: await speechSample({ seconds: 6 }) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/voice/clone',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clone.id;
}

/** A recording of nothing at all. */
export const silentSample = (seconds: number, format: SampleFormat = 'wav') =>
  encode(new Float32Array(Math.round(seconds * RATE)), format);

/** Steady hiss, loud enough to be heard, with no voice in it. */
export function noiseSample(seconds: number, format: SampleFormat = 'wav'): Promise<Buffer> {
  let seed = 7;
  const samples = Float32Array.from({ length: Math.round(seconds * RATE) }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * 0.4;
  });
  return encode(samples, format);
}

/** A WAV with one field of its header overwritten, `offset` bytes from the start of the chunk `chunk`. */
function forgeWav(wav: Buffer, chunk: 'fmt ' | 'data', offset: number, write: (at: number) => void): Buffer {
  const at = wav.indexOf(chunk, 12, 'latin1');
  if (at < 0) throw new Error(`no ${chunk} chunk`);
  write(at + offset);
  return wav;
}

/** Six seconds of speech as WAVs whose headers lie: a 4 GB data chunk, a billion samples a second, 65535 channels. */
export async function hostileWavs(): Promise<Record<string, Buffer>> {
  const wav = () => speechSample({ seconds: 6 });
  const a = await wav();
  const b = await wav();
  const c = await wav();
  return {
    'a 4 GB data chunk': forgeWav(a, 'data', 4, (at) => a.writeUInt32LE(0xffff_fff0, at)),
    'a billion samples a second': forgeWav(b, 'fmt ', 12, (at) => b.writeUInt32LE(1_000_000_000, at)),
    '65535 channels': forgeWav(c, 'fmt ', 10, (at) => c.writeUInt16LE(0xffff, at)),
  };
}
