import { GLOBE } from '@storyloom/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalog.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { languageBadge, languageDirection, languageName, useStoryLabels } from './story-labels.ts';

describe('languageBadge', () => {
  it('shows the flag and the upper-case code', () => {
    expect(languageBadge('es')).toEqual({ flag: '🇪🇸', code: 'ES' });
  });

  it('shows the globe for a language without a flag', () => {
    expect(languageBadge('tr')).toEqual({ flag: GLOBE, code: 'TR' });
  });

  it('still shows a language the app does not know', () => {
    expect(languageBadge('xx')).toEqual({ flag: GLOBE, code: 'XX' });
  });
});

describe('languageName', () => {
  it('names a language in the interface’s language, not by its code', () => {
    expect(languageName('fa')).toBe('Persian');
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('zh')).toBe('Chinese');
    expect(languageName('es', 'fr')).toBe('Espagnol');
    expect(languageName('en', 'ar')).toBe('الإنجليزية');
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

describe('useStoryLabels', () => {
  it('names a known theme whatever its case, and capitalises one it does not know', () => {
    const { result } = renderHook(useStoryLabels);
    expect(result.current.themeLabel('OCEAN')).toBe('Ocean');
    expect(result.current.themeLabel('pirates')).toBe('Pirates');
    expect(result.current.storyThemeLabel({ theme: 'custom', custom_theme: 'kites' })).toBe('Kites');
  });

  it('names themes and languages in the interface’s language', async () => {
    const messages = await loadMessages('es');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider locale="es" messages={messages}>
        {children}
      </I18nProvider>
    );
    const { result } = renderHook(useStoryLabels, { wrapper });
    expect(result.current.themeLabel('ocean')).toBe('Océano');
    expect(result.current.languageName('de')).toBe('Alemán');
  });
});
