import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../../lib/run-ffmpeg.ts';

/** The containers a voice sample may come in (product §5: WAV, MP3, M4A). */
export type SampleFormat = 'wav' | 'mp3' | 'm4a';

/**
 * A sample of the longest accepted length decodes in about a second; one that takes this long is
 * built to make the decoder work, and is refused as unreadable.
 */
const DECODE_TIMEOUT_MS = 20_000;
const MAX_ALLOC_BYTES = 256 * 1024 * 1024;

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

/** What a real recording's WAV header stays within; outside it the header is broken or forged. */
const WAV = { maxChannels: 8, minRate: 8000, maxRate: 192_000, bits: [8, 16, 24, 32, 64], maxChunks: 64 };

/**
 * Checks a WAV's header before ffmpeg sees it: a format chunk with a plausible channel count,
 * sample rate and sample size, then a data chunk no longer than the file. Returns what is wrong,
 * or null. (A header claiming a 4 GB data chunk or a billion samples a second is refused here.)
 */
export function wavHeaderProblem(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rf64 = ascii(bytes, 0, 4) === 'RF64';
  let format = false;
  let at = 12;
  for (let chunks = 0; chunks < WAV.maxChunks && at + 8 <= bytes.length; chunks++) {
    const id = ascii(bytes, at, at + 4);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return 'the format chunk is cut short';
      const channels = view.getUint16(body + 2, true);
      const rate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (channels < 1 || channels > WAV.maxChannels) return `${channels} channels`;
      if (rate < WAV.minRate || rate > WAV.maxRate) return `a sample rate of ${rate} Hz`;
      if (!WAV.bits.includes(bits)) return `${bits}-bit samples`;
      format = true;
    } else if (id === 'data') {
      if (!format) return 'the audio comes before its format';
      // RF64 keeps the real length in its ds64 chunk and writes 0xFFFFFFFF here.
      if (!rf64 && size > bytes.length - body) {
        return `the data chunk claims ${size} bytes, but the file holds ${bytes.length - body}`;
      }
      return null;
    }
    // Chunks are padded to an even length.
    at = body + size + (size % 2);
  }
  return format ? 'there is no data chunk' : 'there is no format chunk';
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
 * Decodes a sample to mono PCM with ffmpeg, at most `maxSeconds` of it (so a long upload costs no
 * more than the longest one accepted), within a time limit. ffmpeg is told the container, so it
 * never guesses one, and may open nothing but the file (FFMPEG_BASE_ARGS). The bytes go through a file rather than
 * a pipe because an M4A's index may sit at its end, which ffmpeg can only reach by seeking.
 */
export async function decodeSample(
  bytes: Uint8Array,
  format: SampleFormat,
  options: { sampleRate: number; maxSeconds: number; timeoutMs?: number },
): Promise<DecodedSample> {
  if (format === 'wav') {
    const problem = wavHeaderProblem(bytes);
    if (problem) throw new SampleDecodeError(`not a readable WAV: ${problem}`);
  }
  const file = path.join(os.tmpdir(), `storyloom-sample-${randomBytes(8).toString('hex')}.${format}`);
  // A parent's voice: readable by this user only, in a folder others can list.
  await fs.writeFile(file, bytes, { mode: 0o600 });
  let raw: Buffer;
  try {
    raw = await runFfmpeg(
      [
        // No single allocation over 256 MB: a container's tables may not ask for gigabytes.
        '-max_alloc',
        String(MAX_ALLOC_BYTES),
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
      options.timeoutMs ?? DECODE_TIMEOUT_MS,
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
