import { describe, it } from 'vitest';
import {
  expectPackTellsEveryPlot,
  expectPackWeavesFavourites,
  expectPackWritesEveryStory,
} from '../../../test/language-pack-checks.ts';
import { he } from './he.ts';

describe('Hebrew pack', () => {
  it('tells every plot with three companions per theme', () => expectPackTellsEveryPlot(he));
  it('weaves in favourite things', () => expectPackWeavesFavourites(he, 'נועה', ['סגול', 'ג׳ירפות', 'דובי']));
  it('writes every theme and age group', () => expectPackWritesEveryStory(he, 'נועה'));
  // A Latin-script name inside right-to-left text: prefixes such as ו and כש take a hyphen.
  it('writes for a name in Latin letters', () => expectPackWritesEveryStory(he, 'Mia'));
});
