import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { zh } from './zh.ts';

describe('Chinese pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(zh, '乐乐'));
  it('writes for a name in Latin script', () => expectPackWritesEveryStory(zh, 'Mia'));
});
