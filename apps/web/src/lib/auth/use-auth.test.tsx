import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../components/notices.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { mockFetch, noSession } from './test/fake-auth-server.ts';
import { useAuth } from './use-auth.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NoticeProvider>
        <AuthProvider>{children}</AuthProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
}

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    // React logs the error thrown during render; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('gives the user, the loading flag and the sign-in actions inside AuthProvider', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });

    const { result } = renderHook(() => useAuth(), { wrapper: Providers });

    expect(result.current).toMatchObject({
      user: null,
      loading: true,
      signInWithGoogle: expect.any(Function),
      signOut: expect.any(Function),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });
});
