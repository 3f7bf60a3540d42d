import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { de } from './de.ts';

describe('German pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(de, 'Lena'));
  it('writes for a name ending in s', () => expectPackWritesEveryStory(de, 'Jonas'));
});
