import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { ana, renderWithProviders, stubMediaElements } from '../test/render-player.tsx';
import { PlayerPage } from './player-page.tsx';

beforeEach(() => {
  stubMediaElements();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the player in another interface language', () => {
  it('speaks Arabic around an English story: the controls turn right to left, the story keeps its own words', async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': buildBundle(),
      'GET /v1/stories/b-123/like/status': { liked: false, like_count: 3 },
    });

    renderWithProviders(<PlayerPage />, {
      path: '/play/b-123',
      locale: 'ar',
      messages: await loadMessages('ar'),
    });

    expect(await screen.findByTestId('scene-counter')).toHaveTextContent('المشهد 1 من 3');
    expect(screen.getByText('قصة من أجل', { exact: false })).toHaveTextContent('قصة من أجل Mia');
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean Adventure of Mia' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(screen.getByTestId('narration')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('play-toggle')).toHaveAccessibleName('ابدأ');
    // Next sits on the left, as the pages of an Arabic book turn; the count is an Arabic plural.
    expect(screen.getByRole('button', { name: 'التالي' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('progressbar', { name: 'تقدّم القصة' })).toHaveAttribute(
      'aria-valuetext',
      'المشهد 1 من 3',
    );
    expect(await screen.findByRole('button', { name: '3 إعجابات' })).toHaveTextContent('3');
  });

  it('prices the printed book in Spanish, with the address named as the chosen country names it', async () => {
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle() });
    const user = userEvent.setup();

    renderWithProviders(<PlayerPage />, {
      path: '/play/b-123',
      user: ana,
      locale: 'es',
      messages: await loadMessages('es'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pedir libro impreso' }));

    // The order dialog's code is fetched when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Pedir un libro impreso' });
    expect(
      within(dialog).getByRole('button', { name: /^Hacer pedido de prueba · 24,98\sUS\$$/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código ZIP')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('País'), 'GB');
    expect(within(dialog).getByRole('option', { name: 'Reino Unido' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Condado (opcional)')).not.toBeRequired();
  });
});
