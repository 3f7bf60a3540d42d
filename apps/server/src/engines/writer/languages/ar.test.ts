import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { ar } from './ar.ts';

describe('Arabic pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(ar));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(ar, 'سلمى', ['البنفسجي', 'الزرافات', 'دبدوب']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(ar, 'مريم'));
  // A Latin-script name inside right-to-left text: "and" must not be glued to it.
  it('writes for a name in Latin letters', () => expectPackWritesEveryStory(ar, 'Mia'));
});
