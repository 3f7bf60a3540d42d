export interface MixRequest {
  /** Narration, mono, already padded with its lead-in and lead-out. */
  voice: Float32Array;
  /** Music bed, mono, same rate; cut or padded to the voice's length. */
  bed: Float32Array;
  sampleRate: number;
  fadeInMs: number;
  fadeOutMs: number;
}

/** Between phrases the bed sits this far under the speech level… */
export const BED_UNDER_SPEECH_DB = 14;
/** …and while a word is spoken it ducks this much further (22 dB under in all). */
export const DUCK_DB = 8;

const FRAME_MS = 10;
// The bed goes down a little before speech starts (the whole narration is known in advance, so
// the ducking can look ahead) and stays down through the short gaps between words.
const LOOKAHEAD_MS = 150;
const HOLD_MS = 350;
const ATTACK_MS = 80;
const RELEASE_MS = 450;

/**
 * The bed mixed under the narration: set relative to the speech's own loudness, ducked while
 * words are spoken, faded in and out. Computed offline from the whole narration, so the ducking
 * is deterministic and never pumps at a word's first syllable as a compressor would.
 */
export function mixUnderNarration({ voice, bed, sampleRate, fadeInMs, fadeOutMs }: MixRequest): Float32Array {
  const frame = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const frames = Math.ceil(voice.length / frame);
  const rms = new Float32Array(frames);
  let loudest = 0;
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const end = Math.min(voice.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) sum += (voice[i] as number) ** 2;
    rms[f] = Math.sqrt(sum / Math.max(1, end - f * frame));
    loudest = Math.max(loudest, rms[f] as number);
  }
  const threshold = Math.max(loudest * 10 ** (-40 / 20), 1e-5);
  const speaking = new Uint8Array(frames);
  let speechPower = 0;
  let speechFrames = 0;
  const before = Math.round(LOOKAHEAD_MS / FRAME_MS);
  const after = Math.round(HOLD_MS / FRAME_MS);
  for (let f = 0; f < frames; f++) {
    if ((rms[f] as number) <= threshold) continue;
    speechPower += (rms[f] as number) ** 2;
    speechFrames++;
    speaking.fill(1, Math.max(0, f - before), Math.min(frames, f + after + 1));
  }
  const speechDb = speechFrames > 0 ? 10 * Math.log10(speechPower / speechFrames) : -20;

  let bedPower = 0;
  for (const v of bed) bedPower += v * v;
  const bedDb = bedPower > 0 ? 10 * Math.log10(bedPower / bed.length) : 0;
  const baseDb = speechDb - BED_UNDER_SPEECH_DB - bedDb;

  // Per-frame gain in dB, smoothed: quick to duck, slow to come back.
  const gainDb = new Float32Array(frames);
  const attack = 1 - Math.exp(-FRAME_MS / ATTACK_MS);
  const release = 1 - Math.exp(-FRAME_MS / RELEASE_MS);
  let duck = speaking[0] ? 1 : 0;
  for (let f = 0; f < frames; f++) {
    const target = speaking[f] as number;
    duck += (target - duck) * (target > duck ? attack : release);
    gainDb[f] = baseDb - DUCK_DB * duck;
  }

  const fadeIn = Math.max(1, (fadeInMs * sampleRate) / 1000);
  const fadeOut = Math.max(1, (fadeOutMs * sampleRate) / 1000);
  const out = new Float32Array(voice.length);
  for (let i = 0; i < voice.length; i++) {
    const position = i / frame;
    const f = Math.min(frames - 1, Math.floor(position));
    const g0 = gainDb[f] as number;
    const g1 = gainDb[Math.min(frames - 1, f + 1)] as number;
    const gain = 10 ** ((g0 + (g1 - g0) * (position - f)) / 20);
    const fade = raisedCosine(Math.min(1, i / fadeIn, (voice.length - 1 - i) / fadeOut));
    out[i] = (voice[i] as number) + (bed[i] ?? 0) * gain * fade;
  }
  return out;
}

const raisedCosine = (x: number) => 0.5 - 0.5 * Math.cos(Math.PI * Math.max(0, x));
