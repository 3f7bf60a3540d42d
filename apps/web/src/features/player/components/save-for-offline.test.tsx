import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedStories } from '../../../lib/offline/saved-stories.ts';
import { FakeCacheStorage } from '../../../lib/offline/test/fake-cache-storage.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { buildBundle } from '../../../test/story-fixtures.ts';
import { renderWithProviders } from '../test/render-player.tsx';
import { SaveForOffline } from './save-for-offline.tsx';

const bundle = buildBundle({}, 2);

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
});
afterEach(() => vi.unstubAllGlobals());

const renderButton = () => renderWithProviders(<SaveForOffline bundleId="b-123" />, { path: '/play/b-123' });

describe('Save for offline', () => {
  it('saves the story with its files, saying how far it got, then offers to remove it', async () => {
    let releaseNarration = () => {};
    mockApi({
      'GET /v1/stories/bundle/b-123': bundle,
      'GET /data/test/scene_1.png': () => new Response('picture'),
      'GET /data/test/scene_1.mp3': () =>
        new Promise<Response>((resolve) => (releaseNarration = () => resolve(new Response('audio')))),
      'GET /data/test/scene_2.png': () => new Response('picture'),
      'GET /data/test/scene_2.mp3': () => new Response('audio'),
    });
    const user = userEvent.setup();
    renderButton();

    await user.click(await screen.findByRole('button', { name: 'Save for offline' }));

    expect(await screen.findByRole('button', { name: 'Saving… 1 of 4' })).toBeDisabled();
    releaseNarration();
    expect(await screen.findByRole('link', { name: 'Saved on this device' })).toHaveAttribute(
      'href',
      '/on-this-device',
    );
    expect(await savedStories.list()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove from this device' }));

    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeEnabled();
    expect(await savedStories.list()).toEqual([]);
  });

  it('says clearly when the story could not be saved, and shows nothing as saved', async () => {
    mockApi({
      'GET /v1/stories/bundle/b-123': bundle,
      'GET /data/test/scene_1.png': () => json({ ok: false, error: 'Forbidden' }, 403),
    });
    const user = userEvent.setup();
    renderButton();

    await user.click(await screen.findByRole('button', { name: 'Save for offline' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This story could not be saved on this device. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeEnabled();
    expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument();
    expect(await storage.keys()).toEqual([]);
  });

  it('stops saving a private story when its parent signs out, keeping nothing and blaming nothing', async () => {
    let releasePicture = () => {};
    mockApi({
      'GET /v1/stories/bundle/b-123': buildBundle({ privacy: 'private', user_id: 'alex' }, 1),
      'GET /data/test/scene_1.png': () =>
        new Promise<Response>((resolve) => (releasePicture = () => resolve(new Response('picture')))),
      'GET /data/test/scene_1.mp3': () => new Response('audio'),
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Save for offline' }));
    await screen.findByRole('button', { name: 'Saving… 0 of 2' });

    await savedStories.forgetPrivateStories(null);
    releasePicture();

    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await storage.keys()).toEqual([]);
  });

  it('asks the browser to keep the saved stories for good', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { persist } }));
    mockApi({ 'GET /v1/stories/bundle/b-123': buildBundle({ scenes: [] }) });
    const user = userEvent.setup();
    renderButton();

    await user.click(await screen.findByRole('button', { name: 'Save for offline' }));

    await waitFor(() => expect(persist).toHaveBeenCalled());
  });

  it('is not offered where the browser cannot keep stories', () => {
    vi.stubGlobal('caches', undefined);
    renderButton();
    expect(screen.queryByRole('button', { name: 'Save for offline' })).not.toBeInTheDocument();
  });
});
