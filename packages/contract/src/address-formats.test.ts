import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS, normalizePostalCode } from './address-formats.ts';
import { PRINT } from './constants.ts';

describe('ADDRESS_FORMATS', () => {
  it('covers every country the book ships to, each example fitting its own pattern', () => {
    expect(Object.keys(ADDRESS_FORMATS).sort()).toEqual([...PRINT.countries].sort());
    for (const [country, { postalCode }] of Object.entries(ADDRESS_FORMATS)) {
      expect(postalCode.pattern.test(postalCode.example), country).toBe(true);
    }
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['  m1   1ae ', 'GB', 'M1 1AE'],
    ['k1a0b1', 'CA', 'K1A 0B1'],
    [' 97201-1234 ', 'US', '97201-1234'],
    ['2000', 'AU', '2000'],
  ] as const)('writes %s (%s) as %s', (typed, country, kept) => {
    expect(normalizePostalCode(typed, country)).toBe(kept);
  });
});
