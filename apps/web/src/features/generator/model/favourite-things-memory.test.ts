import { beforeEach, describe, expect, it } from 'vitest';
import { favouriteThingsForRename, rememberFavouriteThings } from './favourite-things-memory.ts';

beforeEach(() => localStorage.clear());

const blank = ['', '', ''];

describe('the remembered favourite things', () => {
  it('fill in the inputs for the same child, however the name is typed', () => {
    rememberFavouriteThings('Mia', [' giraffes ', '', 'purple']);
    expect(favouriteThingsForRename('', ' mia', blank)).toEqual(['giraffes', 'purple', '']);
    expect(favouriteThingsForRename('', 'Leo', blank)).toEqual(blank);
  });

  it('give way to none when the name changes to a child without any, and keep what the parent typed', () => {
    rememberFavouriteThings('Mia', ['giraffes']);
    expect(favouriteThingsForRename('Mia', 'Leo', ['giraffes', '', ''])).toEqual(blank);
    expect(favouriteThingsForRename('Mia', 'Leo', ['trains', '', ''])).toEqual(['trains', '', '']);
    expect(favouriteThingsForRename('Mia', 'Mia ', ['trains', '', ''])).toEqual(['trains', '', '']);
  });

  it('are forgotten when a story is made without any, and ignore what this app could not have written', () => {
    rememberFavouriteThings('Mia', ['giraffes']);
    rememberFavouriteThings('Mia', blank);
    expect(favouriteThingsForRename('', 'Mia', blank)).toEqual(blank);
    localStorage.setItem(
      'storyloom.favourite-things-by-name',
      JSON.stringify({ mia: ['a', 'b', 'c', 'd'], leo: ['trains'], zoe: 'trains' }),
    );
    expect(favouriteThingsForRename('', 'Mia', blank)).toEqual(blank);
    expect(favouriteThingsForRename('', 'Zoe', blank)).toEqual(blank);
    expect(favouriteThingsForRename('', 'Leo', blank)).toEqual(['trains', '', '']);
  });
});
