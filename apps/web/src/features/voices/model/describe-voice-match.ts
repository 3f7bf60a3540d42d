import type { VoiceClone } from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

type VoiceMatch = NonNullable<VoiceClone['match']>;

/**
 * Grown-ups mostly speak between about 85 Hz and 255 Hz (lower voices mostly below 165 Hz, higher
 * ones above); the middle band keeps a typical voice from being called deep or high.
 */
function pitchWords(hz: number): MessageKey {
  if (hz < 165) return 'account.deeperVoice';
  if (hz <= 230) return 'account.middleVoice';
  return 'account.higherVoice';
}

/** Reading aloud runs at about 4 to 5.5 syllables a second; below is gentle, above is lively. */
function paceWords(syllablesPerSecond: number): MessageKey {
  if (syllablesPerSecond < 4) return 'account.gentlePace';
  if (syllablesPerSecond <= 5.5) return 'account.calmPace';
  return 'account.livelyPace';
}

/** A voice match in words a parent reads at a glance, e.g. 'Deeper voice' and 'Calm pace'. */
export const describeVoiceMatch = (match: VoiceMatch): { pitch: MessageKey; pace: MessageKey } => ({
  pitch: pitchWords(match.matched_pitch_hz),
  pace: paceWords(match.matched_syllables_per_second),
});
