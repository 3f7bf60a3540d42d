import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { de } from './de.ts';

/** Writing every theme, plot, band and length can outlast the default timeout on a busy machine. */
const EVERY_STORY_MS = 300_000;

describe('German pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(de));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(de, 'Mia', ['Lila', 'Giraffen', 'Herr Kuschel']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(de, 'Lena'), EVERY_STORY_MS);
  it('writes for a name ending in s', () => expectPackWritesEveryStory(de, 'Jonas'), EVERY_STORY_MS);
});
