import { describe, it } from 'vitest';
import { expectPackWritesEveryStory } from '../../../test/language-pack-checks.ts';
import { ru } from './ru.ts';

describe('Russian pack', () => {
  it('writes every theme and age group', () => expectPackWritesEveryStory(ru, 'Маша'));
  it('writes for a Latin-script name inside Cyrillic text', () => expectPackWritesEveryStory(ru, 'Mia'));
});
