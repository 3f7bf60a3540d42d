import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { fr } from './fr.ts';

describe('French pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(fr));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(fr, 'Léa', ['violet', 'les girafes', 'Doudou Lapin']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(fr, 'Léa'));
  // A name starting with a vowel takes elision: "d’Inès", "qu’Inès".
  it('writes for a name that takes elision', () => expectPackWritesEveryStory(fr, 'Inès'));
});
