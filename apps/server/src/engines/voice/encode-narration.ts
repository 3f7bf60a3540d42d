import { runFfmpeg } from '../../lib/run-ffmpeg.ts';
import { synthesizeLullabyBed } from './music/lullaby-bed.ts';
import { mixUnderNarration } from './music/mix-under-narration.ts';
import { concat, peak, silence } from './pcm.ts';

export interface EncodeRequest {
  /** Mono narration in [-1, 1], as `synthesize` returns it. */
  pcm: Float32Array;
  sampleRate: number;
  /** When set, a lullaby bed for the theme is mixed under the narration. */
  music?: { theme: string; seed: number };
}

export interface EncodedNarration {
  bytes: Buffer;
  format: 'mp3';
  /** Length of the encoded audio: lead-in, narration and lead-out. */
  durationMs: number;
  /** Where the narration starts in the file: add it to every word timing from `synthesize`. */
  speechOffsetMs: number;
}

/** Silence before the first word, so players that start late or fade in never clip it. */
export const LEAD_IN_MS = 400;
/** After the last word: room to breathe, or for the music to fade out. */
const LEAD_OUT_MS = 400;
const MUSIC_LEAD_OUT_MS = 1800;
const MUSIC_FADE_OUT_MS = 1400;
/** Nothing leaves the mixer louder than this, so MP3 encoding cannot clip. */
const CEILING = 10 ** (-1 / 20);
const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
const DECODE_RATE = 44100;
const ENCODE_TIMEOUT_MS = 60_000;

/**
 * Encodes narration as MP3 through ffmpeg: mono, constant bitrate (64 kbps), at the engine's own
 * rate when MP3 allows it. espeak speaks at 22.05 kHz and the bed is mixed at that rate, so
 * resampling to 44.1 kHz would only add an empty upper band and double the encoder's work.
 * Constant bitrate keeps browsers' duration estimates exact although the piped MP3 has no
 * Xing header.
 */
export async function encodeNarration({ pcm, sampleRate, music }: EncodeRequest): Promise<EncodedNarration> {
  const leadOutMs = music ? MUSIC_LEAD_OUT_MS : LEAD_OUT_MS;
  let mix = concat([silence(LEAD_IN_MS, sampleRate), pcm, silence(leadOutMs, sampleRate)]);
  if (music) {
    const bed = synthesizeLullabyBed({
      theme: music.theme,
      seed: music.seed,
      durationMs: (mix.length * 1000) / sampleRate,
      sampleRate,
    });
    mix = mixUnderNarration({
      voice: mix,
      bed,
      sampleRate,
      fadeInMs: LEAD_IN_MS,
      fadeOutMs: MUSIC_FADE_OUT_MS,
    });
  }
  const top = peak(mix);
  if (top > CEILING) mix = mix.map((v) => (v * CEILING) / top);

  const bytes = await runFfmpeg(
    [
      ...['-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'],
      ...['-ar', String(MP3_RATES.includes(sampleRate) ? sampleRate : DECODE_RATE), '-ac', '1'],
      ...['-c:a', 'libmp3lame', '-b:a', '64k'],
      ...['-f', 'mp3', 'pipe:1'],
    ],
    toLittleEndianBytes(mix),
    ENCODE_TIMEOUT_MS,
  );
  if (bytes.length === 0) throw new Error('ffmpeg produced no MP3 data');
  return {
    bytes,
    format: 'mp3',
    durationMs: Math.round((mix.length * 1000) / sampleRate),
    speechOffsetMs: LEAD_IN_MS,
  };
}

/** Decodes any audio file ffmpeg reads to mono float samples at `sampleRate`. */
export async function decodeAudio(bytes: Uint8Array, sampleRate = DECODE_RATE): Promise<Float32Array> {
  const raw = await runFfmpeg(
    ['-i', 'pipe:0', '-f', 'f32le', '-ac', '1', '-ar', String(sampleRate), 'pipe:1'],
    bytes,
    ENCODE_TIMEOUT_MS,
  );
  const samples = new Float32Array(raw.length >> 2);
  for (let i = 0; i < samples.length; i++) samples[i] = raw.readFloatLE(i * 4);
  return samples;
}

function toLittleEndianBytes(samples: Float32Array): Buffer {
  const bytes = Buffer.alloc(samples.length * 4);
  for (let i = 0; i < samples.length; i++) bytes.writeFloatLE(samples[i] as number, i * 4);
  return bytes;
}
