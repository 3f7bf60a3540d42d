import { LIMITS } from '@storyloom/contract';
import { ESPEAK_SAMPLE_RATE } from '../espeak-engine.ts';
import { analyseSpeech, type SpeechAnalysis } from './analyse-speech.ts';
import { decodeSample, SampleDecodeError, type SampleFormat, sniffSampleFormat } from './decode-sample.ts';

/** Why a sample cannot make a voice. */
export type SampleProblem = 'format' | 'unreadable' | 'too-short' | 'too-long' | 'silent' | 'no-voice';

export class SampleRejected extends Error {
  override name = 'SampleRejected';
  constructor(
    readonly problem: SampleProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface CheckedSample {
  format: SampleFormat;
  analysis: SpeechAnalysis;
}

/** Below this the loudest moment of a recording is no louder than a quiet room's hiss. */
const SILENT_BELOW_DBFS = -50;
/** Less sound than this is not enough of a voice to measure. */
const MIN_SOUNDING_MS = 1500;
const MIN_VOICED_MS = 1000;

/**
 * Checks a voice sample from its bytes, whatever its name and type claim: one of the accepted
 * containers, decodable, 5 seconds to 5 minutes long, and holding a voice. It is decoded at the
 * builtin engine's own rate so a voice match compares like with like.
 */
export async function checkSample(bytes: Uint8Array): Promise<CheckedSample> {
  const format = sniffSampleFormat(bytes);
  if (!format) throw new SampleRejected('format', 'not a WAV, MP3 or M4A file');
  const sampleRate = ESPEAK_SAMPLE_RATE;
  const { min, max } = LIMITS.voiceSampleSeconds;
  let decoded: Awaited<ReturnType<typeof decodeSample>>;
  try {
    // One second past the longest accepted length tells "too long" from "just long enough".
    decoded = await decodeSample(bytes, format, { sampleRate, maxSeconds: max + 1 });
  } catch (error) {
    if (error instanceof SampleDecodeError) throw new SampleRejected('unreadable', error.message);
    throw error;
  }
  const seconds = decoded.samples.length / sampleRate;
  if (seconds < min) throw new SampleRejected('too-short', `${seconds.toFixed(1)} s long`);
  if (seconds > max) throw new SampleRejected('too-long', `more than ${max} s long`);
  const analysis = analyseSpeech(decoded.samples, sampleRate);
  if (analysis.peakLevelDbfs < SILENT_BELOW_DBFS) {
    throw new SampleRejected('silent', `peak ${analysis.peakLevelDbfs.toFixed(0)} dBFS`);
  }
  // Steady sound (a hum, hiss or music bed) never rises above its own background the way speech does.
  if (
    analysis.soundingMs < MIN_SOUNDING_MS ||
    analysis.voicedMs < MIN_VOICED_MS ||
    analysis.pitchHz === null
  ) {
    throw new SampleRejected(
      'no-voice',
      `${analysis.soundingMs} ms of sound, ${analysis.voicedMs} ms voiced`,
    );
  }
  return { format, analysis };
}
