import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { pa } from './pa.ts';

describe('Punjabi pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(pa, 'ਸਿਮਰਨ'));
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(pa, 'Mia'));
});
