import type { User } from '@storyloom/contract';
import { createContext, useContext } from 'react';

/** The authentication context of product §3. */
export interface AuthContextValue {
  user: User | null;
  /** True until the first auth-state report. */
  loading: boolean;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The current user and the sign-in actions; only valid inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
