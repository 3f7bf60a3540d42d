import { describe, expect, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { tr, withSuffix } from './tr.ts';

/** Every theme, plot, band and length is written: thousands of stories per name. */
const EVERY_STORY_TIMEOUT = 120_000;

describe('Turkish pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(tr));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(tr, 'Elif', ['mor', 'zürafalar', 'Pamuk ayıcık']));
  it(
    'writes every theme and age group for a name ending in a vowel',
    () => expectPackWritesEveryStory(tr, 'Ayşe'),
    EVERY_STORY_TIMEOUT,
  );
  it(
    'writes for a name ending in a consonant',
    () => expectPackWritesEveryStory(tr, 'Mert'),
    EVERY_STORY_TIMEOUT,
  );
  it('writes for a name in another script', () => expectPackWritesEveryStory(tr, 'Мия'), EVERY_STORY_TIMEOUT);

  it('joins case suffixes to names by vowel harmony', () => {
    expect(withSuffix('Ayşe', 'gen')).toBe('Ayşe’nin');
    expect(withSuffix('Mert', 'gen')).toBe('Mert’in');
    expect(withSuffix('Umut', 'gen')).toBe('Umut’un');
    expect(withSuffix('Öykü', 'gen')).toBe('Öykü’nün');
    expect(withSuffix('Ela', 'dat')).toBe('Ela’ya');
    expect(withSuffix('Can', 'dat')).toBe('Can’a');
    expect(withSuffix('Ali', 'acc')).toBe('Ali’yi');
    expect(withSuffix('Kemal', 'gen')).toBe('Kemal’in');
    expect(withSuffix('İpek', 'dat')).toBe('İpek’e');
    expect(withSuffix('Irmak', 'gen')).toBe('Irmak’ın');
    expect(withSuffix('Mia', 'gen')).toBe('Mia’nın');
    expect(withSuffix('Мия', 'gen')).toBeNull();
  });
});
