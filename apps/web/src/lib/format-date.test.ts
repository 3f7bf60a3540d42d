import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './format-date.ts';

describe('formatShortDate', () => {
  it('writes the en-US short date', () => {
    expect(formatShortDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('formatShortDateTime', () => {
  it('writes the en-US short date with the time', () => {
    expect(formatShortDateTime('2026-03-05T16:07:00')).toBe('Mar 5, 2026, 4:07 PM');
  });
});
