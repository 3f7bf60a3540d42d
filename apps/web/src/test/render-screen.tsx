import type { StoryListItem, User } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { NoticeProvider } from '../components/notices.tsx';
import { englishMessages, type Messages } from '../i18n/catalog.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import type { Locale } from '../i18n/locales.ts';
import { setAuthTokenProvider } from '../lib/api-client.ts';
import { AuthContext, type AuthContextValue } from '../lib/auth/use-auth.ts';

export const ana: User = { uid: 'u-ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

/** A list item as the server sends it, with the fields a test cares about. */
export function buildStory(overrides: Partial<StoryListItem> = {}): StoryListItem {
  const id = overrides.bundle_id ?? 'b-1';
  return {
    bundle_id: id,
    user_id: null,
    title: `Story ${id}`,
    child: 'Mia',
    theme: 'ocean',
    language: 'en',
    age: 4,
    scenes: 3,
    privacy: 'public',
    created_at: '2026-03-05T16:07:00',
    audio_only: false,
    cover_url: `/data/${id}/scene_1.png`,
    ...overrides,
  };
}

interface RenderOptions {
  /** Where the app is first shown, e.g. '/archives'. */
  path: string;
  /** The query the address starts with, e.g. '?language=es'. */
  search?: string;
  user?: User | null;
  authLoading?: boolean;
  /** The interface's language, with its messages from `await loadMessages(locale)`; English by default. */
  locale?: Locale;
  messages?: Messages;
}

/**
 * Renders routes inside the providers the app gives them. A signed-in user's calls carry a
 * bearer token, so tests can tell which calls send it.
 */
export function renderInApp(
  routes: ReactNode,
  {
    path,
    search = '',
    user = null,
    authLoading = false,
    locale = 'en',
    messages = englishMessages,
  }: RenderOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthContextValue = {
    user,
    loading: authLoading,
    signInWithGoogle: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  };
  setAuthTokenProvider(async () => (user ? `token-${user.uid}` : null));
  const view = render(
    <I18nProvider locale={locale} messages={messages}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <NoticeProvider>
            <MemoryRouter initialEntries={[path + search]}>
              <Routes>{routes}</Routes>
            </MemoryRouter>
          </NoticeProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient, auth };
}

/** Renders a screen at `path`; home and the player are stand-ins. */
export function renderScreen(ui: ReactNode, options: RenderOptions) {
  return renderInApp(
    <>
      <Route path={options.path} element={ui} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/play/:bundleId" element={<p>Player page</p>} />
    </>,
    options,
  );
}
