import { MESSAGES, type StoryListItem } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { ana, buildStory, renderScreen } from '../../../test/render-screen.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const MINE = 'GET /v1/stories/list?limit=100&mine=1';

const wren = buildStory({
  bundle_id: 'b-wren',
  title: 'Wren and the Lantern',
  child: 'Wren',
  privacy: 'private',
  user_id: ana.uid,
  created_at: '2026-03-05T16:07:00',
  cover_url: '/v1/media/b-wren/scene_1.png?exp=1800000000&sig=abc',
});
const noor = buildStory({
  bundle_id: 'b-noor',
  title: 'Noor in Space',
  child: 'Noor',
  theme: 'space',
  privacy: 'public',
  user_id: ana.uid,
});

const page = (stories: StoryListItem[], total = stories.length, next_cursor: string | null = null) => ({
  ok: true,
  stories,
  total,
  next_cursor,
});

const renderDashboard = (options: { user?: typeof ana | null; authLoading?: boolean } = {}) =>
  renderScreen(<DashboardPage />, { path: '/dashboard', user: ana, ...options });

const card = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

/** The app's own confirmation, asked after Delete. */
const confirmation = () => screen.getByRole('dialog', { name: /^Delete “/ });

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('sends a signed-out visitor home', async () => {
    const fetchMock = mockApi({});
    renderDashboard({ user: null });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Russian, counting stories with its plural forms and dating them its way', async () => {
    mockApi({ [MINE]: page([wren, noor], 3) });
    const russian = { locale: 'ru', messages: await loadMessages('ru') } as const;
    const { unmount } = renderScreen(<DashboardPage />, { path: '/dashboard', user: ana, ...russian });

    expect(await screen.findByText('У вас 3 сказки')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои сказки' })).toBeInTheDocument();
    const wrenCard = card('Wren and the Lantern');
    expect(wrenCard).toHaveTextContent('5 мар. 2026 г., 16:07');
    expect(within(wrenCard).getByText('Личная')).toBeInTheDocument();
    expect(
      within(wrenCard).getByRole('button', { name: 'Удалить: Wren and the Lantern' }),
    ).toBeInTheDocument();
    unmount();

    for (const [total, said] of [
      [25, 'У вас 25 сказок'],
      [21, 'У вас 21 сказка'],
    ] as const) {
      mockApi({ [MINE]: page([wren, noor], total) });
      const shown = renderScreen(<DashboardPage />, { path: '/dashboard', user: ana, ...russian });
      expect(await screen.findByText(said)).toBeInTheDocument();
      shown.unmount();
    }
  });

  it('waits for sign-in to settle before deciding', () => {
    const fetchMock = mockApi({});
    renderDashboard({ user: null, authLoading: true });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your stories...');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the user's own stories with their privacy, date and time, and a Play link", async () => {
    const fetchMock = mockApi({ [MINE]: page([wren, noor]) });
    renderDashboard();

    expect(await screen.findByText('You have 2 stories')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Stories' })).toBeInTheDocument();
    expect(headersOf(fetchMock, MINE).get('Authorization')).toBe(`Bearer token-${ana.uid}`);

    const wrenCard = card('Wren and the Lantern');
    expect(within(wrenCard).getByText('Private', { exact: true })).toBeInTheDocument();
    expect(within(wrenCard).getByText('Mar 5, 2026, 4:07 PM')).toBeInTheDocument();
    expect(within(wrenCard).getByRole('link', { name: 'Play Wren and the Lantern' })).toHaveAttribute(
      'href',
      '/play/b-wren',
    );
    // A private story's cover comes through the signed link the server gave.
    expect(wrenCard.querySelector('img')).toHaveAttribute(
      'src',
      '/v1/media/b-wren/scene_1.png?exp=1800000000&sig=abc',
    );
    const noorCard = card('Noor in Space');
    expect(within(noorCard).getByText('Public', { exact: true })).toBeInTheDocument();
    expect(noorCard.querySelector('img')).toHaveAttribute('src', '/data/b-noor/scene_1.png');

    expect(screen.getByRole('link', { name: 'Create New Story' })).toHaveAttribute('href', '/generate');
  });

  it('gives an audio-only story the night-sky cover instead of a picture', async () => {
    const bedtime = buildStory({ ...noor, audio_only: true, cover_url: null });
    mockApi({ [MINE]: page([bedtime]) });
    renderDashboard();

    const bedtimeCard = await waitFor(() => card('Noor in Space'));
    expect(bedtimeCard.querySelector('img')).toBeNull();
    expect(within(bedtimeCard).getByText('Audio Story')).toBeInTheDocument();
  });

  it('shows the parent’s own theme and crops the cover at the child’s face', async () => {
    const robots = buildStory({
      ...noor,
      theme: 'custom',
      custom_theme: 'Robots who bake bread',
      cover_focus: { x: 67, y: 54.6 },
    });
    mockApi({ [MINE]: page([robots]) });
    renderDashboard();

    const robotsCard = await waitFor(() => card('Noor in Space'));
    expect(within(robotsCard).getByText('Robots who bake bread')).toBeInTheDocument();
    expect(robotsCard.querySelector('img')?.style.objectPosition).toBe('67% 54.6%');
  });

  it('counts a single story as one story', async () => {
    mockApi({ [MINE]: page([wren]) });
    renderDashboard();

    expect(await screen.findByText('You have 1 story')).toBeInTheDocument();
  });

  it("offers 'Create Your First Story' when there are none", async () => {
    mockApi({ [MINE]: page([]) });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'No Stories Yet' })).toBeInTheDocument();
    expect(screen.getByText('You have 0 stories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Story' })).toHaveAttribute(
      'href',
      '/generate',
    );
  });

  it('keeps the story when the delete is not confirmed', async () => {
    const fetchMock = mockApi({ [MINE]: page([wren, noor]) });
    renderDashboard();
    await screen.findByText('You have 2 stories');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Wren and the Lantern' }));

    expect(confirmation()).toHaveAccessibleName('Delete “Wren and the Lantern”?');
    expect(within(confirmation()).getByText(MESSAGES.deleteStoryConfirm)).toBeInTheDocument();
    // Cancel takes the focus: Enter never deletes by accident.
    expect(within(confirmation()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByText('Wren and the Lantern')).toBeInTheDocument();
  });

  it('deletes a confirmed story: it leaves the list and the count goes down', async () => {
    let stories = [wren, noor];
    const fetchMock = mockApi({
      [MINE]: () => json(page(stories)),
      'DELETE /v1/stories/bundle/b-wren': () => {
        stories = [noor];
        return json({ ok: true });
      },
    });
    renderDashboard();
    await screen.findByText('You have 2 stories');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Wren and the Lantern' }));
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Delete story' }));

    await waitFor(() => expect(screen.queryByText('Wren and the Lantern')).not.toBeInTheDocument());
    expect(screen.getByText('You have 1 story')).toBeInTheDocument();
    expect(headersOf(fetchMock, 'DELETE /v1/stories/bundle/b-wren').get('Authorization')).toBe(
      `Bearer token-${ana.uid}`,
    );
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to delete story: {message}' when the delete fails, and keeps the story", async () => {
    mockApi({
      [MINE]: page([wren]),
      'DELETE /v1/stories/bundle/b-wren': json({ ok: false, error: 'You do not have access to this' }, 403),
    });
    renderDashboard();
    await screen.findByText('You have 1 story');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Wren and the Lantern' }));
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Delete story' }));

    expect(await screen.findByTestId('notice')).toHaveTextContent(
      'Failed to delete story: You do not have access to this',
    );
    expect(screen.getByText('Wren and the Lantern')).toBeInTheDocument();
    expect(screen.getByText('You have 1 story')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Stories' when the list fails, and Retry asks again", async () => {
    let fail = true;
    mockApi({ [MINE]: () => (fail ? json({ ok: false, error: 'Boom' }, 500) : json(page([wren]))) });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Failed to Load Stories' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fetchStoriesFailed);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Wren and the Lantern')).toBeInTheDocument();
  });

  it('loads more of the stories with the cursor', async () => {
    mockApi({
      [MINE]: page([wren], 2, 'cursor-1'),
      [`${MINE}&cursor=cursor-1`]: page([noor], 2),
    });
    renderDashboard();
    await screen.findByText('You have 2 stories');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Noor in Space')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
