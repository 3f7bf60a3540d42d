import type { WordTiming } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { narrationWords } from './speech-text.ts';
import { wholeWordTimings } from './whole-words.ts';

/** The segmenter's words of `text`, timed 100 ms apart, as a voice would time them. */
function timedWords(text: string, language: string): WordTiming[] {
  return narrationWords(text, language).map((word, i) => ({
    text: word.text,
    start_ms: i * 100,
    end_ms: i * 100 + 100,
  }));
}

const texts = (words: readonly WordTiming[]) => words.map((w) => w.text);

describe('wholeWordTimings', () => {
  it('highlights Japanese words with their endings and particles, not single characters', () => {
    const text =
      'ハルトくんはお母さんと一緒に、きれいな星を見ていました。「また明日ね」と言って、ねむりました。';
    const units = wholeWordTimings(text, 'ja', timedWords(text, 'ja'));
    expect(texts(units)).toEqual([
      'ハルトくんは',
      'お母さんと',
      '一緒に',
      'きれいな',
      '星を',
      '見ていました',
      'また',
      '明日ね',
      'と',
      '言って',
      'ねむりました',
    ]);
  });

  it('keeps a unit as long as the pieces it joins, in order and inside the audio', () => {
    const text = '小さなくまのぬいぐるみが、そっとささやきました。';
    const words = timedWords(text, 'ja');
    const units = wholeWordTimings(text, 'ja', words);
    expect(texts(units).join('')).toBe(texts(words).join(''));
    expect(texts(units)).toContain('小さな');
    expect(texts(units)).toContain('くまの');
    expect(units[0]?.start_ms).toBe(0);
    expect(units.at(-1)?.end_ms).toBe(words.at(-1)?.end_ms);
    for (const [i, unit] of units.entries()) {
      expect(unit.end_ms).toBeGreaterThan(unit.start_ms);
      if (i > 0) expect(unit.start_ms).toBe(units[i - 1]?.end_ms);
    }
  });

  it('never joins across punctuation, so no unit holds a quote or a comma', () => {
    const text = 'うさぎは「こんにちは！」と言いました、にこにこ。';
    const units = wholeWordTimings(text, 'ja', timedWords(text, 'ja'));
    for (const unit of units) expect(unit.text).not.toMatch(/[「」！、。]/u);
    expect(texts(units)).toContain('こんにちは');
  });

  it('keeps a Latin name apart from the Japanese after it, so the signer can still spell it', () => {
    const text = 'Yukiちゃんは笑いました。';
    expect(texts(wholeWordTimings(text, 'ja', timedWords(text, 'ja')))).toEqual([
      'Yuki',
      'ちゃんは',
      '笑いました',
    ]);
  });

  it('joins Chinese particles to the word before them', () => {
    const text = '它们看着天上的星星。你吃过饭了吗？';
    expect(texts(wholeWordTimings(text, 'zh', timedWords(text, 'zh')))).toEqual([
      '它们',
      '看着',
      '天上的',
      '星星',
      '你',
      '吃过',
      '饭了吗',
    ]);
  });

  it('leaves languages the segmenter already splits into words as they are', () => {
    const text = 'Luna found a star, and smiled.';
    const words = timedWords(text, 'en');
    expect(wholeWordTimings(text, 'en', words)).toEqual(words);
  });
});
