import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  const english = createIntl({ locale: 'en', messages: {} });

  it('says a size in kilobytes, megabytes or gigabytes, as fits', () => {
    expect(formatSize(english, 200)).toBe('1 kB');
    expect(formatSize(english, 840_000)).toBe('840 kB');
    expect(formatSize(english, 4_260_000)).toBe('4.3 MB');
    expect(formatSize(english, 12_400_000)).toBe('12 MB');
    expect(formatSize(english, 1_200_000_000)).toBe('1.2 GB');
  });

  it("uses the chosen language's digits", () => {
    expect(formatSize(createIntl({ locale: 'ar-EG', messages: {} }), 4_260_000)).toMatch(/٤٫٣/);
  });
});
