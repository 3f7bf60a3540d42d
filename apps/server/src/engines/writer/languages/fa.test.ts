import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { fa } from './fa.ts';

describe('Persian pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(fa));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(fa, 'سارا', ['بنفش', 'زرافه', 'عروسک پارچه\u200cای']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(fa, 'سارا'));
  it('writes for a name in Latin letters', () => expectPackWritesEveryStory(fa, 'Mia'));
});
