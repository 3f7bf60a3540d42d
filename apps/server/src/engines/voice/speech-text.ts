import type { ReadingSpan } from './japanese-readings.ts';

/** A word of the narration as the player highlights it, with its place in the text. */
export interface NarrationWord {
  text: string;
  start: number;
  end: number;
}

/** A stretch of text to speak, preceded by the marks of the words that begin in it. */
export interface SpeechPiece {
  marks: number[];
  spoken: string;
}

/** Pieces spoken in one call, and the pause to leave after them. */
export interface SpeechPhrase {
  pieces: SpeechPiece[];
  pauseAfterMs: number;
}

function segmenter(language: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    // An invalid language tag: the root locale still finds words in every script.
    return new Intl.Segmenter(undefined, { granularity: 'word' });
  }
}

/** The narration's words, exactly as the player splits them (Intl.Segmenter, word-like only). */
export function narrationWords(text: string, language: string): NarrationWord[] {
  const words: NarrationWord[] = [];
  for (const s of segmenter(language).segment(text)) {
    if (s.isWordLike) words.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return words;
}

/** The text split as the segmenter splits it, each segment spoken as written. */
export function segmentSpans(text: string, language: string): ReadingSpan[] {
  return Array.from(segmenter(language).segment(text), (s) => ({
    start: s.index,
    end: s.index + s.segment.length,
    spoken: s.segment,
  }));
}

/**
 * Attaches each word's mark to the span where the word begins. When a word begins inside a
 * span (a Japanese morpheme can hold two segmenter words), its mark shares the span's start
 * and the timing step later shares the time out between them.
 */
export function speechPieces(spans: readonly ReadingSpan[], words: readonly NarrationWord[]): SpeechPiece[] {
  const pieces: SpeechPiece[] = [];
  let next = 0;
  for (const span of spans) {
    const marks: number[] = [];
    while (next < words.length && (words[next] as NarrationWord).start < span.end) marks.push(next++);
    pieces.push({ marks, spoken: span.spoken });
  }
  const last = pieces.at(-1);
  if (last) while (next < words.length) last.marks.push(next++);
  return pieces;
}

const CLAUSE_END = /[,;:،؛、，；：]/;
const SENTENCE_END = /[.!?…。！？؟।]/;

/**
 * Splits pieces into phrases at punctuation. espeak loses word marks after commas in long
 * Korean sentences, so Korean is spoken phrase by phrase with the pauses put back in between.
 */
export function splitPhrases(pieces: readonly SpeechPiece[], speechRate: number): SpeechPhrase[] {
  const phrases: SpeechPhrase[] = [];
  let current: SpeechPiece[] = [];
  const close = (pauseMs: number) => {
    if (current.some((p) => p.spoken.trim())) phrases.push({ pieces: current, pauseAfterMs: pauseMs });
    current = [];
  };
  for (const piece of pieces) {
    current.push(piece);
    if (piece.marks.length > 0) continue;
    if (SENTENCE_END.test(piece.spoken)) close(Math.round(420 / speechRate));
    else if (CLAUSE_END.test(piece.spoken)) close(Math.round(220 / speechRate));
  }
  close(0);
  const last = phrases.at(-1);
  if (last) last.pauseAfterMs = 0;
  return phrases;
}

// Emoji would be read out by name; control characters are not text.
const UNSPOKEN = /\p{Extended_Pictographic}|(?![\t\n\r])\p{Cc}/gu;

/** Text made safe to put inside SSML. */
export function escapeForSsml(text: string): string {
  return (
    text
      .replace(UNSPOKEN, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // The engine reads [[…]] as phoneme codes, and brackets are silent anyway.
      .replace(/[[\]]/g, ' ')
  );
}

/** One SSML document with a `<mark name="i"/>` before word i. */
export function toSsml(pieces: readonly SpeechPiece[]): string {
  let body = '';
  for (const piece of pieces) {
    for (const mark of piece.marks) body += `<mark name="${mark}"/>`;
    body += escapeForSsml(piece.spoken);
  }
  return `<speak>${body}</speak>`;
}
