import { MESSAGES } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, json, mockApi } from '../../../test/mock-api.ts';
import { ana, buildStory, renderScreen } from '../../../test/render-screen.tsx';
import { ClaimStoriesOffer } from './claim-stories-offer.tsx';

const CLAIMABLE = 'GET /v1/stories/claimable';
const CLAIM = 'POST /v1/stories/claim';

const pictured = buildStory({ bundle_id: 'b-sea', title: 'Mia and the Sea Star', child: 'Mia' });
const audioOnly = buildStory({
  bundle_id: 'b-moon',
  title: 'Leo Hums to the Moon',
  child: 'Leo',
  audio_only: true,
  cover_url: null,
});

const renderOffer = (user: typeof ana | null = ana) =>
  renderScreen(<ClaimStoriesOffer />, { path: '/dashboard', user });

const dialog = () => screen.findByRole('dialog', { name: 'Add these stories to your account?' });

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClaimStoriesOffer', () => {
  it('lists the stories made here before signing in, with cover, title and child, and says how to make them private', async () => {
    mockApi({ [CLAIMABLE]: { ok: true, stories: [pictured, audioOnly] } });
    renderOffer();

    const offer = await dialog();
    const items = within(offer).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mia and the Sea Star');
    expect(items[0]).toHaveTextContent('Child: Mia');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/data/b-sea/scene_1.png');
    // An audio-only story has no picture: the night sky stands in.
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(offer).toHaveTextContent('They stay public in the Archives, just as they are now.');
    // Focus moves into the dialog once it is on screen.
    await waitFor(() => expect(within(offer).getByRole('button', { name: 'Not now' })).toHaveFocus());
  });

  it('adds them to the account when the parent says Add, and the lists are asked again', async () => {
    const fetchMock = mockApi({
      [CLAIMABLE]: { ok: true, stories: [pictured, audioOnly] },
      [CLAIM]: { ok: true, claimed: ['b-sea', 'b-moon'] },
    });
    const { queryClient } = renderOffer();
    queryClient.setQueryData(['stories', 'list', 'mine', ana.uid], { pages: [], pageParams: [] });

    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const claim = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(claim?.[1]?.body))).toEqual({ bundle_ids: ['b-sea', 'b-moon'] });
    expect(new Headers(claim?.[1]?.headers).get('Authorization')).toBe(`Bearer token-${ana.uid}`);
    expect(screen.getByText('2 stories added to My Stories')).toBeInTheDocument();
    expect(queryClient.getQueryState(['stories', 'list', 'mine', ana.uid])?.isInvalidated).toBe(true);
  });

  it('asks about a single story in the singular', async () => {
    mockApi({ [CLAIMABLE]: { ok: true, stories: [pictured] } });
    renderOffer();

    const offer = await screen.findByRole('dialog', { name: 'Add this story to your account?' });
    expect(offer).toHaveTextContent('It stays public in the Archives, just as it is now.');
  });

  it('leaves the stories where they are on Not now', async () => {
    const fetchMock = mockApi({ [CLAIMABLE]: { ok: true, stories: [pictured] } });
    renderOffer();

    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(CLAIM);
  });

  it('says why when the stories cannot be added, and keeps asking', async () => {
    const fetchMock = mockApi({
      [CLAIMABLE]: { ok: true, stories: [pictured] },
      [CLAIM]: json({ ok: false, error: MESSAGES.claimRefused }, 409),
    });
    renderOffer();

    const offer = await screen.findByRole('dialog');
    await userEvent.click(within(offer).getByRole('button', { name: 'Add' }));

    expect(await within(offer).findByRole('alert')).toHaveTextContent(MESSAGES.claimRefused);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // What can still be added is asked again.
    await waitFor(() => expect(calls(fetchMock).filter((call) => call === CLAIMABLE)).toHaveLength(2));
  });

  it('asks nothing when there is nothing to add, or nobody is signed in', async () => {
    const fetchMock = mockApi({ [CLAIMABLE]: { ok: true, stories: [] } });
    const { unmount } = renderOffer();
    await waitFor(() => expect(calls(fetchMock)).toContain(CLAIMABLE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    fetchMock.mockClear();
    renderOffer(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
