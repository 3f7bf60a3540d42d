import { MESSAGES, type User } from '@storyloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { calls, json, mockApi } from '../../../test/mock-api.ts';
import { ana, renderWithProviders } from '../test/render-player.tsx';
import { StoryActions, shareLink } from './story-actions.tsx';

function renderActions(user: User | null = null, isPublic = false) {
  return renderWithProviders(
    <StoryActions
      bundleId="b-123"
      title="Mia and the Sea Star"
      child="Mia"
      user={user}
      isPublic={isPublic}
    />,
    { path: '/play/b-123', user },
  );
}

let warnSpy: MockInstance<typeof console.warn>;

beforeEach(() => {
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('StoryActions', () => {
  it('offers Report on a public story only, and sends the report from its dialog', async () => {
    const fetchMock = mockApi({ 'POST /v1/stories/b-123/report': { ok: true } });
    const { unmount } = renderActions(null, false);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    unmount();

    renderActions(null, true);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this story' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Unkind or unsafe/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('heading', { name: MESSAGES.reportThanks })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /v1/stories/b-123/report');
  });

  it('copies the share link and says so when the device has no share sheet', async () => {
    mockApi({});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/player/b-123?child=Mia`);
    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.linkCopied);
  });

  it("uses the device's share sheet when there is one", async () => {
    mockApi({});
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Mia and the Sea Star',
      url: `${window.location.origin}/player/b-123?child=Mia`,
    });
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in before ordering a print', async () => {
    mockApi({});
    const { auth } = renderActions(null);

    await userEvent.click(screen.getByRole('button', { name: 'Order Print' }));

    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent(MESSAGES.signInToOrderPrint);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The notice offers the way on.
    await userEvent.click(within(notice).getByRole('button', { name: 'Sign In' }));
    expect(auth.signInWithGoogle).toHaveBeenCalled();
  });

  it('opens the order dialog with the story id and title for a signed-in user', async () => {
    mockApi({});
    renderActions(ana);
    const opener = screen.getByRole('button', { name: 'Order Print' });

    await userEvent.click(opener);

    // The dialog's code is fetched when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Order a printed storybook' });
    expect(within(dialog).getByText('b-123')).toBeInTheDocument();
    expect(within(dialog).getByText('Mia and the Sea Star')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the order dialog', async () => {
    mockApi({});
    renderActions(ana);
    await userEvent.click(screen.getByRole('button', { name: 'Order Print' }));
    // The country comes first: it names the fields after it. (No preview here: the story is not served.)
    const firstField = await screen.findByLabelText('Country');
    expect(firstField).toHaveFocus();

    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await userEvent.tab();
    expect(firstField).toHaveFocus();
  });

  it("shows 'Like' with no likes, the count once there are some, and sends the like", async () => {
    const fetchMock = mockApi({
      'GET /v1/stories/b-123/like/status': { liked: false, like_count: 0 },
      'POST /v1/stories/b-123/like': { liked: true, like_count: 4 },
    });
    renderActions();
    const like = await screen.findByRole('button', { name: 'Like' });

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('4');
    expect(like).not.toHaveTextContent(/^Like$/);
    expect(calls(fetchMock)).toContain('POST /v1/stories/b-123/like');
  });

  it('takes a like back with DELETE', async () => {
    const fetchMock = mockApi({
      'GET /v1/stories/b-123/like/status': { liked: true, like_count: 2 },
      'DELETE /v1/stories/b-123/like': { liked: false, like_count: 1 },
    });
    renderActions();
    const like = await screen.findByRole('button', { name: 'Like, 2' });

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(calls(fetchMock)).toContain('DELETE /v1/stories/b-123/like');
  });

  it('only logs when the like status cannot be loaded', async () => {
    mockApi({});
    renderActions();

    await waitFor(() =>
      expect(warnSpy).toHaveBeenCalledWith('Could not load the like status.', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('offers bookmarks to signed-in users only', () => {
    mockApi({});
    renderActions(null);

    expect(screen.queryByRole('button', { name: /bookmark/i })).not.toBeInTheDocument();
  });

  it('shows Bookmarked from the status, and removes the bookmark with DELETE', async () => {
    const fetchMock = mockApi({
      'GET /v1/bookmarks/b-123/status': { bookmarked: true },
      'DELETE /v1/bookmarks/b-123': { bookmarked: false },
    });
    renderActions(ana);

    await userEvent.click(await screen.findByRole('button', { name: 'Bookmarked' }));

    expect(await screen.findByRole('button', { name: 'Add to Bookmarks' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /v1/bookmarks/b-123');
  });

  it('saves the PDF under the title with underscores for spaces', async () => {
    mockApi({
      'GET /v1/stories/b-123/pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:story');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Mia_and_the_Sea_Star.pdf');
      expect(this.href).toBe('blob:story');
    });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to download PDF. Please try again.' when the PDF cannot be made", async () => {
    mockApi({ 'GET /v1/stories/b-123/pdf': json({ ok: false, error: 'Not found' }, 404) });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.downloadPdfAlert);
  });

  it('says how long to wait when too many PDFs were asked for', async () => {
    mockApi({
      'GET /v1/stories/b-123/pdf': json(
        {
          ok: false,
          error: 'Too many requests at once. Please try again in 35 seconds.',
          code: 'rate_limited',
          retry_after_seconds: 35,
        },
        429,
      ),
    });
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByTestId('notice')).toHaveTextContent(
      'Too many requests at once. Please try again in 35 seconds.',
    );
  });

  it('sends a like again once when it was refused for want of the visitor’s cookie', async () => {
    let likes = 0;
    const fetchMock = mockApi({
      'GET /v1/stories/b-123/like/status': { liked: false, like_count: 0 },
      'POST /v1/stories/b-123/like': () => {
        likes += 1;
        return likes === 1
          ? json({ ok: false, error: 'Please open the story and try again.' }, 403)
          : json({ liked: true, like_count: 1 });
      },
    });
    renderActions();
    const like = await screen.findByRole('button', { name: 'Like' });

    await userEvent.click(like);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(calls(fetchMock).filter((call) => call === 'POST /v1/stories/b-123/like')).toHaveLength(2);
  });

  it('sends a refused like only twice', async () => {
    const fetchMock = mockApi({
      'GET /v1/stories/b-123/like/status': { liked: false, like_count: 0 },
      'POST /v1/stories/b-123/like': () => json({ ok: false, error: 'Refused' }, 403),
    });
    renderActions();

    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));

    await waitFor(() =>
      expect(warnSpy).toHaveBeenCalledWith('Could not change the like.', expect.anything()),
    );
    expect(calls(fetchMock).filter((call) => call === 'POST /v1/stories/b-123/like')).toHaveLength(2);
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });
});

describe('shareLink', () => {
  it('builds {origin}/player/{id}?child={child}, escaping what needs it', () => {
    expect(shareLink('https://storyloom.example', 'abc', 'Zoë & Max')).toBe(
      'https://storyloom.example/player/abc?child=Zo%C3%AB+%26+Max',
    );
  });
});
