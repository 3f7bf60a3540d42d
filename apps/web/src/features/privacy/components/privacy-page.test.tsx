import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
