import type { User } from '@storyloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../auth/hooks/use-auth.ts';

export const ana: User = { uid: 'u-ana', email: 'ana@example.com', displayName: 'Ana', photoURL: null };

/** Renders player UI inside the providers the app gives it, at `path`, as `user`. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', user = null }: { path?: string; user?: User | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthContextValue = {
    user,
    loading: false,
    signInWithGoogle: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/play/:bundleId?" element={ui} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** jsdom cannot play media: make play, pause and load harmless and observable. */
export function stubMediaElements() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {}),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {}),
    load: vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {}),
  };
}
