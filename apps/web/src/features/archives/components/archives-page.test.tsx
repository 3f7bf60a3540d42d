import { MESSAGES, type StoryListItem } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { ana, buildStory, renderScreen } from '../../../test/render-screen.tsx';
import { ArchivesPage } from './archives-page.tsx';

const ALL = 'GET /v1/stories/list?limit=100';

const mia = buildStory({
  bundle_id: 'b-mia',
  title: 'Mia and the Sea Star',
  child: 'Mia',
  theme: 'ocean',
  language: 'es',
  age: 4,
  scenes: 3,
  created_at: '2026-03-05T16:07:00',
});
const leo = buildStory({
  bundle_id: 'b-leo',
  title: 'Leo Visits the Moon',
  child: 'Leo',
  theme: 'space',
  language: 'tr',
  age: 6,
  scenes: 1,
});

const page = (stories: StoryListItem[], total = stories.length, next_cursor: string | null = null) => ({
  ok: true,
  stories,
  total,
  next_cursor,
});

const renderArchives = (user = null as typeof ana | null, search = '') =>
  renderScreen(
    <>
      <ArchivesPage />
      <Address />
    </>,
    { path: '/archives', user, search },
  );

/** The address's query, where a test can read it. */
function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}
const address = () => screen.getByTestId('address').textContent;

const cards = () => within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem');

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArchivesPage', () => {
  it('shows every public story as a card, with the community count', async () => {
    mockApi({ [ALL]: page([mia, leo], 42, 'next') });
    renderArchives();

    expect(screen.getByRole('status')).toHaveTextContent('Loading stories...');
    expect(await screen.findByText('Browse 42 magical stories created by our community')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Story Archives' })).toBeInTheDocument();
    expect(screen.getByText('Showing 42 of 42 stories')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);

    const card = cards()[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Mia and the Sea Star' })).toHaveAttribute(
      'href',
      '/play/b-mia',
    );
    expect(card).toHaveTextContent('Mia');
    // The language by its name, not its code.
    expect(within(card).getByText('Language:').parentElement).toHaveTextContent('Language: Spanish');
    expect(card).not.toHaveTextContent('ES');
    expect(card).toHaveTextContent('Ocean');
    expect(card).toHaveTextContent('Age 4');
    expect(card).toHaveTextContent('3 scenes');
    expect(card).toHaveTextContent('Mar 5, 2026');
    expect(card.querySelector('img')).toHaveAttribute('src', '/data/b-mia/scene_1.png');
    expect(cards()[1]).toHaveTextContent('Language: Turkish');
  });

  it('crops each cover at the face the illustrator drew, else at the centre of the top', async () => {
    const drawn = buildStory({ ...mia, cover_focus: { x: 31.5, y: 60.3 } });
    mockApi({ [ALL]: page([drawn, leo]) });
    renderArchives();

    await screen.findByText('Mia and the Sea Star');
    const [first, second] = cards().map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('src', '/data/b-mia/scene_1.png');
    expect(first?.style.objectPosition).toBe('31.5% 60.3%');
    expect(second?.style.objectPosition).toBe('center top');
  });

  it('shows the parent’s own theme on a custom-theme card', async () => {
    const robots = buildStory({
      bundle_id: 'b-bot',
      theme: 'custom',
      custom_theme: 'A tea party with robots',
    });
    const older = buildStory({ bundle_id: 'b-old', theme: 'custom' });
    mockApi({ [ALL]: page([robots, older]) });
    renderArchives();

    await screen.findByText('Story b-bot');
    expect(within(cards()[0] as HTMLElement).getByText('A tea party with robots')).toBeInTheDocument();
    expect(cards()[0]).not.toHaveTextContent('Custom');
    // A story listed without its text (an older server) still says what kind of theme it is.
    expect(within(cards()[1] as HTMLElement).getByText('Custom')).toBeInTheDocument();
  });

  it('reports a story from its card’s menu', async () => {
    const fetchMock = mockApi({ [ALL]: page([mia, leo]), 'POST /v1/stories/b-mia/report': { ok: true } });
    renderArchives();
    await userEvent.click(await screen.findByRole('button', { name: `More actions for ${mia.title}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Report story' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this story' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Personal information/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('heading', { name: MESSAGES.reportThanks })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /v1/stories/b-mia/report');
  });

  it('loads the covers of the first row at once, the first before anything else, and the rest lazily', async () => {
    const stories = [1, 2, 3, 4].map((n) => buildStory({ bundle_id: `b-${n}`, title: `Story ${n}` }));
    mockApi({ [ALL]: page(stories) });
    renderArchives();

    await screen.findByText('Story 4');
    const [first, second, third, fourth] = cards().map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const eager of [first, second, third]) expect(eager).not.toHaveAttribute('loading');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(fourth).toHaveAttribute('loading', 'lazy');
    expect(fourth).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the gradient when the cover picture cannot load', async () => {
    mockApi({ [ALL]: page([mia]) });
    renderArchives();

    const img = (await screen.findAllByRole('listitem'))[0]?.querySelector('img');
    img?.dispatchEvent(new Event('error'));

    await waitFor(() => expect(cards()[0]?.querySelector('img')).toBeNull());
    expect(cards()[0]).toHaveTextContent('🐠');
  });

  it('lists without the bearer, and shows only public stories, even to a signed-in user', async () => {
    const own = buildStory({
      bundle_id: 'b-own',
      title: 'My Secret Story',
      privacy: 'private',
      user_id: ana.uid,
    });
    const fetchMock = mockApi({ [ALL]: page([mia, own]), 'GET /v1/bookmarks': { ok: true, bookmarks: [] } });
    renderArchives(ana);

    await screen.findByText('Mia and the Sea Star');
    expect(screen.queryByText('My Secret Story')).not.toBeInTheDocument();
    expect(headersOf(fetchMock, ALL).has('Authorization')).toBe(false);
    expect(headersOf(fetchMock, 'GET /v1/bookmarks').get('Authorization')).toBe(`Bearer token-${ana.uid}`);
  });

  it('sends the search to the server once typing pauses, and counts what matches', async () => {
    const fetchMock = mockApi({
      [ALL]: page([mia, leo], 2),
      [`${ALL}&q=LEO`]: page([leo], 1),
    });
    renderArchives();
    await screen.findByText('Mia and the Sea Star');

    await userEvent.type(screen.getByPlaceholderText('Search by child name, title, or theme...'), 'LEO');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Leo Visits the Moon')).toBeInTheDocument();
    // What is shown, out of the whole archive.
    expect(screen.getByText('Showing 1 of 2 stories')).toBeInTheDocument();
    // The headline keeps counting the whole community.
    expect(screen.getByText('Browse 2 magical stories created by our community')).toBeInTheDocument();
    // Only the finished word was sent, not every keystroke.
    expect(calls(fetchMock).filter((call) => call.includes('q='))).toEqual([`${ALL}&q=LEO`]);

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
  });

  it('filters by language and theme on the server from the collapsible filters', async () => {
    const fetchMock = mockApi({
      [ALL]: page([mia, leo]),
      [`${ALL}&language=es`]: page([mia]),
      [`${ALL}&language=es&theme=ocean`]: page([mia]),
    });
    renderArchives();
    await screen.findByText('Mia and the Sea Star');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const languages = screen.getByRole('group', { name: 'Language' });
    // All 16 languages, plus 'All languages'.
    expect(within(languages).getAllByRole('button')).toHaveLength(17);
    const spanish = within(languages).getByRole('button', { name: 'ES (Spanish)' });
    await userEvent.click(spanish);
    expect(spanish).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('Showing 1 of 2 stories')).toBeInTheDocument());

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name: 'Ocean' }),
    );
    await waitFor(() => expect(calls(fetchMock)).toContain(`${ALL}&language=es&theme=ocean`));
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });

  it('keeps the search and filters in the address, so going back to the list shows them again', async () => {
    const fetchMock = mockApi({
      [ALL]: page([mia, leo]),
      [`${ALL}&language=es`]: page([mia]),
      [`${ALL}&q=Mia&language=es`]: page([mia]),
    });
    renderArchives();
    await screen.findByText('Mia and the Sea Star');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'ES (Spanish)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'Mia');

    await waitFor(() => expect(calls(fetchMock)).toContain(`${ALL}&q=Mia&language=es`));
    expect(address()).toBe('?language=es&q=Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(address()).toBe('');
  });

  it('starts from the search and filters in the address, ignoring a value it does not offer', async () => {
    const fetchMock = mockApi({ [ALL]: page([mia, leo]), [`${ALL}&q=Mia&theme=ocean`]: page([mia]) });
    renderArchives(null, '?q=Mia&language=xx&theme=ocean');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('Mia');
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([ALL, `${ALL}&q=Mia&theme=ocean`]);
  });

  it('goes back to every language when the chosen one is pressed again', async () => {
    const fetchMock = mockApi({ [ALL]: page([mia, leo]), [`${ALL}&language=tr`]: page([leo]) });
    renderArchives();
    await screen.findByText('Mia and the Sea Star');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const turkish = screen.getByRole('button', { name: 'TR (Turkish)' });

    await userEvent.click(turkish);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(turkish);

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(turkish).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All languages' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls(fetchMock)).toEqual([ALL, `${ALL}&language=tr`]);
  });

  it('counts every match, past the page shown, out of the whole archive', async () => {
    mockApi({ [ALL]: page([mia, leo], 500, 'next'), [`${ALL}&theme=space`]: page([leo], 150, 'more') });
    renderArchives();
    await screen.findByText('Showing 500 of 500 stories');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

    await userEvent.click(screen.getByRole('button', { name: 'Space' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Showing 150 of 500 stories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('says when nothing matches, and Clear Filters shows every story again', async () => {
    mockApi({ [ALL]: page([mia, leo]), [`${ALL}&q=zebra`]: page([], 0) });
    renderArchives();
    await screen.findByText('Mia and the Sea Star');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'zebra');

    expect(
      await screen.findByRole('heading', { name: 'No stories found matching your filters.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 2 stories')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 stories')).toBeInTheDocument();
  });

  it('loads the next page with the cursor when there are more stories', async () => {
    const fetchMock = mockApi({
      [ALL]: page([mia], 2, 'cursor-1'),
      [`${ALL}&cursor=cursor-1`]: page([leo], 2, null),
    });
    renderArchives();
    await screen.findByText('Showing 2 of 2 stories');
    expect(cards()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 stories')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls(fetchMock)).toContain(`${ALL}&cursor=cursor-1`);
  });

  it("shows 'Failed to Load Stories' when the list fails, and Retry asks again", async () => {
    let fail = true;
    mockApi({
      [ALL]: () => (fail ? json({ ok: false, error: 'Boom' }, 500) : json(page([mia]))),
    });
    renderArchives();

    expect(await screen.findByRole('heading', { name: 'Failed to Load Stories' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fetchStoriesFailed);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Mia and the Sea Star')).toBeInTheDocument();
  });

  it("calls an answer without stories 'Invalid response format'", async () => {
    mockApi({ [ALL]: { ok: true } });
    renderArchives();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidResponseFormat);
  });

  it('asks a signed-out visitor to sign in before bookmarking', async () => {
    const fetchMock = mockApi({ [ALL]: page([mia]) });
    renderArchives(null);
    await screen.findByText('Mia and the Sea Star');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Bookmarks' }));

    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent(MESSAGES.signInToBookmark);
    expect(calls(fetchMock)).toEqual([ALL]);
    expect(within(notice).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows which stories are bookmarked from one bookmarks call, and toggles them', async () => {
    let saved = [{ ...leo, bookmarked_at: '2026-03-06T10:00:00' }];
    const fetchMock = mockApi({
      [ALL]: page([mia, leo]),
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: saved }),
      'POST /v1/bookmarks/b-mia': () => {
        saved = [{ ...mia, bookmarked_at: '2026-03-07T10:00:00' }, ...saved];
        return json({ bookmarked: true });
      },
      'DELETE /v1/bookmarks/b-leo': () => {
        saved = saved.filter((b) => b.bundle_id !== 'b-leo');
        return json({ bookmarked: false });
      },
    });
    renderArchives(ana);
    await screen.findByText('Mia and the Sea Star');
    const [miaCard, leoCard] = cards() as [HTMLElement, HTMLElement];
    await waitFor(() =>
      expect(within(leoCard).getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument(),
    );

    await userEvent.click(within(miaCard).getByRole('button', { name: 'Add to Bookmarks' }));
    await waitFor(() =>
      expect(within(miaCard).getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument(),
    );

    await userEvent.click(within(leoCard).getByRole('button', { name: 'Remove bookmark' }));
    await waitFor(() =>
      expect(within(leoCard).getByRole('button', { name: 'Add to Bookmarks' })).toBeInTheDocument(),
    );

    expect(calls(fetchMock)).toEqual(
      expect.arrayContaining(['POST /v1/bookmarks/b-mia', 'DELETE /v1/bookmarks/b-leo']),
    );
    expect(calls(fetchMock).filter((call) => call.includes('/status'))).toEqual([]);
  });
});
