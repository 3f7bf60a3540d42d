import type { BundleScene, WordTiming } from '@storyloom/contract';

/** A piece of the narration as shown: a spoken word (with its index) or the text between words. */
export interface NarrationSegment {
  text: string;
  /** Index of the word this segment shows, or null for spaces and punctuation between words. */
  word: number | null;
  /** Where the segment starts in the narration: unique, so it serves as a key. */
  start: number;
}

/** A scene's narration split into words, and which word is spoken at a moment of its audio. */
export interface NarrationTimeline {
  segments: NarrationSegment[];
  wordCount: number;
  /** The index of the word spoken at `ms` into the audio, or -1 before the first word. */
  indexAt(ms: number, durationMs: number): number;
}

type TimelineScene = Pick<BundleScene, 'narration' | 'words'>;

/**
 * Places each timed word in the narration text, so punctuation and spacing stay exactly as
 * written (the timings carry bare words, and Chinese or Japanese has no spaces to rebuild).
 */
function segmentsForTimedWords(narration: string, words: readonly WordTiming[]): NarrationSegment[] {
  const segments: NarrationSegment[] = [];
  const lowerNarration = narration.toLowerCase();
  let cursor = 0;
  words.forEach((word, index) => {
    if (!word.text) return;
    let at = narration.indexOf(word.text, cursor);
    if (at < 0) at = lowerNarration.indexOf(word.text.toLowerCase(), cursor);
    // A word the text does not contain keeps its timing but has nothing to highlight.
    if (at < 0) return;
    if (at > cursor) segments.push({ text: narration.slice(cursor, at), word: null, start: cursor });
    segments.push({ text: narration.slice(at, at + word.text.length), word: index, start: at });
    cursor = at + word.text.length;
  });
  if (cursor < narration.length) segments.push({ text: narration.slice(cursor), word: null, start: cursor });
  return segments;
}

interface WordSpan {
  index: number;
  length: number;
  isWord: boolean;
}

/** Word boundaries from the browser's segmenter (it knows Chinese and Japanese), else whitespace. */
function untimedWordSpans(narration: string, language?: string): WordSpan[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    return Array.from(segmenter.segment(narration), (s) => ({
      index: s.index,
      length: s.segment.length,
      isWord: s.isWordLike ?? /\S/.test(s.segment),
    }));
  }
  return Array.from(narration.matchAll(/\S+/g), (m) => ({
    index: m.index,
    length: m[0].length,
    isWord: true,
  }));
}

function segmentsForUntimedWords(narration: string, language?: string): NarrationSegment[] {
  const segments: NarrationSegment[] = [];
  let cursor = 0;
  let count = 0;
  for (const span of untimedWordSpans(narration, language)) {
    if (!span.isWord) continue;
    if (span.index > cursor)
      segments.push({ text: narration.slice(cursor, span.index), word: null, start: cursor });
    segments.push({
      text: narration.slice(span.index, span.index + span.length),
      word: count++,
      start: span.index,
    });
    cursor = span.index + span.length;
  }
  if (cursor < narration.length) segments.push({ text: narration.slice(cursor), word: null, start: cursor });
  return segments;
}

/**
 * The scene's words and their timing: the bundle's word timings when it has them, otherwise
 * the words spread evenly over the audio's duration.
 */
export function narrationTimeline(scene: TimelineScene | undefined, language?: string): NarrationTimeline {
  if (!scene) return { segments: [], wordCount: 0, indexAt: () => -1 };
  const words = scene.words ?? [];

  if (words.length > 0) {
    return {
      segments: segmentsForTimedWords(scene.narration, words),
      wordCount: words.length,
      indexAt(ms) {
        let current = -1;
        for (let i = 0; i < words.length; i++) {
          if ((words[i]?.start_ms ?? Number.POSITIVE_INFINITY) > ms) break;
          current = i;
        }
        return current;
      },
    };
  }

  const segments = segmentsForUntimedWords(scene.narration, language);
  const wordCount = segments.filter((s) => s.word !== null).length;
  return {
    segments,
    wordCount,
    indexAt(ms, durationMs) {
      if (!Number.isFinite(durationMs) || durationMs <= 0 || wordCount === 0) return -1;
      return Math.min(wordCount - 1, Math.floor((Math.max(0, ms) / durationMs) * wordCount));
    },
  };
}
