import { describe, it } from 'vitest';
import { expectPackTellsEveryPlot, expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { hi } from './hi.ts';

describe('Hindi pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(hi));
  it('writes every theme and age group', () => expectPackWritesEveryStory(hi, 'मीरा'));
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(hi, 'Mia'));
});
