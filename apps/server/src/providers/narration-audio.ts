import type { WordTiming } from '@storyloom/contract';
import { decodeAudio } from '../engines/voice/encode-narration.ts';
import { FRAME_MS, frameRms, soundBounds, soundingFrames } from '../engines/voice/pcm.ts';
import { narrationWords } from '../engines/voice/speech-text.ts';
import { encodeOffThread, synthesizeOffThread } from '../engines/voice/speech-thread.ts';
import { createLimiter } from '../lib/concurrency.ts';
import { ProviderError } from './http/provider-error.ts';
import type { SpeechResult } from './types.ts';
import { orderedWords } from './word-times.ts';

/** Audio mixed with music is decoded at 24 kHz, an MP3 rate that keeps the voice whole. */
const MIX_RATE = 24_000;
/** Only measured: 16 kHz is plenty for finding speech and pauses, and decodes faster. */
const MEASURE_RATE = 16_000;
/** Sound kept around the speech when music is mixed in, so soft onsets and endings stay whole. */
const KEEP_MS = 40;
/** Silences at least this long count as pauses; tried in turn until both voices pause as often. */
const PAUSE_THRESHOLDS_MS = [180, 260, 380, 520];

export interface ProviderAudio {
  provider: string;
  /** The provider's MP3. */
  audio: Buffer;
  text: string;
  language: string;
  speechRate: number;
  music?: { theme: string; seed: number };
  /** The provider's own word timings, in ms into `audio`; without them the audio is aligned. */
  words?: WordTiming[];
  /** The builtin voice's timing of the same text, for audio without word timings. */
  builtinTiming?: Promise<BuiltinTiming>;
}

/** How the builtin voice says a text: its word timings and the stretches of speech between its pauses. */
export interface BuiltinTiming {
  words: WordTiming[];
  segments: Segment[][];
}

type Segment = { start: number; end: number };

/**
 * Decoding and mixing (ffmpeg) run on this machine's cores. When every scene's audio arrives at
 * once, taking them two at a time in arrival order finishes the first scenes first, so scene 1
 * is playable early instead of every scene finishing late together.
 */
const cpu = createLimiter(2);
/** The builtin engine speaks two texts at a time, one on each of its threads. */
const engine = createLimiter(2);

/**
 * Starts timing a text with a builtin voice. Providers without timestamps call it as they send
 * their request, so the builtin engine works while the provider speaks.
 */
export function builtinTiming(request: {
  text: string;
  language: string;
  voice: string;
  speechRate: number;
}): Promise<BuiltinTiming> {
  const timing = engine.run(async () => {
    const speech = await synthesizeOffThread(request);
    return { words: speech.words, segments: speechSegments(speech.pcm, speech.sampleRate) };
  });
  // A provider that fails first leaves the timing unread; its failure is then not an error of its own.
  timing.catch(() => undefined);
  return timing;
}

/**
 * Makes a provider's narration ready to store: measures it, gives it word timings when the
 * provider has none, and mixes the lullaby bed under it when asked.
 *
 * Alignment without provider timestamps: the audio is decoded with the packaged ffmpeg, and its
 * speech found between the leading and trailing silence. The builtin engine speaks the same text
 * (its word marks are exact for its own audio), and its timings are mapped onto the provider's
 * speech. When both voices pause the same number of times, each stretch between pauses is mapped
 * onto its counterpart; otherwise the whole speech is scaled linearly. Words therefore start and
 * end inside the real speech and follow its pauses, but within a sentence they follow the builtin
 * voice's rhythm, which differs from a cloud voice's by a fraction of a word.
 */
export async function finishNarration(input: ProviderAudio): Promise<SpeechResult> {
  const rate = input.music ? MIX_RATE : MEASURE_RATE;
  // Decoding needs no timing: the provider's audio is decoded while the builtin voice times the text.
  const pcm = await cpu.run(() => decode(input, rate));
  const timing = (input.words ? null : await input.builtinTiming) ?? null;
  const finishing = () => finish(input, pcm, rate, timing);
  // Mixing the music in runs on the cores too, so it waits its turn like a decode.
  return input.music ? cpu.run(finishing) : finishing();
}

async function decode(input: ProviderAudio, rate: number): Promise<Float32Array> {
  try {
    return await decodeAudio(input.audio, rate);
  } catch {
    throw new ProviderError(input.provider, `${input.provider}: the audio could not be decoded`, {
      kind: 'malformed',
    });
  }
}

async function finish(
  input: ProviderAudio,
  pcm: Float32Array,
  rate: number,
  timing: BuiltinTiming | null,
): Promise<SpeechResult> {
  const bounds = soundBounds(pcm, rate);
  if (pcm.length === 0 || !bounds) {
    throw new ProviderError(input.provider, `${input.provider}: the audio is empty or silent`, {
      kind: 'malformed',
    });
  }
  const toMs = (samples: number) => (samples * 1000) / rate;
  const durationMs = toMs(pcm.length);
  const texts = narrationWords(input.text, input.language).map((w) => w.text);
  const words = input.words
    ? orderedWords(
        texts,
        input.words.map((w) => ({ startMs: w.start_ms, endMs: w.end_ms })),
        durationMs,
      )
    : alignWithBuiltinVoice(timing, pcm, rate, texts);

  if (!input.music) {
    return { audio: input.audio, format: 'mp3', words, durationMs: Math.round(durationMs), warnings: [] };
  }
  const keep = Math.round((KEEP_MS * rate) / 1000);
  const from = Math.max(0, bounds.start - keep);
  const to = Math.min(pcm.length, bounds.end + keep);
  const encoded = await encodeOffThread({
    pcm: pcm.subarray(from, to),
    sampleRate: rate,
    music: input.music,
  });
  const shift = encoded.speechOffsetMs - toMs(from);
  const end = toMs(to - from) + encoded.speechOffsetMs;
  return {
    audio: encoded.bytes,
    format: 'mp3',
    words: words.map((w) => ({
      text: w.text,
      start_ms: Math.max(0, Math.round(w.start_ms + shift)),
      end_ms: Math.round(Math.min(end, w.end_ms + shift)),
    })),
    durationMs: encoded.durationMs,
    warnings: [],
  };
}

function alignWithBuiltinVoice(
  builtin: BuiltinTiming | null,
  pcm: Float32Array,
  rate: number,
  texts: string[],
): WordTiming[] {
  if (!builtin) throw new Error('audio without word timings needs the builtin timing');
  const theirs = speechSegments(pcm, rate);
  const map = segmentMap(builtin.segments, theirs);
  const durationMs = (pcm.length * 1000) / rate;
  return orderedWords(
    texts,
    builtin.words.map((w) => ({ startMs: map(w.start_ms), endMs: map(w.end_ms) })),
    durationMs,
  );
}

/**
 * The stretches of speech between pauses, in ms, for the first pause length at which there is
 * more than one stretch; a voice that never pauses gives one stretch from first to last sound.
 */
function speechSegments(samples: Float32Array, sampleRate: number): Segment[][] {
  const sounding = soundingFrames(frameRms(samples, sampleRate));
  const first = sounding.indexOf(1);
  const last = sounding.lastIndexOf(1);
  if (first < 0) return [[{ start: 0, end: (samples.length * 1000) / sampleRate }]];
  return PAUSE_THRESHOLDS_MS.map((threshold) => {
    const minFrames = Math.ceil(threshold / FRAME_MS);
    const segments: Segment[] = [];
    let start = first;
    let silent = 0;
    for (let f = first; f <= last; f++) {
      if (sounding[f]) {
        if (silent >= minFrames) {
          segments.push({ start: start * FRAME_MS, end: (f - silent) * FRAME_MS });
          start = f;
        }
        silent = 0;
      } else {
        silent++;
      }
    }
    segments.push({ start: start * FRAME_MS, end: (last + 1) * FRAME_MS });
    return segments;
  });
}

/**
 * A mapping from the builtin voice's time to the provider's: stretch onto stretch when some pause
 * length splits both voices into the same number of stretches, else the whole speech at once.
 */
function segmentMap(mine: Segment[][], theirs: Segment[][]): (ms: number) => number {
  let pair: [Segment[], Segment[]] | null = null;
  for (const a of mine) {
    const b = theirs.find((candidate) => candidate.length === a.length && a.length > 1);
    if (b) {
      pair = [a, b];
      break;
    }
  }
  const whole = (segments: Segment[][]): Segment[] => {
    const all = segments[0] as Segment[];
    return [{ start: (all[0] as Segment).start, end: (all.at(-1) as Segment).end }];
  };
  const [from, to] = pair ?? [whole(mine), whole(theirs)];
  return (ms) => {
    let index = from.findIndex((segment) => ms < segment.end);
    if (index < 0) index = from.length - 1;
    const a = from[index] as Segment;
    const b = to[index] as Segment;
    // A time inside a pause belongs to the start of the next stretch.
    const within = Math.min(Math.max(ms, a.start), a.end);
    const scale = (b.end - b.start) / Math.max(1, a.end - a.start);
    return b.start + (within - a.start) * scale;
  };
}
