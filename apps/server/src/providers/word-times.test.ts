import { describe, expect, it } from 'vitest';
import { characterSpans, orderedWords, wordsFromSpans } from './word-times.ts';

describe('wordsFromSpans', () => {
  it('times each word from the characters it covers', () => {
    const text = 'Hi, Mia!';
    const spans = characterSpans(
      [...text],
      [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
      [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
    );
    expect(wordsFromSpans(text, 'en', spans, 900)).toEqual([
      { text: 'Hi', start_ms: 0, end_ms: 400 },
      { text: 'Mia', start_ms: 400, end_ms: 700 },
    ]);
  });

  it('shares time out to words no mark covers, and keeps the order', () => {
    const words = orderedWords(
      ['a', 'b', 'c', 'd'],
      [{ startMs: 100, endMs: 200 }, null, null, { startMs: 400, endMs: 500 }],
      600,
    );
    expect(words.map((w) => w.start_ms)).toEqual([100, 200, 300, 400]);
    expect(words.at(-1)?.end_ms).toBe(500);
  });

  it('drops a mark that goes backwards and keeps every word inside the audio', () => {
    const words = orderedWords(
      ['a', 'b', 'c'],
      [
        { startMs: 300, endMs: 400 },
        { startMs: 100, endMs: 200 },
        { startMs: 500, endMs: 9000 },
      ],
      800,
    );
    expect(words.map((w) => w.start_ms)).toEqual([300, 400, 500]);
    expect(words.at(-1)?.end_ms).toBe(800);
  });
});
