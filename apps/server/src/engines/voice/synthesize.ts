import type { WordTiming } from '@storyloom/contract';
import { type BuiltinVoice, findBuiltinVoice, listBuiltinVoices } from './builtin-voices.ts';
import { espeakEngine, espeakVoiceChecker, speakSsml } from './espeak-engine.ts';
import { resolveEspeakLanguage } from './espeak-languages.ts';
import { japaneseReadings } from './japanese-readings.ts';
import { withSpokenNames } from './names/spoken-names.ts';
import { concat, peak, silence, soundBounds, speechLevelDbfs } from './pcm.ts';
import {
  narrationWords,
  type SpeechPhrase,
  segmentSpans,
  speechPieces,
  splitPhrases,
  toSsml,
} from './speech-text.ts';
import { wordTimings } from './word-timings.ts';

export interface SynthesizeRequest {
  text: string;
  /** App language code, e.g. "en", "zh". */
  language: string;
  /** A builtin voice value, e.g. "builtin-luna", or a voice defined at run time (a voice match). */
  voice: string | BuiltinVoice;
  /** The pacing's speech rate: 1.0, 0.85, 0.75 or 0.7. */
  speechRate: number;
}

export interface SynthesizedSpeech {
  /** Mono samples in [-1, 1], trimmed of leading and trailing silence. */
  pcm: Float32Array;
  sampleRate: number;
  /** One entry per word of the original text (Intl.Segmenter words), in order, in ms into `pcm`. */
  words: WordTiming[];
  /** Things the listener should know, e.g. a language read with another's pronunciation. */
  warnings: string[];
}

/** Thrown for a voice value that is not a builtin voice; callers answer it with a 400. */
export class UnknownBuiltinVoiceError extends Error {
  readonly code = 'unknown_voice';
  constructor(readonly voice: string) {
    super(
      `Unknown builtin voice "${voice}". Choose one of: ${listBuiltinVoices()
        .map((v) => v.value)
        .join(', ')}.`,
    );
    this.name = 'UnknownBuiltinVoiceError';
  }
}

/** espeak's words per minute at speech rate 1.0, "Quick & Snappy": a brisk read-aloud pace. */
const WORDS_PER_MINUTE = 170;
/** Silence kept around each phrase after trimming, so soft onsets and endings stay whole. */
const KEEP_BEFORE_MS = 20;
const KEEP_AFTER_MS = 40;
/** Speech peaks stay this far under full scale, leaving room for the music bed and MP3. */
const PEAK_CEILING_DBFS = -3;

const HEBREW_LETTERS = /[\u05D0-\u05EA]/;
const HEBREW_POINTS = /[\u05B0-\u05C7]/;

/** The voice a request names, or the `UnknownBuiltinVoiceError` callers answer with a 400. */
export function resolveBuiltinVoice(voice: string | BuiltinVoice): BuiltinVoice {
  const found = typeof voice === 'string' ? findBuiltinVoice(voice) : voice;
  if (!found) throw new UnknownBuiltinVoiceError(String(voice));
  return found;
}

/** Speaks narration with a builtin voice and reports when each word is spoken. */
export async function synthesize(request: SynthesizeRequest): Promise<SynthesizedSpeech> {
  const voice = resolveBuiltinVoice(request.voice);
  const speechRate = Number.isFinite(request.speechRate)
    ? Math.min(1.5, Math.max(0.5, request.speechRate))
    : 1;
  const warnings: string[] = [];

  const language = resolveEspeakLanguage(request.language, await espeakVoiceChecker());
  if (language.warning) warnings.push(language.warning);
  const espeakLanguage =
    language.espeak === 'en-us' && voice.englishVoice ? voice.englishVoice : language.espeak;
  const base = language.espeak.split('-')[0];
  if (base === 'he' && HEBREW_LETTERS.test(request.text) && !HEBREW_POINTS.test(request.text)) {
    warnings.push('Hebrew without vowel points (niqqud) may be mispronounced by the builtin voice.');
  }

  const words = narrationWords(request.text, request.language);
  const spans = withSpokenNames(
    base === 'ja' ? await japaneseReadings(request.text) : segmentSpans(request.text, request.language),
    language.espeak,
  );
  const pieces = speechPieces(spans, words);
  const phrases: SpeechPhrase[] =
    base === 'ko' ? splitPhrases(pieces, speechRate) : [{ pieces, pauseAfterMs: 0 }];

  const { sampleRate } = await espeakEngine();
  const parts: Float32Array[] = [];
  const marksMs: (number | undefined)[] = new Array(words.length).fill(undefined);
  let offsetMs = 0;
  for (const phrase of phrases) {
    const speech = await speakSsml({
      ssml: toSsml(phrase.pieces),
      language: espeakLanguage,
      voice,
      wordsPerMinute: WORDS_PER_MINUTE * speechRate * voice.rateFactor,
    });
    const bounds = soundBounds(speech.samples, sampleRate);
    if (!bounds) continue;
    const from = Math.max(0, bounds.start - Math.round((KEEP_BEFORE_MS * sampleRate) / 1000));
    const to = Math.min(speech.samples.length, bounds.end + Math.round((KEEP_AFTER_MS * sampleRate) / 1000));
    const trimmedMs = (from * 1000) / sampleRate;
    for (const [name, ms] of speech.marks) {
      const index = Number(name);
      if (Number.isInteger(index) && index >= 0 && index < words.length) {
        marksMs[index] = offsetMs + Math.max(0, ms - trimmedMs);
      }
    }
    parts.push(speech.samples.subarray(from, to));
    offsetMs += ((to - from) * 1000) / sampleRate;
    if (phrase.pauseAfterMs > 0) {
      parts.push(silence(phrase.pauseAfterMs, sampleRate));
      offsetMs += phrase.pauseAfterMs;
    }
  }

  const pcm = normalize(concat(parts), sampleRate, voice);
  return { pcm, sampleRate, words: wordTimings({ words, marksMs, samples: pcm, sampleRate }), warnings };
}

/** Brings speech to the voice's loudness, without letting peaks past the ceiling. */
function normalize(samples: Float32Array, sampleRate: number, voice: BuiltinVoice): Float32Array {
  const level = speechLevelDbfs(samples, sampleRate);
  const top = peak(samples);
  if (!Number.isFinite(level) || top === 0) return samples;
  const gain = Math.min(10 ** ((voice.levelDbfs - level) / 20), 10 ** (PEAK_CEILING_DBFS / 20) / top);
  return samples.map((v) => v * gain);
}
