import type { Theme } from '@storyloom/contract';
import type { Instrument } from './instruments.ts';

/** How chord tones are laid out over each bar. */
export type Pattern = 'arpeggio' | 'waltz' | 'broken' | 'sparse';

/** The musical recipe of a theme's lullaby bed. */
export interface ThemeMusic {
  bpm: number;
  /** MIDI note of the tonic of the lead's octave. */
  tonic: number;
  mode: 'major' | 'minor';
  /** Chord roots as scale degrees (0 = tonic), one chord per bar; the seed picks one list. */
  progressions: readonly (readonly number[])[];
  beatsPerBar: 3 | 4;
  lead: Instrument;
  pattern: Pattern;
  /** Sustained chord under the pattern, or none. */
  pad: 'warm' | 'glass' | 'none';
  /** Slow swell of the whole bed, like waves: period in seconds and depth (0–1). */
  swell?: { periodS: number; depth: number };
  /** Soft filtered noise rising and falling like surf. */
  surf?: boolean;
  /** Rare high sparkles over the bed. */
  sparkle?: boolean;
  /** Share of reverb in the mix (0–1): more is dreamier, less is clearer. */
  reverb: number;
  /** Low-pass corner in Hz: keeps the bed from competing with consonants in the voice. */
  brightnessHz: number;
}

const POP = [
  [0, 5, 3, 4],
  [0, 3, 4, 0],
  [0, 4, 5, 3],
] as const;
const GENTLE = [
  [0, 3, 0, 4],
  [0, 5, 3, 4],
  [0, 3, 1, 4],
] as const;
// Natural-minor degrees i–VI–III–VII and friends: minor but never tense (no diminished chords).
const PLAYFUL_MINOR = [
  [0, 5, 2, 6],
  [0, 6, 5, 6],
  [0, 3, 5, 6],
] as const;

// Tempos stay between lullaby (52) and light play (92); keys sit the lead between C4 and C5 so
// it stays out of the voice's 100–300 Hz fundamental range as much as a bed can.
const MUSIC: Record<Theme, ThemeMusic> = {
  ocean: {
    bpm: 60,
    tonic: 62,
    mode: 'major',
    progressions: GENTLE,
    beatsPerBar: 3,
    lead: 'music-box',
    pattern: 'waltz',
    pad: 'warm',
    swell: { periodS: 7.5, depth: 0.35 },
    surf: true,
    reverb: 0.35,
    brightnessHz: 3200,
  },
  jungle: {
    bpm: 84,
    tonic: 65,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 4,
    lead: 'marimba',
    pattern: 'broken',
    pad: 'warm',
    reverb: 0.2,
    brightnessHz: 3500,
  },
  space: {
    bpm: 52,
    tonic: 69,
    mode: 'major',
    progressions: GENTLE,
    beatsPerBar: 4,
    lead: 'celesta',
    pattern: 'sparse',
    pad: 'glass',
    swell: { periodS: 11, depth: 0.2 },
    sparkle: true,
    reverb: 0.55,
    brightnessHz: 4200,
  },
  castle: {
    bpm: 72,
    tonic: 67,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 3,
    lead: 'harp',
    pattern: 'waltz',
    pad: 'warm',
    reverb: 0.35,
    brightnessHz: 3500,
  },
  dinosaur: {
    bpm: 76,
    tonic: 60,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 4,
    lead: 'marimba',
    pattern: 'broken',
    pad: 'warm',
    reverb: 0.2,
    brightnessHz: 3000,
  },
  halloween: {
    bpm: 92,
    tonic: 69,
    mode: 'minor',
    progressions: PLAYFUL_MINOR,
    beatsPerBar: 4,
    lead: 'pizzicato',
    pattern: 'broken',
    pad: 'none',
    reverb: 0.25,
    brightnessHz: 3500,
  },
  christmas: {
    bpm: 80,
    tonic: 72,
    mode: 'major',
    progressions: [
      [0, 3, 4, 0],
      [0, 5, 3, 4],
    ],
    beatsPerBar: 4,
    lead: 'bell',
    pattern: 'arpeggio',
    pad: 'warm',
    sparkle: true,
    reverb: 0.4,
    brightnessHz: 4500,
  },
  beach: {
    bpm: 80,
    tonic: 64,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 4,
    lead: 'marimba',
    pattern: 'arpeggio',
    pad: 'none',
    swell: { periodS: 6, depth: 0.25 },
    surf: true,
    reverb: 0.25,
    brightnessHz: 3500,
  },
  dragon: {
    bpm: 66,
    tonic: 62,
    mode: 'minor',
    progressions: PLAYFUL_MINOR,
    beatsPerBar: 3,
    lead: 'harp',
    pattern: 'waltz',
    pad: 'warm',
    reverb: 0.4,
    brightnessHz: 3200,
  },
  superhero: {
    bpm: 88,
    tonic: 70,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 4,
    lead: 'celesta',
    pattern: 'arpeggio',
    pad: 'warm',
    reverb: 0.25,
    brightnessHz: 4000,
  },
  doctor: {
    bpm: 60,
    tonic: 65,
    mode: 'major',
    progressions: GENTLE,
    beatsPerBar: 4,
    lead: 'music-box',
    pattern: 'sparse',
    pad: 'warm',
    reverb: 0.35,
    brightnessHz: 3200,
  },
  school: {
    bpm: 84,
    tonic: 67,
    mode: 'major',
    progressions: POP,
    beatsPerBar: 4,
    lead: 'celesta',
    pattern: 'broken',
    pad: 'none',
    reverb: 0.2,
    brightnessHz: 4000,
  },
  birthday: {
    bpm: 90,
    tonic: 65,
    mode: 'major',
    progressions: [
      [0, 4, 4, 0],
      [0, 3, 4, 0],
    ],
    beatsPerBar: 3,
    lead: 'music-box',
    pattern: 'waltz',
    pad: 'warm',
    sparkle: true,
    reverb: 0.25,
    brightnessHz: 4000,
  },
  bedtime: {
    bpm: 54,
    tonic: 65,
    mode: 'major',
    progressions: GENTLE,
    beatsPerBar: 3,
    lead: 'music-box',
    pattern: 'waltz',
    pad: 'warm',
    reverb: 0.45,
    brightnessHz: 2800,
  },
  custom: {
    bpm: 64,
    tonic: 63,
    mode: 'major',
    progressions: GENTLE,
    beatsPerBar: 4,
    lead: 'music-box',
    pattern: 'arpeggio',
    pad: 'warm',
    reverb: 0.35,
    brightnessHz: 3200,
  },
};

/** The recipe for a theme; anything unknown gets the bedtime lullaby. */
export function themeMusic(theme: string): ThemeMusic {
  return Object.hasOwn(MUSIC, theme) ? MUSIC[theme as Theme] : MUSIC.bedtime;
}
