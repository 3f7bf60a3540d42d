import { type Bookmark, MESSAGES } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { setAuthTokenProvider } from '../../../lib/api-client.ts';
import { calls, headersOf, json, mockApi } from '../../../test/mock-api.ts';
import { ana, buildStory, renderScreen } from '../../../test/render-screen.tsx';
import { BookmarksPage } from './bookmarks-page.tsx';

const BOOKMARKS = 'GET /v1/bookmarks';

const mia: Bookmark = {
  ...buildStory({
    bundle_id: 'b-mia',
    title: 'Mia and the Sea Star',
    child: 'Mia',
    theme: 'ocean',
    language: 'es',
  }),
  bookmarked_at: '2026-03-06T10:00:00',
};
const leo: Bookmark = {
  ...buildStory({
    bundle_id: 'b-leo',
    title: 'Leo Visits the Moon',
    child: 'Leo',
    theme: 'Space',
    language: 'en',
  }),
  bookmarked_at: '2026-03-07T10:00:00',
};

const saved = (bookmarks: Bookmark[]) => ({ ok: true, bookmarks });

const renderBookmarks = (user: typeof ana | null = ana, search = '') =>
  renderScreen(<BookmarksPage />, { path: '/bookmarks', user, search });

const cards = () => within(screen.getByRole('list', { name: 'Bookmarked stories' })).getAllByRole('listitem');

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookmarksPage', () => {
  it('sends a signed-out visitor home', async () => {
    const fetchMock = mockApi({});
    renderBookmarks(null);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Arabic, with its dual for two bookmarks and the date in Arabic', async () => {
    mockApi({ [BOOKMARKS]: saved([mia, leo]) });
    renderScreen(<BookmarksPage />, {
      path: '/bookmarks',
      user: ana,
      locale: 'ar',
      messages: await loadMessages('ar'),
    });

    expect(await screen.findByText('قصتان محفوظتان')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'مفضّلاتي' })).toBeInTheDocument();
    const savedCards = within(screen.getByRole('list', { name: 'القصص المحفوظة' })).getAllByRole('listitem');
    expect(savedCards[0]).toHaveTextContent('حُفظت في 6 مارس 2026');
  });

  it('shows the saved stories with the day each was bookmarked', async () => {
    const fetchMock = mockApi({ [BOOKMARKS]: saved([mia, leo]) });
    renderBookmarks();

    expect(await screen.findByText('2 stories saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeInTheDocument();
    expect(headersOf(fetchMock, BOOKMARKS).get('Authorization')).toBe(`Bearer token-${ana.uid}`);
    expect(screen.getByText('Showing 2 of 2 bookmarks')).toBeInTheDocument();
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Mia and the Sea Star' })).toHaveAttribute(
      'href',
      '/play/b-mia',
    );
    expect(within(first).getByText('Bookmarked Mar 6, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
  });

  it('counts a single bookmark as one story', async () => {
    mockApi({ [BOOKMARKS]: saved([mia]) });
    renderBookmarks();

    expect(await screen.findByText('1 story saved')).toBeInTheDocument();
  });

  it('invites the user to browse the archive when nothing is bookmarked', async () => {
    mockApi({ [BOOKMARKS]: saved([]) });
    renderBookmarks();

    expect(await screen.findByText("You haven't bookmarked any stories yet")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No bookmarks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('href', '/archives');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches the bookmarks on the device, by child, title or theme', async () => {
    const fetchMock = mockApi({ [BOOKMARKS]: saved([mia, leo]) });
    renderBookmarks();
    await screen.findByText('2 stories saved');
    const search = screen.getByPlaceholderText('Search your bookmarks...');

    await userEvent.type(search, 'MOON');
    expect(screen.getByText('Showing 1 of 2 bookmarks')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Leo Visits the Moon')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'ocean');
    expect(screen.getByText('Mia and the Sea Star')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);

    expect(calls(fetchMock)).toEqual([BOOKMARKS]);
  });

  it('filters by language and by theme whatever its case, offering only what was saved', async () => {
    mockApi({ [BOOKMARKS]: saved([mia, leo]) });
    renderBookmarks();
    await screen.findByText('2 stories saved');

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((chip) => (chip as HTMLButtonElement).value),
    ).toEqual(['', 'en', 'es']);
    await userEvent.click(within(languages).getByRole('button', { name: 'ES (Spanish)' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Mia and the Sea Star')).toBeInTheDocument();

    await userEvent.click(within(languages).getByRole('button', { name: 'All languages' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Theme' })).getByRole('button', { name: 'Space' }),
    );
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Leo Visits the Moon')).toBeInTheDocument();
  });

  it('starts from the filters in the address, a parent’s own theme included', async () => {
    const dragons = { ...leo, bundle_id: 'b-dragons', title: 'The Dragon Picnic', theme: 'Dragon picnic' };
    mockApi({ [BOOKMARKS]: saved([mia, leo, dragons]) });
    renderBookmarks(ana, '?theme=dragon%20picnic&language=en');

    await screen.findByText('3 stories saved');
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('The Dragon Picnic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });

  it('says when no bookmark matches, and Clear Filters brings them all back', async () => {
    mockApi({ [BOOKMARKS]: saved([mia, leo]) });
    renderBookmarks();
    await screen.findByText('2 stories saved');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your bookmarks' }), 'zebra');
    expect(
      screen.getByRole('heading', { name: 'No bookmarks found matching your filters.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 2 bookmarks')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(cards()).toHaveLength(2);
  });

  it('removes a bookmark: the card goes and the count follows', async () => {
    let bookmarks = [mia, leo];
    const fetchMock = mockApi({
      [BOOKMARKS]: () => json(saved(bookmarks)),
      'DELETE /v1/bookmarks/b-mia': () => {
        bookmarks = [leo];
        return json({ bookmarked: false });
      },
    });
    renderBookmarks();
    await screen.findByText('2 stories saved');

    await userEvent.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Remove bookmark' }));

    await waitFor(() => expect(screen.queryByText('Mia and the Sea Star')).not.toBeInTheDocument());
    expect(screen.getByText('1 story saved')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /v1/bookmarks/b-mia');
  });

  it("shows 'Failed to Load Bookmarks' when they cannot load, and Retry asks again", async () => {
    let fail = true;
    mockApi({ [BOOKMARKS]: () => (fail ? json({ ok: false, error: 'Boom' }, 500) : json(saved([mia]))) });
    renderBookmarks();

    expect(await screen.findByRole('heading', { name: 'Failed to Load Bookmarks' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fetchBookmarksFailed);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('1 story saved')).toBeInTheDocument();
  });
});
