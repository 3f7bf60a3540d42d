import { beforeEach, describe, expect, it } from 'vitest';
import {
  appearanceForRename,
  appearanceToSend,
  recallAppearance,
  rememberAppearance,
} from './appearance-memory.ts';

beforeEach(() => localStorage.clear());

describe('the remembered look', () => {
  it('is kept per child, however the name is typed', () => {
    rememberAppearance('Mia ', { skin_tone: 'tan', glasses: false });
    expect(recallAppearance(' mia')).toEqual({ skin_tone: 'tan', glasses: false });
    expect(recallAppearance('Leo')).toBeNull();
    expect(recallAppearance('')).toBeNull();
    rememberAppearance('MIA', null);
    expect(recallAppearance('Mia')).toBeNull();
  });

  it('keeps the twenty names used last', () => {
    for (let i = 0; i < 25; i++) rememberAppearance(`Child ${i}`, { hair_style: 'bun' });
    expect(recallAppearance('Child 4')).toBeNull();
    expect(recallAppearance('Child 5')).toEqual({ hair_style: 'bun' });
    expect(recallAppearance('Child 24')).toEqual({ hair_style: 'bun' });
  });

  it('ignores what this app could not have written', () => {
    localStorage.setItem(
      'storyloom.appearance-by-name',
      JSON.stringify({ mia: { skin_tone: 'green' }, leo: { hair_color: 'black' } }),
    );
    expect(recallAppearance('Mia')).toBeNull();
    expect(recallAppearance('Leo')).toEqual({ hair_color: 'black' });
    localStorage.setItem('storyloom.appearance-by-name', 'not json');
    expect(recallAppearance('Leo')).toBeNull();
  });
});

describe('appearanceForRename', () => {
  it('fills in the new name’s look, drops the previous name’s, and keeps one the parent chose', () => {
    rememberAppearance('Mia', { skin_tone: 'tan', glasses: false });
    expect(appearanceForRename('Mi', 'Mia', {})).toEqual({ skin_tone: 'tan', glasses: false });
    expect(appearanceForRename('Mia', 'Miah', { skin_tone: 'tan' })).toEqual({});
    expect(appearanceForRename('Mia', 'Miah', { skin_tone: 'fair' })).toEqual({ skin_tone: 'fair' });
    expect(appearanceForRename('', 'L', { hair_style: 'bob' })).toEqual({ hair_style: 'bob' });
    expect(appearanceForRename('Mia', 'Mia ', { skin_tone: 'fair' })).toEqual({ skin_tone: 'fair' });
  });
});

describe('appearanceToSend', () => {
  it('sends nothing for an empty look, and glasses as a choice once anything is chosen', () => {
    expect(appearanceToSend({})).toBeNull();
    expect(appearanceToSend({ glasses: false })).toBeNull();
    expect(appearanceToSend({ hair_color: 'auburn' })).toEqual({ hair_color: 'auburn', glasses: false });
    expect(appearanceToSend({ glasses: true })).toEqual({ glasses: true });
  });
});
