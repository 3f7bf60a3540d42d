import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { savedStories } from '../../../lib/offline/saved-stories.ts';
import { FakeCacheStorage } from '../../../lib/offline/test/fake-cache-storage.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { OnThisDevicePage } from './on-this-device-page.tsx';

beforeEach(async () => {
  vi.stubGlobal('caches', new FakeCacheStorage());
  // jsdom makes no addresses for blobs.
  URL.createObjectURL = () => 'blob:cover';
  URL.revokeObjectURL = () => {};
  mockApi({
    'GET /data/test/scene_1.png': () => new Response('a picture of the sea'),
    'GET /data/test/scene_1.mp3': () => new Response('narration'),
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T16:07:00Z'));
  await savedStories.save(buildBundle({ bundle_id: 'sea', title: 'Mia and the Sea' }, 1), () => {});
  await savedStories.save(
    buildBundle({ bundle_id: 'sky', title: 'Yusuf y el cielo', child: 'Yusuf', language: 'es' }, 1),
    () => {},
  );
  vi.useRealTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

const renderPage = (options: Partial<Parameters<typeof renderScreen>[1]> = {}) =>
  renderScreen(<OnThisDevicePage />, { path: '/on-this-device', ...options });

describe('On this device', () => {
  it('lists each saved story with its cover, child, language, when it was saved and its size', async () => {
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Mia and the Sea' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('For Mia')).toBeInTheDocument();
    expect(within(card).getByText('English')).toBeInTheDocument();
    expect(within(card).getByText(/^Saved Mar 5, 2026 · \d+ kB$/)).toBeInTheDocument();
    expect(await within(card).findByRole('presentation')).toHaveAttribute('src', 'blob:cover');
    expect(within(card).getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/play/sea');
    expect(screen.getByRole('heading', { name: 'Yusuf y el cielo' })).toHaveAttribute('lang', 'es');
  });

  it('removes a story from the device, and says how to save one when none is left', async () => {
    const user = userEvent.setup();
    renderPage();

    for (const title of ['Mia and the Sea', 'Yusuf y el cielo']) {
      const card = (await screen.findByRole('heading', { name: title })).closest('article');
      if (!card) throw new Error('no card');
      await user.click(within(card).getByRole('button', { name: 'Remove from this device' }));
    }

    expect(
      await screen.findByText(
        'No stories saved yet. Open a story and choose Save for offline to keep it here.',
      ),
    ).toBeInTheDocument();
    expect(await savedStories.list()).toEqual([]);
  });

  it('says how much room the stories take, as the browser estimates it', async () => {
    const estimate = vi.fn(async () => ({ usage: 4_260_000, quota: 2_000_000_000 }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { estimate } }));
    renderPage();

    expect(
      await screen.findByText('Storyloom is using 4.3 MB of about 2 GB this browser allows.'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    renderPage({ locale: 'ar', messages: await loadMessages('ar') });
    expect(await screen.findByRole('heading', { name: 'على هذا الجهاز', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('إلى Mia')).toBeInTheDocument();
  });
});
