import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { englishPolicy, loadPolicy } from '../model/load-policy.ts';
import { PrivacyPage } from './privacy-page.tsx';

// The real translations, unless a test stands in for one that is missing.
vi.mock('../model/load-policy.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../model/load-policy.ts')>();
  return { ...original, loadPolicy: vi.fn(original.loadPolicy) };
});

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

  it('shows the policy in Arabic, right to left, without a note about English', async () => {
    renderScreen(<PrivacyPage />, { path: '/privacy', locale: 'ar', messages: await loadMessages('ar') });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('الخصوصية: ما يحتفظ به Storyloom');
    expect(screen.getByRole('heading', { level: 2, name: 'إلى متى' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('article')).toHaveAttribute('dir', 'rtl');
    // A command read left to right inside the Arabic, not reordered with it.
    expect(screen.getByText('npm run admin -- user delete <email>')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText('هذه الصفحة متوفرة باللغة الإنجليزية فقط.')).not.toBeInTheDocument();
  });

  it('shows the policy in Japanese, marked as Japanese', async () => {
    renderScreen(<PrivacyPage />, { path: '/privacy', locale: 'ja', messages: await loadMessages('ja') });
    expect(await screen.findByRole('heading', { level: 2, name: '保存期間' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ja');
    expect(screen.getByRole('article')).toHaveAttribute('dir', 'ltr');
  });

  it('falls back to English, saying so in the chosen language, when a translation is missing', async () => {
    vi.mocked(loadPolicy).mockResolvedValueOnce(englishPolicy);
    renderScreen(<PrivacyPage />, { path: '/privacy', locale: 'de', messages: await loadMessages('de') });
    expect(await screen.findByText('Diese Seite gibt es nur auf Englisch.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 2, name: 'For how long' })).toBeInTheDocument();
  });
});
