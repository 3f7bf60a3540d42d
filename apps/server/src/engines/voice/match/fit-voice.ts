import { type BuiltinVoice, findBuiltinVoice } from '../builtin-voices.ts';
import { synthesizeOffThread } from '../speech-thread.ts';
import { analyseSpeech, type SpeechAnalysis } from './analyse-speech.ts';

/** The measures a voice match aims at, and reports how close it came to. */
export interface VoiceMeasures {
  pitchHz: number;
  pitchSpreadSemitones: number;
  syllablesPerSecond: number;
  brightnessHz: number;
}

/** How the builtin engine speaks for a parent: a builtin voice with its knobs set from their sample. */
export interface VoiceMatchParams {
  version: 1;
  /** The builtin voice whose formants and character it starts from. */
  base: string;
  gender: 'female' | 'male';
  /** espeak's pitch line: the base and top of the voice's pitch, Hz. */
  pitch: [number, number];
  /** espeak's intonation range, 0–100. */
  range: number;
  /** Multiplies the pacing's speech rate. */
  rateFactor: number;
  /** espeak's equaliser line, from darker to brighter. */
  tone: string;
}

export interface VoiceMatch {
  params: VoiceMatchParams;
  /** What the sample measured. */
  sample: VoiceMeasures;
  /** What the matched voice measures, by the same analysis. */
  achieved: VoiceMeasures;
}

/** Below this median pitch a voice is matched from a male builtin voice. */
const MALE_BELOW_HZ = 165;
/**
 * Stories are read at the default pacing (0.85) unless the parent picks another, so the match is
 * made at that pacing: a story at the default pace goes at the parent's own pace.
 */
const FIT_SPEECH_RATE = 0.85;
const FIT_TEXT =
  'Once upon a time, a little fox found a shiny star in the snow. She carried it home, and every night it glowed softly beside her bed.';
/** espeak's equaliser curves, darkest first: the brightness knob the engine offers. */
export const TONES = [
  'tone 350 240 1200 120 2500 35 4000 12',
  'tone 400 230 1300 130 2800 50 4500 20',
  'tone 500 220 1500 140 3000 60 5000 30',
  'tone 600 200 1800 150 3500 90 5000 50',
  'tone 600 180 1800 170 3500 130 5000 90',
] as const;
/** How far each knob may go: beyond these espeak sounds strained, or a story drags or races. */
const LIMITS = {
  pitchBaseHz: [55, 330],
  pitchTopHz: [75, 480],
  range: [15, 100],
  rateFactor: [0.7, 1.35],
} as const;
const ROUNDS = 3;

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));
const round = (value: number, step = 1) => Math.round(value / step) * step;

const measuresOf = (analysis: SpeechAnalysis): VoiceMeasures => ({
  pitchHz: analysis.pitchHz ?? 0,
  pitchSpreadSemitones: analysis.pitchSpreadSemitones,
  syllablesPerSecond: analysis.syllablesPerSecond,
  brightnessHz: analysis.brightnessHz,
});

/** The engine's definition of a matched voice, ready to speak. */
export function matchedVoice(
  params: VoiceMatchParams,
  identity: { value: string; label: string },
): BuiltinVoice {
  const base = findBuiltinVoice(params.base) ?? (findBuiltinVoice('builtin-luna') as BuiltinVoice);
  let variant = base.variant.replace(/^pitch .*$/m, `pitch ${params.pitch[0]} ${params.pitch[1]}`);
  variant = /^tone /m.test(variant)
    ? variant.replace(/^tone .*$/m, params.tone)
    : `${variant}\n${params.tone}`;
  return {
    value: identity.value,
    label: identity.label,
    gender: params.gender,
    description: `A builtin voice matched to ${identity.label}'s pitch, pace and brightness`,
    variant,
    range: params.range,
    rateFactor: params.rateFactor,
    levelDbfs: base.levelDbfs,
  };
}

async function measure(params: VoiceMatchParams): Promise<VoiceMeasures> {
  const voice = matchedVoice(params, { value: 'voice-match-fit', label: 'fit' });
  const speech = await synthesizeOffThread({
    text: FIT_TEXT,
    language: 'en',
    voice,
    speechRate: FIT_SPEECH_RATE,
  });
  return measuresOf(analyseSpeech(speech.pcm, speech.sampleRate));
}

/**
 * Sets a builtin voice's pitch, intonation, pace and brightness to come as close to a sample as
 * the engine allows. The engine's response to its knobs is not linear, so it is measured: the
 * voice speaks a test text, the same analysis as the sample's measures it, and each knob is
 * corrected by the ratio still missing, three times; then the equaliser curve nearest in brightness is
 * picked. The result sounds like a builtin voice in the parent's register, not like the parent.
 */
export async function fitVoice(sample: SpeechAnalysis): Promise<VoiceMatch> {
  if (!sample.pitchHz) throw new Error('the sample has no voiced speech to match');
  const target = measuresOf(sample);
  const gender = target.pitchHz < MALE_BELOW_HZ ? 'male' : 'female';
  const base = findBuiltinVoice(gender === 'male' ? 'builtin-oliver' : 'builtin-luna') as BuiltinVoice;
  const [baseLow, baseHigh] = (/^pitch (\d+) (\d+)/m.exec(base.variant) ?? ['', '100', '150'])
    .slice(1)
    .map(Number) as [number, number];

  let params: VoiceMatchParams = {
    version: 1,
    base: base.value,
    gender,
    pitch: [baseLow, baseHigh],
    range: base.range,
    rateFactor: base.rateFactor,
    tone: TONES[2],
  };
  const adjust = (current: VoiceMatchParams, got: VoiceMeasures): VoiceMatchParams => {
    const pitchRatio = got.pitchHz > 0 ? target.pitchHz / got.pitchHz : 1;
    const low = clamp(current.pitch[0] * pitchRatio, LIMITS.pitchBaseHz);
    const high = clamp(Math.max(low + 10, current.pitch[1] * pitchRatio), LIMITS.pitchTopHz);
    const spreadRatio =
      got.pitchSpreadSemitones > 0 ? target.pitchSpreadSemitones / got.pitchSpreadSemitones : 1;
    const paceRatio = got.syllablesPerSecond > 0 ? target.syllablesPerSecond / got.syllablesPerSecond : 1;
    return {
      ...current,
      pitch: [round(low), round(high)],
      range: round(clamp(current.range * spreadRatio, LIMITS.range)),
      rateFactor: round(clamp(current.rateFactor * paceRatio, LIMITS.rateFactor), 0.01),
    };
  };
  for (let i = 0; i < ROUNDS; i++) params = adjust(params, await measure(params));

  let best: { params: VoiceMatchParams; achieved: VoiceMeasures } | null = null;
  for (const tone of TONES) {
    const candidate = { ...params, tone };
    const achieved = await measure(candidate);
    const miss = Math.abs(Math.log(achieved.brightnessHz / target.brightnessHz));
    const bestMiss = best ? Math.abs(Math.log(best.achieved.brightnessHz / target.brightnessHz)) : Infinity;
    if (miss < bestMiss) best = { params: candidate, achieved };
  }
  const chosen = best as { params: VoiceMatchParams; achieved: VoiceMeasures };
  return { params: chosen.params, sample: target, achieved: chosen.achieved };
}
