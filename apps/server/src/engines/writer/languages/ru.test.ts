import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { ru } from './ru.ts';

/** Writing every theme, plot, band and length can outlast the default timeout on a busy machine. */
const EVERY_STORY_MS = 300_000;

describe('Russian pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(ru));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(ru, 'Маша', ['фиолетовый', 'жирафы', 'мишка Тедди']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(ru, 'Маша'), EVERY_STORY_MS);
  it(
    'writes for a Latin-script name inside Cyrillic text',
    () => expectPackWritesEveryStory(ru, 'Mia'),
    EVERY_STORY_MS,
  );
});
