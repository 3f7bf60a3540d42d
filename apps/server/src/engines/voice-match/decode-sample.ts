import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../voice/run-ffmpeg.ts';

/** The containers a voice sample may come in (spec §5: WAV, MP3, M4A). */
export type SampleFormat = 'wav' | 'mp3' | 'm4a';

/** The demuxer each format is read with: ffmpeg never guesses, so an upload cannot pick another one. */
const DEMUXERS: Record<SampleFormat, string> = { wav: 'wav', mp3: 'mp3', m4a: 'mov' };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** Which of the accepted containers the bytes are, from their first bytes; null for anything else. */
export function sniffSampleFormat(bytes: Uint8Array): SampleFormat | null {
  if (bytes.length < 12) return null;
  const riff = ascii(bytes, 0, 4);
  if ((riff === 'RIFF' || riff === 'RF64') && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'm4a';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  const [b0, b1] = [bytes[0] as number, bytes[1] as number];
  // An MPEG audio frame: 11 sync bits, then a layer other than 00 (00 is AAC in ADTS).
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0) return 'mp3';
  return null;
}

/** The sample could not be decoded as the format its bytes claim. */
export class SampleDecodeError extends Error {
  override name = 'SampleDecodeError';
}

export interface DecodedSample {
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  sampleRate: number;
}

/**
 * Decodes a sample to mono PCM with the packaged ffmpeg, at most `maxSeconds` of it (so a long
 * upload costs no more than the longest one accepted). The bytes go through a file rather than
 * a pipe because an M4A's index may sit at its end, which ffmpeg can only reach by seeking.
 */
export async function decodeSample(
  bytes: Uint8Array,
  format: SampleFormat,
  options: { sampleRate: number; maxSeconds: number },
): Promise<DecodedSample> {
  const file = path.join(os.tmpdir(), `storyloom-sample-${randomBytes(8).toString('hex')}.${format}`);
  // A parent's voice: readable by this user only, in a folder others can list.
  await fs.writeFile(file, bytes, { mode: 0o600 });
  let raw: Buffer;
  try {
    raw = await runFfmpeg(
      [
        '-f',
        DEMUXERS[format],
        '-i',
        file,
        '-map',
        '0:a:0',
        '-t',
        String(options.maxSeconds),
        '-ac',
        '1',
        '-ar',
        String(options.sampleRate),
        '-f',
        'f32le',
        'pipe:1',
      ],
      new Uint8Array(0),
      60_000,
    );
  } catch (error) {
    throw new SampleDecodeError(error instanceof Error ? error.message : String(error));
  } finally {
    await fs.rm(file, { force: true });
  }
  if (raw.length < 4) throw new SampleDecodeError('the sample holds no audio');
  const samples = new Float32Array(raw.length >> 2);
  for (let i = 0; i < samples.length; i++) samples[i] = raw.readFloatLE(i * 4);
  return { samples, sampleRate: options.sampleRate };
}
