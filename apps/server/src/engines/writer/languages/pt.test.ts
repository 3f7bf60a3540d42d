import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { pt } from './pt.ts';

describe('Portuguese pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(pt));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(pt, 'Inês', ['roxo', 'girafas', 'Ursinho Tobias']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(pt, 'Beatriz'));
  it('writes for a name with an accent', () => expectPackWritesEveryStory(pt, 'João'));
});
