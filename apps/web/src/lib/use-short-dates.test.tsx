import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalog.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import type { Locale } from '../i18n/locales.ts';
import { useShortDates } from './use-short-dates.ts';

async function datesIn(locale: Locale) {
  const messages = await loadMessages(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
  return renderHook(useShortDates, { wrapper }).result.current;
}

describe('useShortDates', () => {
  it('writes the en-US short date', async () => {
    expect((await datesIn('en')).shortDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });

  it('writes the date the way the interface language does', async () => {
    expect((await datesIn('fr')).shortDate('2026-03-05T12:00:00')).toBe('5 mars 2026');
    expect((await datesIn('ja')).shortDate('2026-03-05T12:00:00')).toBe('2026年3月5日');
  });

  it('gives nothing for a date it cannot read', async () => {
    expect((await datesIn('en')).shortDate('not a date')).toBe('');
  });

  it('writes the en-US short date with the time', async () => {
    expect((await datesIn('en')).shortDateTime('2026-03-05T16:07:00')).toBe('Mar 5, 2026, 4:07 PM');
  });
});
