import { describe, expect, it } from 'vitest';
import { scrollToKeepClear } from './use-follow-reading.ts';

// A phone: a 72 px header, and the controls floating from 690 px down.
const band = { top: 80, bottom: 682 };

describe('scrollToKeepClear', () => {
  it('leaves the page alone while the word is readable', () => {
    expect(scrollToKeepClear({ top: 300, bottom: 340 }, band)).toBe(0);
    expect(scrollToKeepClear({ top: 80, bottom: 682 }, band)).toBe(0);
  });

  it('scrolls a word about to go behind the controls up into the upper part of the band', () => {
    const by = scrollToKeepClear({ top: 660, bottom: 700 }, band);
    expect(by).toBeGreaterThan(0);
    expect(660 - by).toBe(Math.round(80 + 602 * 0.3));
  });

  it('scrolls back up to a word hidden under the header', () => {
    expect(scrollToKeepClear({ top: 20, bottom: 60 }, band)).toBeLessThan(0);
  });
});
