/** Frame length of the loudness envelope used to find speech and silence. */
export const FRAME_MS = 5;

/** Per-frame RMS of `samples` in frames of FRAME_MS. */
export function frameRms(samples: Float32Array, sampleRate: number): Float32Array {
  const size = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const frames = new Float32Array(Math.ceil(samples.length / size));
  for (let f = 0; f < frames.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * size);
    for (let i = f * size; i < end; i++) sum += (samples[i] as number) ** 2;
    frames[f] = Math.sqrt(sum / Math.max(1, end - f * size));
  }
  return frames;
}

/**
 * Which frames hold sound: louder than 45 dB under the loudest frame. Relative, because the
 * engine's level differs by voice; 45 dB keeps soft fricatives such as "f" and "h" as sound.
 */
export function soundingFrames(frames: Float32Array): Uint8Array {
  let loudest = 0;
  for (const v of frames) loudest = Math.max(loudest, v);
  const threshold = Math.max(loudest * 10 ** (-45 / 20), 1e-4);
  return Uint8Array.from(frames, (v) => (v > threshold ? 1 : 0));
}

/** First and last sounding sample, or null when everything is silent. */
export function soundBounds(
  samples: Float32Array,
  sampleRate: number,
): { start: number; end: number } | null {
  const sounding = soundingFrames(frameRms(samples, sampleRate));
  const first = sounding.indexOf(1);
  if (first < 0) return null;
  const last = sounding.lastIndexOf(1);
  const size = Math.round((sampleRate * FRAME_MS) / 1000);
  return { start: first * size, end: Math.min(samples.length, (last + 1) * size) };
}

/** Loudness of the sounding part of `samples`, in dBFS (RMS). */
export function speechLevelDbfs(samples: Float32Array, sampleRate: number): number {
  const frames = frameRms(samples, sampleRate);
  const sounding = soundingFrames(frames);
  let sum = 0;
  let count = 0;
  frames.forEach((v, i) => {
    if (sounding[i]) {
      sum += v * v;
      count++;
    }
  });
  return count === 0 ? -Infinity : 10 * Math.log10(sum / count);
}

/** Peak absolute sample value. */
export function peak(samples: Float32Array): number {
  let max = 0;
  for (const v of samples) max = Math.max(max, Math.abs(v));
  return max;
}

/** Joins sample arrays into one. */
export function concat(parts: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** `ms` of silence. */
export const silence = (ms: number, sampleRate: number) =>
  new Float32Array(Math.round((ms * sampleRate) / 1000));
