import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { it as italian } from './it.ts';

describe('Italian pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(italian));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(italian, 'Giulia', ['viola', 'giraffe', 'Orsetto Bubu']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(italian, 'Giulia'));
  // "e" and "a" become "ed" and "ad" before a name with the same vowel: "Spruzzo ed Elena".
  it('writes for a name that takes ed and ad', () => expectPackWritesEveryStory(italian, 'Elena'));
});
