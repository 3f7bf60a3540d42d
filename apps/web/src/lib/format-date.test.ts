import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './format-date.ts';

describe('formatShortDate', () => {
  it('writes the en-US short date', () => {
    expect(formatShortDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });

  it('writes the date the way the interface language does', () => {
    expect(formatShortDate('2026-03-05T12:00:00', 'fr')).toBe('5 mars 2026');
    expect(formatShortDate('2026-03-05T12:00:00', 'ja')).toBe('2026年3月5日');
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
