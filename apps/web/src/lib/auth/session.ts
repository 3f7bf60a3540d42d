import type { AuthSession, User } from '@storyloom/contract';
import { ApiError } from '../api-client.ts';

/** The signed-in user and their bearer token, held in memory only. */
export interface Session {
  token: string;
  user: User;
  /** When the token was issued and when it expires, in this browser's clock (ms). */
  issuedAt: number;
  expiresAt: number;
}

/** The token's `iat` claim, when it is a JWT that carries one. */
function jwtIssuedAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** The session an auth answer starts, timed by this browser's clock. */
export function toSession(answer: AuthSession): Session {
  const now = Date.now();
  return {
    token: answer.access_token,
    user: answer.user,
    issuedAt: jwtIssuedAt(answer.access_token) ?? now,
    expiresAt: now + answer.expires_in * 1000,
  };
}

/** Whether two reports name the same user with the same details. */
export const sameUser = (a: User | null, b: User | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL);

/** A 401 or 403 to a refresh: the cookie is missing, expired, revoked or refused. */
export const sessionRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
