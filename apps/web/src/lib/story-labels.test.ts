import { GLOBE } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { languageBadge, languageDirection, languageName, themeLabel } from './story-labels.ts';

describe('languageBadge', () => {
  it('shows the flag and the upper-case code', () => {
    expect(languageBadge('es')).toEqual({ flag: '🇪🇸', code: 'ES', label: 'Spanish' });
  });

  it('shows the globe for a language without a flag', () => {
    expect(languageBadge('tr')).toEqual({ flag: GLOBE, code: 'TR', label: 'Turkish' });
  });

  it('still shows a language the app does not know', () => {
    expect(languageBadge('xx')).toEqual({ flag: GLOBE, code: 'XX', label: 'XX' });
  });
});

describe('languageName', () => {
  it('names a language in the interface’s language, not by its code', () => {
    expect(languageName('fa')).toBe('Persian');
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('zh')).toBe('Chinese');
  });

  it('shows a code it cannot name as it is', () => {
    expect(languageName('xx')).toBe('xx');
    expect(languageName('not a code')).toBe('not a code');
  });
});

describe('languageDirection', () => {
  it('runs Persian, Hebrew and Arabic from the right, and the rest from the left', () => {
    expect(['fa', 'he', 'ar', 'en', 'pa', 'xx'].map(languageDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});

describe('themeLabel', () => {
  it('names a known theme whatever its case', () => {
    expect(themeLabel('OCEAN')).toBe('Ocean');
  });

  it('capitalises a theme it does not know', () => {
    expect(themeLabel('pirates')).toBe('Pirates');
  });
});
