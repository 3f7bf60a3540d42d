import { describe, expect, it } from 'vitest';
import { narrationTimeline } from './narration-timeline.ts';

const timed = (texts: string[]) =>
  texts.map((text, i) => ({ text, start_ms: i * 400, end_ms: i * 400 + 300 }));
const shown = (narration: string, words: ReturnType<typeof timed>) =>
  narrationTimeline({ narration, words }).segments.map((s) => [s.text, s.word]);

describe('narrationTimeline', () => {
  it('places timed words in the narration, keeping its punctuation and spaces as written', () => {
    expect(shown('Hello, Mia!', timed(['Hello', 'Mia']))).toEqual([
      ['Hello', 0],
      [', ', null],
      ['Mia', 1],
      ['!', null],
    ]);
  });

  it('finds words in text without spaces, such as Chinese', () => {
    expect(shown('小猫咪咪来了。', timed(['小猫', '咪咪', '来', '了']))).toEqual([
      ['小猫', 0],
      ['咪咪', 1],
      ['来', 2],
      ['了', 3],
      ['。', null],
    ]);
  });

  it('skips a timed word the text does not contain, and keeps the later words in place', () => {
    expect(shown('Mia sails away', timed(['Mia', 'quickly', 'sails', 'away']))).toEqual([
      ['Mia', 0],
      [' ', null],
      ['sails', 2],
      [' ', null],
      ['away', 3],
    ]);
  });

  it('names the word whose start has passed, or -1 before the first', () => {
    const timeline = narrationTimeline({
      narration: 'one two three',
      words: [
        { text: 'one', start_ms: 300, end_ms: 500 },
        { text: 'two', start_ms: 600, end_ms: 900 },
        { text: 'three', start_ms: 1000, end_ms: 1400 },
      ],
    });

    expect(timeline.indexAt(0, 2000)).toBe(-1);
    expect(timeline.indexAt(300, 2000)).toBe(0);
    expect(timeline.indexAt(950, 2000)).toBe(1);
    expect(timeline.indexAt(5000, 2000)).toBe(2);
  });

  it('without timings, spreads the words evenly over a known duration only', () => {
    const timeline = narrationTimeline({ narration: 'Once upon a time.' }, 'en');

    expect(timeline.wordCount).toBe(4);
    expect(timeline.indexAt(0, 4000)).toBe(0);
    expect(timeline.indexAt(2100, 4000)).toBe(2);
    expect(timeline.indexAt(4000, 4000)).toBe(3);
    expect(timeline.indexAt(1000, Number.NaN)).toBe(-1);
  });
});
