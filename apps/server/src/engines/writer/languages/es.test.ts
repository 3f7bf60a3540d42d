import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { es } from './es.ts';

describe('Spanish pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(es));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(es, 'Lucía', ['azul', 'jirafas', 'iguanas']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(es, 'Lucía'));
  // "y" turns into "e" before a name with an /i/ sound: "Burbujas e Inés".
  it('writes for a name that changes the conjunction', () => expectPackWritesEveryStory(es, 'Inés'));
});
