import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { zh } from './zh.ts';

/** Every theme, plot, band and length is written: thousands of stories per name. */
const EVERY_STORY_TIMEOUT = 120_000;

describe('Chinese pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(zh));
  it('weaves in favourite things', () =>
    expectPackWeavesFavourites(zh, '小美', ['紫色', '长颈鹿', '小熊玩偶']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(zh, '乐乐'), EVERY_STORY_TIMEOUT);
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(zh, 'Mia'), EVERY_STORY_TIMEOUT);
});
