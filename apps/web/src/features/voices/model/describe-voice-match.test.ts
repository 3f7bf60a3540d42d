import { describe, expect, it } from 'vitest';
import { describeVoiceMatch } from './describe-voice-match.ts';

const match = (hz: number, pace: number) => ({
  pitch_hz: hz,
  matched_pitch_hz: hz,
  syllables_per_second: pace,
  matched_syllables_per_second: pace,
  base_voice: 'Luna',
});

describe('describeVoiceMatch', () => {
  it('says how deep and how fast the voice is, in plain words', () => {
    expect(describeVoiceMatch(match(120, 4.7))).toEqual({
      pitch: 'account.deeperVoice',
      pace: 'account.calmPace',
    });
    expect(describeVoiceMatch(match(196, 3.6))).toEqual({
      pitch: 'account.middleVoice',
      pace: 'account.gentlePace',
    });
    expect(describeVoiceMatch(match(250, 6))).toEqual({
      pitch: 'account.higherVoice',
      pace: 'account.livelyPace',
    });
  });

  it('describes the voice the stories are read in, not the recording', () => {
    expect(describeVoiceMatch({ ...match(170, 4.7), matched_pitch_hz: 150 })).toEqual({
      pitch: 'account.deeperVoice',
      pace: 'account.calmPace',
    });
  });
});
