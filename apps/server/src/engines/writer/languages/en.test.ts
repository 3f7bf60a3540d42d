import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { en } from './en.ts';

describe('English pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(en));
  it('writes every theme, plot, age group and length', () => expectPackWritesEveryStory(en, 'Mia'));
  it('writes for a name from another script', () => expectPackWritesEveryStory(en, 'Хлоя'));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(en, 'Mia', ['purple', 'baby giraffes', 'Mr Snuggles']));
});
