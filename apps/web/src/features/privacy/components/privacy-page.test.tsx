import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PrivacyPage } from './privacy-page.tsx';

describe('PrivacyPage', () => {
  it('shows docs/privacy.md: what is kept, for how long, and how to export or delete it', () => {
    renderScreen(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Privacy/);
    for (const name of [
      'What is collected',
      'Where it is kept',
      'For how long',
      'Who can see it',
      'Downloading everything',
      'Deleting your account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/deletes the picture itself as soon as the story is made/)).toBeInTheDocument();
    expect(screen.getByText('RETAIN_ANONYMOUS_DAYS').tagName).toBe('CODE');
  });

  it('says in the chosen language that the page is in English, and marks it as English', async () => {
    renderScreen(<PrivacyPage />, { path: '/privacy', locale: 'de', messages: await loadMessages('de') });
    expect(screen.getByText('Diese Seite gibt es nur auf Englisch.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
