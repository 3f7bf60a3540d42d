import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { en } from './en.ts';

describe('English pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(en, 'Mia'));
  it('writes for a name from another script', () => expectPackWritesEveryStory(en, 'Хлоя'));
});
