import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../components/auth-provider.tsx';
import { useAuth } from './use-auth.ts';

afterEach(() => vi.restoreAllMocks());

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    // React logs the error thrown during render; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reports a signed-out visitor that has finished loading inside AuthProvider', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });

    expect(result.current.user).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('rejects sign-in until sign-in is built', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });

    await expect(result.current.signInWithGoogle()).rejects.toThrow('Sign-in is not available yet');
  });
});
