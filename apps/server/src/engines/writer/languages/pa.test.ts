import { describe, it } from 'vitest';
import { expectPackTellsEveryPlot, expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { pa } from './pa.ts';

describe('Punjabi pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(pa));
  it('writes every theme and age group', () => expectPackWritesEveryStory(pa, 'ਸਿਮਰਨ'));
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(pa, 'Mia'));
});
