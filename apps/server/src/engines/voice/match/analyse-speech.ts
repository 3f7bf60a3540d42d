/** What a recording of someone reading aloud tells about their voice. */
export interface SpeechAnalysis {
  durationMs: number;
  /** Loudness of the loudest 10 ms, in dBFS: a silent recording stays far below speech. */
  peakLevelDbfs: number;
  /** Time with sound clearly above the recording's own background. */
  soundingMs: number;
  /** Time in which a pitch was heard (vowels and voiced consonants). */
  voicedMs: number;
  /** Median fundamental frequency of the voiced frames, Hz; null when none was found. */
  pitchHz: number | null;
  /** How much the pitch moves (the intonation), in semitones: the spread of the middle half. */
  pitchSpreadSemitones: number;
  /** Syllables per second of sounding time (the articulation rate: pauses are left out). */
  syllablesPerSecond: number;
  /** RMS frequency of the sounding parts, Hz: higher for a brighter, thinner voice. */
  brightnessHz: number;
}

const FRAME_MS = 10;
/** Pitch is looked for in the range of adult and children's speaking voices. */
const MIN_PITCH_HZ = 65;
const MAX_PITCH_HZ = 420;
const PITCH_WINDOW_MS = 30;
const PITCH_HOP_MS = 20;
/** A frame is voiced when it correlates this well with itself one period later. */
const VOICED_CORRELATION = 0.6;
/** Syllable nuclei must stand this far above the dip before them (as in De Jong & Wempe's method). */
const SYLLABLE_DIP_DB = 2;
const MIN_SYLLABLE_GAP_MS = 90;
/** Analysing more than this adds little to the estimates and costs time on long samples. */
const MAX_ANALYSED_SECONDS = 120;

const db = (rms: number) => 20 * Math.log10(Math.max(rms, 1e-9));

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

function frameRms(samples: Float32Array, size: number): Float32Array {
  const frames = new Float32Array(Math.floor(samples.length / size));
  for (let f = 0; f < frames.length; f++) {
    let sum = 0;
    for (let i = f * size; i < (f + 1) * size; i++) sum += (samples[i] as number) ** 2;
    frames[f] = Math.sqrt(sum / size);
  }
  return frames;
}

/**
 * Averages `factor` samples into one: a crude low-pass and decimation, enough for pitch and
 * syllable envelopes, which live below 2 kHz.
 */
function decimate(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j] as number;
    out[i] = sum / factor;
  }
  return out;
}

/**
 * Pitch of each voiced frame by normalised autocorrelation. The first correlation peak close to
 * the best one is taken, so a clear voice is not read an octave low.
 */
function pitchTrack(
  x: Float32Array,
  rate: number,
  isSounding: (ms: number) => boolean,
): { pitches: number[]; voicedFrames: number } {
  const minLag = Math.floor(rate / MAX_PITCH_HZ);
  const maxLag = Math.ceil(rate / MIN_PITCH_HZ);
  const window = Math.round((rate * PITCH_WINDOW_MS) / 1000);
  const hop = Math.round((rate * PITCH_HOP_MS) / 1000);
  const correlation = new Float64Array(maxLag + 2);
  const pitches: number[] = [];
  for (let start = 0; start + window + maxLag + 1 < x.length; start += hop) {
    if (!isSounding(((start + window / 2) * 1000) / rate)) continue;
    let e1 = 0;
    for (let i = 0; i < window; i++) e1 += (x[start + i] as number) ** 2;
    if (e1 <= 0) continue;
    let e2 = 0;
    for (let i = 0; i < window; i++) e2 += (x[start + minLag - 1 + i] as number) ** 2;
    let best = -1;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      if (lag > minLag - 1) {
        const leaving = x[start + lag - 1] as number;
        const entering = x[start + lag + window - 1] as number;
        e2 += entering * entering - leaving * leaving;
      }
      let sum = 0;
      for (let i = 0; i < window; i++) sum += (x[start + i] as number) * (x[start + i + lag] as number);
      const r = e2 > 0 ? sum / Math.sqrt(e1 * e2) : 0;
      correlation[lag] = r;
      if (lag >= minLag && lag <= maxLag && (best < 0 || r > (correlation[best] as number))) best = lag;
    }
    const top = correlation[best] as number;
    if (best < 0 || top < VOICED_CORRELATION) continue;
    let chosen = best;
    for (let lag = minLag; lag < best; lag++) {
      const r = correlation[lag] as number;
      if (r >= 0.9 * top && r >= (correlation[lag - 1] as number) && r >= (correlation[lag + 1] as number)) {
        chosen = lag;
        break;
      }
    }
    const [a, b, c] = [correlation[chosen - 1], correlation[chosen], correlation[chosen + 1]] as [
      number,
      number,
      number,
    ];
    const curve = a - 2 * b + c;
    const offset = curve < 0 ? (0.5 * (a - c)) / curve : 0;
    pitches.push(rate / (chosen + Math.max(-0.5, Math.min(0.5, offset))));
  }
  return { pitches, voicedFrames: pitches.length };
}

/** Counts syllable nuclei: peaks of the smoothed loudness that rise clearly above the dip before them. */
function countSyllables(envelopeDb: Float32Array, sounding: Uint8Array): number {
  const smooth = new Float32Array(envelopeDb.length);
  for (let i = 0; i < smooth.length; i++) {
    const from = Math.max(0, i - 2);
    const to = Math.min(smooth.length - 1, i + 2);
    let sum = 0;
    for (let j = from; j <= to; j++) sum += envelopeDb[j] as number;
    smooth[i] = sum / (to - from + 1);
  }
  const minGap = MIN_SYLLABLE_GAP_MS / FRAME_MS;
  let count = 0;
  let lastPeak = -Infinity;
  let lastPeakLevel = -Infinity;
  let dip = Infinity;
  for (let i = 1; i < smooth.length - 1; i++) {
    const level = smooth[i] as number;
    if (!sounding[i]) {
      dip = Math.min(dip, level);
      // A pause ends the syllable: whatever follows starts from the silence.
      lastPeakLevel = -Infinity;
      continue;
    }
    dip = Math.min(dip, level);
    const isPeak = level >= (smooth[i - 1] as number) && level > (smooth[i + 1] as number);
    if (!isPeak || level - dip < SYLLABLE_DIP_DB) continue;
    if (i - lastPeak < minGap) {
      // Two maxima in one syllable: keep the louder.
      if (level > lastPeakLevel) {
        lastPeak = i;
        lastPeakLevel = level;
      }
      continue;
    }
    count += 1;
    lastPeak = i;
    lastPeakLevel = level;
    dip = level;
  }
  return count;
}

/**
 * Measures a voice from a recording of speech: loudness, how much of it sounds and is voiced,
 * pitch and intonation (autocorrelation), pace (syllable nuclei of the loudness envelope) and
 * brightness (RMS frequency, from the energy of the signal's slope). The same measures are
 * taken of the builtin engine's speech when a voice is fitted, so their biases cancel.
 */
export function analyseSpeech(all: Float32Array, sampleRate: number): SpeechAnalysis {
  const durationMs = (all.length * 1000) / sampleRate;
  const samples = all.subarray(0, Math.min(all.length, MAX_ANALYSED_SECONDS * sampleRate));
  const size = Math.round((sampleRate * FRAME_MS) / 1000);
  const rms = frameRms(samples, size);
  const levels = Array.from(rms, db);
  const peakLevelDbfs = levels.reduce((top, level) => Math.max(top, level), -180);

  // Sound: within 30 dB of the loudest frames and 10 dB above the background.
  const loud = percentile(levels, 0.98);
  const floor = percentile(levels, 0.1);
  const threshold = Math.max(loud - 30, floor + 10, -60);
  const sounding = Uint8Array.from(levels, (level) => (level > threshold ? 1 : 0));
  const soundingFrames = sounding.reduce((n, v) => n + v, 0);
  const isSounding = (ms: number) => sounding[Math.floor(ms / FRAME_MS)] === 1;

  const factor = Math.max(1, Math.round(sampleRate / 8000));
  const low = decimate(samples, factor);
  const lowRate = sampleRate / factor;
  const { pitches, voicedFrames } = pitchTrack(low, lowRate, isSounding);
  const pitchHz = pitches.length ? percentile(pitches, 0.5) : null;
  const semitones = pitchHz ? pitches.map((p) => 12 * Math.log2(p / pitchHz)) : [];
  const pitchSpreadSemitones = semitones.length
    ? (percentile(semitones, 0.75) - percentile(semitones, 0.25)) / 1.35
    : 0;

  const syllables = countSyllables(Float32Array.from(levels), sounding);
  const syllablesPerSecond = soundingFrames ? syllables / ((soundingFrames * FRAME_MS) / 1000) : 0;

  let energy = 0;
  let slope = 0;
  for (let f = 0; f < sounding.length; f++) {
    if (!sounding[f]) continue;
    for (let i = Math.max(1, f * size); i < (f + 1) * size; i++) {
      const v = samples[i] as number;
      energy += v * v;
      slope += (v - (samples[i - 1] as number)) ** 2;
    }
  }
  // For a tone of frequency f the slope's energy is 4 sin²(πf/rate) times the signal's.
  const brightnessHz =
    energy > 0 ? (sampleRate / Math.PI) * Math.asin(Math.min(1, Math.sqrt(slope / energy / 4))) : 0;

  return {
    durationMs,
    peakLevelDbfs,
    soundingMs: soundingFrames * FRAME_MS,
    voicedMs: voicedFrames * PITCH_HOP_MS,
    pitchHz,
    pitchSpreadSemitones,
    syllablesPerSecond,
    brightnessHz,
  };
}
