import type { WordTiming } from '@storyloom/contract';
import { narrationWords } from '../engines/voice/speech-text.ts';

/** A stretch of the input text, by UTF-16 offsets, and when the voice said it. */
export interface TimedSpan {
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

const MIN_WORD_MS = 20;

/**
 * The player's words (Intl.Segmenter words of the text) timed from a provider's character or
 * word marks. A word takes the times of the marks it overlaps; a word no mark covers shares the
 * time between its neighbours. The result is in order, inside the audio, with no empty words.
 */
export function wordsFromSpans(
  text: string,
  language: string,
  spans: readonly TimedSpan[],
  durationMs: number,
): WordTiming[] {
  const words = narrationWords(text, language);
  const timed = words.map((word) => {
    let startMs = Number.POSITIVE_INFINITY;
    let endMs = Number.NEGATIVE_INFINITY;
    for (const span of spans) {
      if (span.start < word.end && span.end > word.start) {
        startMs = Math.min(startMs, span.startMs);
        endMs = Math.max(endMs, span.endMs);
      }
    }
    return Number.isFinite(startMs) ? { startMs, endMs } : null;
  });
  return orderedWords(
    words.map((w) => w.text),
    timed,
    durationMs,
  );
}

/** Spans of single characters, from ElevenLabs' `alignment` arrays. */
export function characterSpans(
  characters: readonly string[],
  startsSeconds: readonly number[],
  endsSeconds: readonly number[],
): TimedSpan[] {
  const spans: TimedSpan[] = [];
  let offset = 0;
  characters.forEach((character, i) => {
    const start = startsSeconds[i];
    const end = endsSeconds[i];
    if (typeof start === 'number' && typeof end === 'number') {
      spans.push({ start: offset, end: offset + character.length, startMs: start * 1000, endMs: end * 1000 });
    }
    offset += character.length;
  });
  return spans;
}

/**
 * Timings for words in order, filling the gaps: a word without a time gets an even share between
 * the known words around it, starts never go backwards, and every word lasts at least a little.
 */
export function orderedWords(
  texts: readonly string[],
  times: readonly ({ startMs: number; endMs: number } | null)[],
  durationMs: number,
): WordTiming[] {
  const n = texts.length;
  if (n === 0) return [];
  const limit = Math.max(durationMs, n * MIN_WORD_MS);
  const starts: (number | null)[] = times.map((t) => (t ? Math.min(Math.max(0, t.startMs), limit) : null));
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const start = starts[i];
    if (start === null || start === undefined) continue;
    if (start <= last) starts[i] = null;
    else last = start;
  }
  const lastEnd = times.reduce((end, t) => (t ? Math.max(end, Math.min(t.endMs, limit)) : end), 0);
  let i = 0;
  while (i < n) {
    if (starts[i] !== null) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && starts[j] === null) j++;
    const before = i > 0 ? (starts[i - 1] as number) : 0;
    const after = j < n ? (starts[j] as number) : Math.max(lastEnd, before + (j - i + 1) * MIN_WORD_MS);
    const step = (after - before) / (j - i + (i > 0 ? 1 : 0));
    for (let k = i; k < j; k++) starts[k] = before + step * (k - i + (i > 0 ? 1 : 0));
    i = j;
  }
  const rounded: number[] = [];
  for (const start of starts as number[]) {
    const previous = rounded.at(-1);
    rounded.push(previous === undefined ? Math.round(start) : Math.max(previous + 1, Math.round(start)));
  }
  return texts.map((text, k) => {
    const start = rounded[k] as number;
    const next = rounded[k + 1];
    const own = times[k]?.endMs;
    const end =
      next !== undefined
        ? next
        : Math.round(
            Math.max(start + MIN_WORD_MS, Math.min(own ?? lastEnd, limit), Math.min(lastEnd, limit)),
          );
    return { text, start_ms: start, end_ms: Math.max(start + 1, end) };
  });
}
