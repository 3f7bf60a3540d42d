import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { ja } from './ja.ts';

describe('Japanese pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(ja, 'さくら'));
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(ja, 'Mia'));
});
