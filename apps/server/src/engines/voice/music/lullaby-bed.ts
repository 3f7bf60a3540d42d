import { seededRandom } from '../../../lib/random.ts';
import { addNote, addPad } from './instruments.ts';
import { themeMusic } from './theme-music.ts';

export interface LullabyRequest {
  /** A story theme (ocean, space, christmas…); unknown themes get the bedtime lullaby. */
  theme: string;
  /** The same seed always gives the same bed. */
  seed: number;
  durationMs: number;
  sampleRate: number;
}

/** Loudness of a bed on its own (RMS, dBFS): quiet enough to sit under speech at -20 dBFS. */
export const BED_LEVEL_DBFS = -26;
const BED_PEAK_DBFS = -8;

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

/**
 * A soft procedural lullaby for a theme, synthesised from nothing: a chord progression played as
 * a pattern on a struck or plucked instrument over a slow pad and a soft bass, with a seeded
 * little motif repeated on each chord so it sounds composed rather than random. Mono, at
 * BED_LEVEL_DBFS.
 */
export function synthesizeLullabyBed({ theme, seed, durationMs, sampleRate }: LullabyRequest): Float32Array {
  const out = new Float32Array(Math.max(0, Math.round((durationMs * sampleRate) / 1000)));
  if (out.length === 0) return out;
  const music = themeMusic(theme);
  const random = seededRandom(seed ^ hashString(theme));
  const scale = music.mode === 'major' ? MAJOR : MINOR;
  const note = (degree: number, octave = 0) =>
    music.tonic + 12 * (octave + Math.floor(degree / 7)) + (scale[((degree % 7) + 7) % 7] as number);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

  const progression = pick(music.progressions);
  const beatS = 60 / music.bpm;
  const barS = beatS * music.beatsPerBar;
  const firstChord = Math.floor(random() * progression.length);
  // A two-bar motif of chord-tone steps (index into root, third, fifth, octave) or rests,
  // moving mostly stepwise; replayed on every chord.
  const motif: (number | null)[] = [];
  let tone = Math.floor(random() * 3);
  for (let beat = 0; beat < music.beatsPerBar * 2; beat++) {
    if (random() < 0.4) {
      motif.push(null);
      continue;
    }
    tone = Math.min(3, Math.max(0, tone + (random() < 0.7 ? pick([-1, 1]) : pick([-2, 2]))));
    motif.push(tone);
  }
  const humanize = (s: number) => Math.max(0, s + (random() - 0.5) * 0.012);
  const velocity = (v: number) => v * (0.9 + random() * 0.2);

  for (let bar = 0; bar * barS < durationMs / 1000; bar++) {
    const at = bar * barS;
    const root = progression[(firstChord + bar) % progression.length] as number;
    const chord = [root, root + 2, root + 4, root + 7];
    const chordNote = (index: number, octave = 0) => note(chord[index] as number, octave);

    addNote(out, sampleRate, at, note(root, -2), velocity(0.16), 'bass');
    if (music.beatsPerBar === 4)
      addNote(out, sampleRate, at + 2 * beatS, note(root + 4, -2), velocity(0.1), 'bass');
    if (music.pad !== 'none') {
      addPad(
        out,
        sampleRate,
        at,
        barS,
        [chordNote(0, -1), chordNote(1, -1), chordNote(2, -1)],
        0.1,
        music.pad,
      );
    }

    const lead = (startS: number, midi: number, v: number) =>
      addNote(out, sampleRate, humanize(startS), midi, velocity(v), music.lead);
    switch (music.pattern) {
      case 'arpeggio': {
        const order = [0, 1, 2, 3, 2, 1, 2, 1];
        for (let step = 0; step < music.beatsPerBar * 2; step++) {
          lead(
            at + (step * beatS) / 2,
            chordNote(order[step % order.length] as number),
            step % 2 ? 0.22 : 0.3,
          );
        }
        break;
      }
      case 'waltz':
        lead(at, chordNote(0), 0.32);
        lead(at + beatS, chordNote(1), 0.2);
        lead(at + 2 * beatS, chordNote(2), 0.2);
        break;
      case 'broken': {
        const order = [0, 2, 1, 2];
        for (let beat = 0; beat < music.beatsPerBar; beat++) {
          lead(at + beat * beatS, chordNote(order[beat % order.length] as number), beat === 0 ? 0.32 : 0.22);
          if (random() < 0.25) lead(at + (beat + 0.5) * beatS, chordNote(2), 0.15);
        }
        break;
      }
      case 'sparse':
        lead(at, chordNote(pick([0, 1, 2])), 0.3);
        if (random() < 0.6) lead(at + pick([1.5, 2, 2.5]) * beatS, chordNote(pick([1, 2, 3])), 0.22);
        break;
    }

    // The motif an octave up, softer than the pattern so it decorates rather than leads.
    for (let beat = 0; beat < music.beatsPerBar; beat++) {
      const step = motif[(bar % 2) * music.beatsPerBar + beat];
      if (step !== null && step !== undefined) lead(at + beat * beatS, chordNote(step, 1), 0.16);
    }
    if (music.sparkle && random() < 0.35) {
      addNote(
        out,
        sampleRate,
        humanize(at + pick([0.5, 1.5, 2.5]) * beatS),
        chordNote(pick([0, 1, 2]), 2),
        0.07,
        'celesta',
      );
    }
  }

  if (music.surf) addSurf(out, sampleRate, random, music.swell?.periodS ?? 7);
  if (music.swell) {
    const { periodS, depth } = music.swell;
    for (let i = 0; i < out.length; i++) {
      out[i] =
        (out[i] as number) * (1 - depth * 0.5 * (1 + Math.sin((2 * Math.PI * i) / (periodS * sampleRate))));
    }
  }
  const wet = reverb(out, sampleRate);
  for (let i = 0; i < out.length; i++) {
    out[i] = (out[i] as number) * (1 - music.reverb) + (wet[i] as number) * music.reverb * 1.6;
  }
  lowPass(out, sampleRate, music.brightnessHz);
  return normalize(out, sampleRate);
}

/** Soft low-passed noise swelling like waves on a shore. */
function addSurf(out: Float32Array, sampleRate: number, random: () => number, periodS: number): void {
  let a = 0;
  let b = 0;
  const k = 1 - Math.exp((-2 * Math.PI * 500) / sampleRate);
  for (let i = 0; i < out.length; i++) {
    a += k * (random() * 2 - 1 - a);
    b += k * (a - b);
    const wave = Math.sin((Math.PI * i) / (periodS * sampleRate)) ** 2;
    out[i] = (out[i] as number) + b * 0.5 * wave;
  }
}

/** A small Schroeder reverb (four combs into two all-passes): the bed's sense of a room. */
function reverb(input: Float32Array, sampleRate: number): Float32Array {
  const scale = sampleRate / 44100;
  const wet = new Float32Array(input.length);
  for (const delay of [1116, 1188, 1277, 1356]) {
    const d = Math.max(1, Math.round(delay * scale));
    const buffer = new Float32Array(d);
    let filtered = 0;
    for (let i = 0; i < input.length; i++) {
      const slot = i % d;
      const delayed = buffer[slot] as number;
      filtered = delayed * 0.7 + filtered * 0.3;
      buffer[slot] = (input[i] as number) + filtered * 0.8;
      wet[i] = (wet[i] as number) + delayed * 0.25;
    }
  }
  for (const delay of [556, 441]) {
    const d = Math.max(1, Math.round(delay * scale));
    const buffer = new Float32Array(d);
    for (let i = 0; i < wet.length; i++) {
      const slot = i % d;
      const delayed = buffer[slot] as number;
      const x = wet[i] as number;
      buffer[slot] = x + delayed * 0.5;
      wet[i] = delayed - x;
    }
  }
  return wet;
}

/** Two one-pole low-passes in series (12 dB/octave), in place. */
function lowPass(samples: Float32Array, sampleRate: number, cornerHz: number): void {
  const k = 1 - Math.exp((-2 * Math.PI * cornerHz) / sampleRate);
  let a = 0;
  let b = 0;
  for (let i = 0; i < samples.length; i++) {
    a += k * ((samples[i] as number) - a);
    b += k * (a - b);
    samples[i] = b;
  }
}

function normalize(samples: Float32Array, sampleRate: number): Float32Array {
  let sum = 0;
  let top = 0;
  for (const v of samples) {
    sum += v * v;
    top = Math.max(top, Math.abs(v));
  }
  if (top === 0) return samples;
  const rms = Math.sqrt(sum / samples.length);
  const gain = Math.min(10 ** (BED_LEVEL_DBFS / 20) / rms, 10 ** (BED_PEAK_DBFS / 20) / top);
  // A 20 ms fade at both ends so a bed cut to length never clicks.
  const edge = Math.max(1, Math.min(Math.round(0.02 * sampleRate), Math.floor(samples.length / 2)));
  for (let i = 0; i < samples.length; i++) {
    const fade = Math.min(1, i / edge, (samples.length - 1 - i) / edge);
    samples[i] = (samples[i] as number) * gain * fade;
  }
  return samples;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
