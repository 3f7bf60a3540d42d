import { MESSAGES, type User } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../components/notices.tsx';
import { GenerationProvider } from '../features/generator/components/generation-provider.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { json, mockFetch, noSession, session } from '../lib/auth/test/fake-auth-server.ts';
import { AuthContext, type AuthContextValue } from '../lib/auth/use-auth.ts';
import { Header } from './header.tsx';

const ana: User = {
  uid: 'u-1',
  email: 'ana@example.com',
  displayName: 'Ana Lopez',
  photoURL: 'https://example.com/ana.png',
};

function renderHeader(auth: Partial<AuthContextValue> = {}) {
  const value: AuthContextValue = {
    user: null,
    loading: false,
    signInWithGoogle: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...auth,
  };
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={value}>
          <NoticeProvider>
            <GenerationProvider>
              <Header />
            </GenerationProvider>
          </NoticeProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return value;
}

function renderWithAuthProvider() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <NoticeProvider>
          <AuthProvider>
            <GenerationProvider>
              <Header />
            </GenerationProvider>
          </AuthProvider>
        </NoticeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Header', () => {
  it('links to Generator, Player and Archives in the main navigation', () => {
    renderHeader();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Generator' })).toHaveAttribute('href', '/generate');
    expect(within(nav).getByRole('link', { name: 'Player' })).toHaveAttribute('href', '/play');
    expect(within(nav).getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/archives');
  });

  it('opens and closes the mobile navigation with the menu toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Generator', 'Player', 'Archives', 'On this device']);

    await user.click(within(mobileNav).getByRole('link', { name: 'Archives' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('offers Sign In to a signed-out visitor and no account menu', async () => {
    const user = userEvent.setup();
    const auth = renderHeader();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(auth.signInWithGoogle).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('shows neither Sign In nor the account menu while auth is loading', () => {
    renderHeader({ loading: true });

    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('leaves a failed sign-in to the auth provider to log, showing no message', async () => {
    const user = userEvent.setup();
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithAuthProvider();

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() =>
      expect(logError).toHaveBeenCalledWith(
        'Sign-in failed',
        expect.objectContaining({ code: 'auth/popup-blocked' }),
      ),
    );
    expect(logError).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says sign-in is not set up when the server has none, instead of opening a popup', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /v1/auth/config': () => json({ ok: true, provider: 'none', token_sync_url: null }),
      'POST /v1/auth/refresh': noSession,
    });
    const open = vi.spyOn(window, 'open');
    renderWithAuthProvider();

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.signInNotSetUp)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the account menu for a user whose session is restored', async () => {
    mockFetch({ 'POST /v1/auth/refresh': () => json(session(ana)) });
    renderWithAuthProvider();

    expect(await screen.findByRole('button', { name: 'Account menu for Ana Lopez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's photo, name, email and their own screens", async () => {
    const user = userEvent.setup();
    renderHeader({ user: ana });
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    // The account menu is fetched the first time someone signed in is shown.
    const toggle = await screen.findByRole('button', { name: 'Account menu for Ana Lopez' });

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'My Stories' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('href', '/bookmarks');
    expect(within(menu).getByRole('link', { name: 'My Voices' })).toHaveAttribute('href', '/voices');
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Ana Lopez').length).toBeGreaterThan(0);
    const photos = document.querySelectorAll(`img[src="${ana.photoURL}"]`);
    expect(photos.length).toBeGreaterThan(0);
  });

  it('signs out from the user menu and closes it', async () => {
    const user = userEvent.setup();
    const auth = renderHeader({ user: ana });

    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes the user menu on Escape and returns focus to its toggle', async () => {
    const user = userEvent.setup();
    renderHeader({ user: ana });
    const toggle = await screen.findByRole('button', { name: /account menu/i });

    await user.click(toggle);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("shows the user's initial when they have no photo", async () => {
    renderHeader({ user: { ...ana, photoURL: null } });

    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
