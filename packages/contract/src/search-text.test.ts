import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search-text.ts';

describe('foldForSearch', () => {
  it.each([
    ['Émile', 'émile'],
    ['E\u0301MILE', 'émile'],
    ['İpek', 'ipek'],
    ['IŞIL', 'işil'],
    ['ışıl', 'işil'],
    ['ΟΔΥΣΣΕΥΣ', 'οδυσσευσ'],
    ['Οδυσσεύς', 'οδυσσεύσ'],
    ['Ｍｉａ', 'mia'],
    ['Mia\u001fLeo', 'mialeo'],
  ])('%j → %j', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});
