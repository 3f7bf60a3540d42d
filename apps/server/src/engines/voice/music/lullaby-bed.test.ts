import { THEME_VALUES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { BED_LEVEL_DBFS, synthesizeLullabyBed } from './lullaby-bed.ts';
import { BED_UNDER_SPEECH_DB, DUCK_DB, mixUnderNarration } from './mix-under-narration.ts';

const RATE = 22050;
const rmsDb = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return 10 * Math.log10(sum / Math.max(1, to - from) + 1e-12);
};
const seconds = (s: number) => Math.round(s * RATE);

describe('synthesizeLullabyBed', () => {
  it.each(THEME_VALUES)('plays a soft, click-free bed for %s', (theme) => {
    const bed = synthesizeLullabyBed({ theme, seed: 7, durationMs: 6000, sampleRate: RATE });
    expect(bed.length).toBe(seconds(6));
    let peak = 0;
    let largestStep = 0;
    let finite = true;
    for (let i = 0; i < bed.length; i++) {
      const v = bed[i] as number;
      finite &&= Number.isFinite(v);
      peak = Math.max(peak, Math.abs(v));
      if (i > 0) largestStep = Math.max(largestStep, Math.abs(v - (bed[i - 1] as number)));
    }
    expect(finite).toBe(true);
    expect(rmsDb(bed)).toBeCloseTo(BED_LEVEL_DBFS, 0);
    expect(20 * Math.log10(peak)).toBeLessThanOrEqual(-7.9);
    // A click is a jump between neighbouring samples; soft synthesised notes move far less.
    expect(largestStep).toBeLessThan(0.12);
    expect(Math.abs(bed[0] as number)).toBeLessThan(1e-3);
    expect(Math.abs(bed.at(-1) as number)).toBeLessThan(1e-3);
  });

  it('is the same for the same seed and differs by seed and theme', () => {
    const make = (theme: string, seed: number) =>
      Buffer.from(synthesizeLullabyBed({ theme, seed, durationMs: 3000, sampleRate: RATE }).buffer);
    expect(make('ocean', 1).equals(make('ocean', 1))).toBe(true);
    expect(make('ocean', 2).equals(make('ocean', 1))).toBe(false);
    expect(make('space', 1).equals(make('ocean', 1))).toBe(false);
  });

  it('still plays a soft bed for a theme it does not know', () => {
    for (const theme of ['volcano', 'toString']) {
      const bed = synthesizeLullabyBed({ theme, seed: 3, durationMs: 3000, sampleRate: RATE });
      expect(rmsDb(bed)).toBeCloseTo(BED_LEVEL_DBFS, 0);
    }
  });

  it('returns nothing for no time', () => {
    expect(synthesizeLullabyBed({ theme: 'ocean', seed: 1, durationMs: 0, sampleRate: RATE })).toHaveLength(
      0,
    );
  });
});

describe('mixUnderNarration', () => {
  // Speech stand-in: a 200 Hz tone at -20 dBFS RMS from 1 s to 3 s and from 5.5 s to 6.5 s.
  const voice = new Float32Array(seconds(8));
  const speaking = (i: number) =>
    (i >= seconds(1) && i < seconds(3)) || (i >= seconds(5.5) && i < seconds(6.5));
  for (let i = 0; i < voice.length; i++) {
    if (speaking(i)) voice[i] = 0.1414 * Math.sin((2 * Math.PI * 200 * i) / RATE);
  }
  const bed = synthesizeLullabyBed({ theme: 'ocean', seed: 5, durationMs: 8000, sampleRate: RATE });
  const mixed = mixUnderNarration({ voice, bed, sampleRate: RATE, fadeInMs: 400, fadeOutMs: 1000 });
  const music = mixed.map((v, i) => v - (voice[i] as number));

  it('keeps the bed about 22 dB under the speech while words are spoken', () => {
    const under = -20 - rmsDb(music, seconds(1.3), seconds(2.8));
    expect(under).toBeGreaterThan(BED_UNDER_SPEECH_DB + DUCK_DB - 2.5);
    expect(under).toBeLessThan(BED_UNDER_SPEECH_DB + DUCK_DB + 2.5);
  });

  it('lets the bed come back up in a long pause, still well under the speech', () => {
    const pause = rmsDb(music, seconds(4), seconds(5.2));
    const during = rmsDb(music, seconds(1.3), seconds(2.8));
    expect(pause).toBeGreaterThan(during + DUCK_DB / 2);
    expect(pause).toBeLessThan(-20 - BED_UNDER_SPEECH_DB + 3);
  });

  it('fades the bed in and out', () => {
    expect(Math.abs(music[0] as number)).toBeLessThan(1e-6);
    expect(rmsDb(music, 0, seconds(0.05))).toBeLessThan(rmsDb(music, seconds(0.4), seconds(0.9)) - 10);
    expect(Math.abs(music.at(-1) as number)).toBeLessThan(1e-6);
    expect(mixed).toHaveLength(voice.length);
  });
});
