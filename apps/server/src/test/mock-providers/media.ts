import { Resvg } from '@resvg/resvg-js';
import { runFfmpeg } from '../../lib/run-ffmpeg.ts';

/** Mock voices speak this fast: about a child-friendly reading pace. */
const MS_PER_CHAR = 55;
const LEAD_MS = 250;
const BUCKET_MS = 250;
const RATE = 24_000;

const clips = new Map<number, Promise<Buffer>>();

/** How long a mock voice takes to say a text, lead-in and lead-out included. */
export function mockSpeechMs(text: string): number {
  const speech = Math.max(500, text.length * MS_PER_CHAR);
  return Math.ceil((speech + 2 * LEAD_MS) / BUCKET_MS) * BUCKET_MS;
}

/** The part of a mock clip that sounds: after the lead-in, until the lead-out. */
export const mockSpeechBounds = (text: string) => ({ startMs: LEAD_MS, endMs: mockSpeechMs(text) - LEAD_MS });

/**
 * An MP3 the length a mock voice would take for the text: silence, a murmur of tone bursts, then
 * silence. Clips are cached by length, so a story's scenes cost one encode each at most.
 */
export function mockSpeechMp3(text: string): Promise<Buffer> {
  const total = mockSpeechMs(text);
  let clip = clips.get(total);
  if (!clip) {
    clip = encodeMp3(burstPcm(total));
    clips.set(total, clip);
  }
  return clip;
}

/** Encodes every clip up to a length ahead, so timing runs do not pay for the mock's own encoding. */
export async function warmMockSpeech(upToMs: number): Promise<void> {
  const lengths: number[] = [];
  for (let ms = BUCKET_MS; ms <= upToMs; ms += BUCKET_MS) lengths.push(ms);
  for (const ms of lengths) {
    if (!clips.has(ms)) clips.set(ms, encodeMp3(burstPcm(ms)));
    await clips.get(ms);
  }
}

function burstPcm(totalMs: number): Float32Array {
  const samples = new Float32Array(Math.round((totalMs * RATE) / 1000));
  const from = Math.round((LEAD_MS * RATE) / 1000);
  const to = samples.length - from;
  for (let i = from; i < to; i++) {
    const t = i / RATE;
    // 180 ms syllables with short gaps, as speech sounds to an envelope follower.
    const syllable = (t * 1000) % 180 < 150 ? 1 : 0;
    samples[i] =
      syllable * 0.3 * Math.sin(2 * Math.PI * 220 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t));
  }
  return samples;
}

async function encodeMp3(samples: Float32Array): Promise<Buffer> {
  const bytes = Buffer.alloc(samples.length * 4);
  for (let i = 0; i < samples.length; i++) bytes.writeFloatLE(samples[i] as number, i * 4);
  return runFfmpeg(
    [
      '-f',
      'f32le',
      '-ar',
      String(RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      '-f',
      'mp3',
      'pipe:1',
    ],
    bytes,
  );
}

let png: Buffer | null = null;
/** A small picture as a provider would send it (PNG). */
export function mockPng(): Buffer {
  png ??= Buffer.from(
    new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#4fc3f7"/><circle cx="32" cy="32" r="16" fill="#ffca28"/></svg>',
    )
      .render()
      .asPng(),
  );
  return png;
}

let jpeg: Promise<Buffer> | null = null;
/** The same picture as JPEG, as some providers send it. */
export function mockJpeg(): Promise<Buffer> {
  jpeg ??= runFfmpeg(
    ['-f', 'png_pipe', '-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'mjpeg', 'pipe:1'],
    mockPng(),
  );
  return jpeg;
}
