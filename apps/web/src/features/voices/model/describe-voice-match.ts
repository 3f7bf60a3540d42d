import type { VoiceClone } from '@storyloom/contract';

type VoiceMatch = NonNullable<VoiceClone['match']>;

/**
 * Grown-ups mostly speak between about 85 Hz and 255 Hz (lower voices mostly below 165 Hz, higher
 * ones above); the middle band keeps a typical voice from being called deep or high.
 */
function pitchWords(hz: number): string {
  if (hz < 165) return 'Deeper voice';
  if (hz <= 230) return 'Middle voice';
  return 'Higher voice';
}

/** Reading aloud runs at about 4 to 5.5 syllables a second; below is gentle, above is lively. */
function paceWords(syllablesPerSecond: number): string {
  if (syllablesPerSecond < 4) return 'Gentle pace';
  if (syllablesPerSecond <= 5.5) return 'Calm pace';
  return 'Lively pace';
}

/** A voice match in words a parent reads at a glance, e.g. 'Deeper voice · Calm pace'. */
export const describeVoiceMatch = (match: VoiceMatch): string =>
  `${pitchWords(match.matched_pitch_hz)} · ${paceWords(match.matched_syllables_per_second)}`;
