import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNotify } from '../../components/notices.tsx';
import { setAuthTokenProvider } from '../api-client.ts';
import { savedStories } from '../offline/saved-stories.ts';
import { savedStoriesQueryKey } from '../offline/use-saved-stories.ts';
import { createAuthClient } from './auth-client.ts';
import { AuthContext, type AuthContextValue } from './use-auth.ts';

/**
 * Provides the authentication context (product §3) and gives every API call the signed-in user's
 * token. Sits inside NoticeProvider, which shows its messages about sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [client] = useState(() =>
    createAuthClient({
      notify: (message) => notify({ message }),
      // Cached answers belong to whoever was signed in: refetch them for the new user, and drop
      // them altogether once nobody is signed in.
      onUserChange: (user) => {
        void (user ? queryClient.invalidateQueries() : queryClient.resetQueries());
      },
      // Private stories saved on this device leave with the one they belong to, also when their
      // session ended while the app was closed (a shared tablet).
      onSessionKnown: (user) => {
        savedStories
          .forgetPrivateStories(user?.uid ?? null)
          .then((forgotten) => {
            if (forgotten > 0) void queryClient.invalidateQueries({ queryKey: savedStoriesQueryKey });
          })
          .catch((error: unknown) => console.error('Could not remove the saved private stories.', error));
      },
    }),
  );
  const state = useSyncExternalStore(client.subscribe, client.getState);

  // A layout effect runs before any child's passive effect, where queries start their fetches, so
  // every call already finds the token provider (and waits for the session to be restored).
  useLayoutEffect(() => {
    void client.start();
    setAuthTokenProvider(client.getToken);
    const stopListening = client.listen();
    return () => {
      stopListening();
      setAuthTokenProvider(null);
    };
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      loading: state.loading,
      signInWithGoogle: client.signInWithGoogle,
      signOut: client.signOut,
    }),
    [state, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
