import type { WordTiming } from '@storyloom/contract';
import { FRAME_MS, frameRms, soundBounds, soundingFrames } from './pcm.ts';
import type { NarrationWord } from './speech-text.ts';

/** Shortest time a word may get when its neighbours' marks leave it no room. */
const MIN_WORD_MS = 20;

export interface TimingInput {
  words: readonly NarrationWord[];
  /** When espeak reached each word's mark, in ms from the start of `samples`; undefined when lost. */
  marksMs: readonly (number | undefined)[];
  samples: Float32Array;
  sampleRate: number;
}

/**
 * Word timings from espeak's marks. A mark is reported when the engine reaches the word, which
 * after a comma is before the pause, so each start moves forward to where sound begins. Marks
 * that are lost or arrive out of order (espeak merges some short words, e.g. Chinese 地 before
 * 笑) are filled in by sharing the time between known marks by word length. A word ends where the
 * next begins; the last ends where the speech ends.
 */
export function wordTimings({ words, marksMs, samples, sampleRate }: TimingInput): WordTiming[] {
  const n = words.length;
  if (n === 0) return [];
  const toMs = (sample: number) => (sample * 1000) / sampleRate;
  const bounds = soundBounds(samples, sampleRate);
  const speechStart = bounds ? toMs(bounds.start) : 0;
  const speechEnd = Math.max(bounds ? toMs(bounds.end) : toMs(samples.length), speechStart + n * MIN_WORD_MS);

  // Keep only marks that move forward in time; the rest are shared out below.
  const times: (number | undefined)[] = new Array(n).fill(undefined);
  let last = Number.NEGATIVE_INFINITY;
  marksMs.forEach((mark, i) => {
    if (mark === undefined || i >= n) return;
    const t = Math.min(Math.max(mark, speechStart), speechEnd - MIN_WORD_MS);
    if (t > last) {
      times[i] = t;
      last = t;
    }
  });
  if (times[0] === undefined) {
    const first = times.findIndex((t) => t !== undefined);
    if (first > 0 && (times[first] as number) <= speechStart + first * MIN_WORD_MS) times[first] = undefined;
    times[0] = speechStart;
  }

  const sounding = soundingFrames(frameRms(samples, sampleRate));
  const anchors = times.flatMap((t, i) => (t === undefined ? [] : [i]));
  anchors.forEach((a, j) => {
    const next = anchors[j + 1];
    const nextTime = next === undefined ? speechEnd : (times[next] as number);
    const wordsInGroup = (next ?? n) - a;
    const latest = nextTime - wordsInGroup * MIN_WORD_MS;
    for (
      let f = Math.ceil((times[a] as number) / FRAME_MS);
      f * FRAME_MS < latest && f < sounding.length;
      f++
    ) {
      if (sounding[f]) {
        times[a] = Math.max(times[a] as number, f * FRAME_MS);
        break;
      }
    }
  });

  const weight = (i: number) => Math.max(1, [...(words[i] as NarrationWord).text].length);
  const starts = new Array<number>(n).fill(0);
  anchors.forEach((a, j) => {
    const next = anchors[j + 1] ?? n;
    const from = times[a] as number;
    const to = next < n ? (times[next] as number) : speechEnd;
    let total = 0;
    for (let i = a; i < next; i++) total += weight(i);
    let before = 0;
    for (let i = a; i < next; i++) {
      starts[i] = from + ((to - from) * before) / total;
      before += weight(i);
    }
  });

  const rounded: number[] = [];
  for (const start of starts) {
    const previous = rounded.at(-1);
    rounded.push(previous === undefined ? Math.round(start) : Math.max(previous + 1, Math.round(start)));
  }
  return words.map((word, i) => ({
    text: word.text,
    start_ms: rounded[i] as number,
    end_ms:
      i + 1 < n ? (rounded[i + 1] as number) : Math.max((rounded[i] as number) + 1, Math.round(speechEnd)),
  }));
}
