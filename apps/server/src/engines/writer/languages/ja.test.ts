import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { ja } from './ja.ts';

/** Every theme, plot, band and length is written: thousands of stories per name. */
const EVERY_STORY_TIMEOUT = 120_000;

describe('Japanese pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(ja));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(ja, 'ゆい', ['むらさき', 'キリン', 'くまのぬいぐるみ']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(ja, 'さくら'), EVERY_STORY_TIMEOUT);
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(ja, 'Mia'), EVERY_STORY_TIMEOUT);
});
