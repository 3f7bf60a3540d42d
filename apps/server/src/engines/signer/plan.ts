import type { WordTiming } from '@storyloom/contract';
import { type KeyWord, keyWords, spellableLetters } from './key-words.ts';

/** One letter of a spelled word: when the hands start moving to it and when they leave it. */
export interface PlannedLetter {
  letter: string;
  startMs: number;
  endMs: number;
  /** The character of the caption word this letter comes from. */
  charIndex: number;
}

export interface PlannedWord {
  text: string;
  /** When the narration says the word. */
  spokenAtMs: number;
  startMs: number;
  endMs: number;
  letters: PlannedLetter[];
}

/** What the signer spells in one scene, and when: the whole of the sign video's script. */
export interface SpellingPlan {
  durationMs: number;
  words: PlannedWord[];
}

/** A comfortable pace for young viewers: about two and a half letters a second. */
export const LETTER_MS = 420;
/** The quickest the signer goes when a word must fit before the narration moves on. */
export const MIN_LETTER_MS = 300;
/** The hands may fall this far behind the voice before a word is left out. */
const MAX_DELAY_MS = 1200;
const GAP_MS = 250;
const END_MARGIN_MS = 200;
const MAX_WORDS = 4;
const MAX_LETTERS = 12;

export interface PlanInput {
  words: readonly WordTiming[];
  durationMs: number;
  language: string;
  childName: string;
  /** English words of what the scene shows, preferred when spoken. */
  hints?: readonly string[];
}

/** The caption character each spelled letter comes from (ß gives two letters, an apostrophe none). */
function charIndexes(text: string): number[] {
  const out: number[] = [];
  Array.from(text).forEach((char, i) => {
    for (const _ of spellableLetters(char)) out.push(i);
  });
  return out;
}

/**
 * Plans the fingerspelling of a scene from its narration's word timings: each chosen word starts
 * when it is spoken (or as soon after as the hands are free) so the signing follows the voice,
 * and nothing runs past the end of the narration. Words that cannot fit are left out.
 */
export function planSpelling(input: PlanInput): SpellingPlan {
  const limit = input.durationMs - END_MARGIN_MS;
  const placed: PlannedWord[] = [];
  const busy = (start: number, end: number) =>
    placed.some((w) => start < w.endMs + GAP_MS && end + GAP_MS > w.startMs);

  const tryPlace = (word: KeyWord): PlannedWord | null => {
    const count = word.letters.length;
    for (const letterMs of [LETTER_MS, 360, MIN_LETTER_MS]) {
      const length = count * letterMs;
      for (let delay = 0; delay <= MAX_DELAY_MS; delay += 100) {
        const start = word.startMs + delay;
        const end = start + length;
        if (end > limit) break;
        if (busy(start, end)) continue;
        const chars = charIndexes(word.text);
        return {
          text: word.text,
          spokenAtMs: word.startMs,
          startMs: start,
          endMs: end,
          letters: word.letters.map((letter, i) => ({
            letter,
            startMs: start + i * letterMs,
            endMs: start + (i + 1) * letterMs,
            charIndex: chars[i] ?? i,
          })),
        };
      }
    }
    return null;
  };

  for (const word of keyWords(input.words, input.language, input.childName, input.hints)) {
    if (placed.length >= MAX_WORDS) break;
    if (word.rank > 0 && word.letters.length > MAX_LETTERS) continue;
    const planned = tryPlace(word);
    if (planned) placed.push(planned);
  }
  placed.sort((a, b) => a.startMs - b.startMs);
  return { durationMs: input.durationMs, words: placed };
}
