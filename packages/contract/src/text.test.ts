import { describe, expect, it } from 'vitest';
import { cleanText, hasLetter } from './text.ts';

describe('cleanText', () => {
  it.each([
    ['  Mia  ', 'Mia'],
    ['Zoe\u0308', 'Zoë'],
    ['\u202eaiM', 'aiM'],
    ['Mia\u200b\u200b', 'Mia'],
    ['\ufeffMia', 'Mia'],
    ['Mia\u0000\u0007x', 'Miax'],
    ['Mia\tand\n\nLeo', 'Mia and Leo'],
    ['Mia\u00a0\u3000Leo', 'Mia Leo'],
    ['\ud800Mia', 'Mia'],
    ['\u2066Mia\u2069 🦄', 'Mia 🦄'],
    // Joiners between letters spell Persian and Devanagari words; elsewhere they are invisible noise.
    ['می\u200cخواهم', 'می\u200cخواهم'],
    ['क्\u200dष', 'क्\u200dष'],
    ['\u200d\u200cMia\u200d', 'Mia'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(cleanText('\u200b\u200e\u202e\u2060')).toBe('');
  });
});

describe('hasLetter', () => {
  it.each([
    ['Mia', true],
    ['ليلى', true],
    ['小美', true],
    ['मीरा', true],
    ['a🦄', true],
    ['🦄', false],
    ['🦄 🌈', false],
    ['123', false],
    ['!!!', false],
  ])('%j → %s', (text, expected) => {
    expect(hasLetter(text)).toBe(expected);
  });
});
