import type { ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';

// Sign-in is not built yet: until it is, everyone is a signed-out visitor.
const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  signInWithGoogle: () => Promise.reject(new Error('Sign-in is not available yet')),
  signOut: () => Promise.resolve(),
};

/** Provides the authentication context to the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>;
}
