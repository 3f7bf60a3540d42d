import {
  type AuthConfigResponse,
  type AuthSession,
  IDENTITY,
  MESSAGES,
  NATIVE_AUTH,
  type User,
} from '@storyloom/contract';
import { ApiError } from '../api-client.ts';
import { endSession } from './api/end-session.ts';
import { exchangeNativeToken } from './api/exchange-native-token.ts';
import { getAuthConfig } from './api/get-auth-config.ts';
import { refreshSession } from './api/refresh-session.ts';
import { syncToken } from './api/sync-token.ts';
import { AuthError, authError, authErrorFromCode } from './auth-error.ts';
import { isEmbeddedWebView, isIosBrowserOtherThanSafari, usesRedirectSignIn } from './browser-environment.ts';
import { loginUrl, takeRedirectResult } from './login-url.ts';
import { signInWithPopup } from './popup-sign-in.ts';

/** What the auth context reports (spec §3). */
export interface AuthState {
  user: User | null;
  /** True until the first auth-state report. */
  loading: boolean;
}

export interface AuthClient {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /**
   * Finds out who is signed in, once: the native app's stored token, else (in a web view or an iOS
   * browser other than Safari) a redirect sign-in's result, then the session cookie.
   */
  start(): Promise<void>;
  /** Listens for the native app's `nativeAuthReady` event; returns the function that stops listening. */
  listen(): () => void;
  signInWithGoogle(): Promise<void>;
  signInWithNativeToken(idToken: string): Promise<void>;
  signOut(): Promise<void>;
  /** The bearer token for API calls, renewed shortly before it expires; null when nobody is signed in. */
  getToken(): Promise<string | null>;
}

export interface AuthClientOptions {
  /** Called when a different user (or nobody) is now signed in. */
  onUserChange?: (user: User | null) => void;
}

interface Session {
  token: string;
  user: User;
  /** When the token was issued and when it expires, in this browser's clock (ms). */
  issuedAt: number;
  expiresAt: number;
}

/** Renew the bearer token this long before it expires, so no call carries one that is about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

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

function toSession(answer: AuthSession): Session {
  const now = Date.now();
  return {
    token: answer.access_token,
    user: answer.user,
    issuedAt: jwtIssuedAt(answer.access_token) ?? now,
    expiresAt: now + answer.expires_in * 1000,
  };
}

const sameUser = (a: User | null, b: User | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL);

/** A 401 or 403 to a refresh: the cookie is missing, expired, revoked or refused. */
const sessionRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Reads the native app's token and removes it at once, so it is exchanged at most once. */
function takeStoredNativeToken(): string | null {
  try {
    const token = window.localStorage.getItem(NATIVE_AUTH.storageKey);
    if (token !== null) window.localStorage.removeItem(NATIVE_AUTH.storageKey);
    return token;
  } catch (error) {
    // Storage can be switched off; then there is simply no native token to find.
    console.warn('Could not read the native app sign-in token.', error);
    return null;
  }
}

/** Spec §7: the token-sync address is used only from a secure page of the same origin. */
function usableTokenSyncUrl(configured: string | null): string | null {
  if (!configured || !window.isSecureContext) return null;
  try {
    const url = new URL(configured, window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Sign-in and sign-out failures are logged and rethrown, with no message to the user (spec §8). */
async function logged<T>(label: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.error(label, error);
    throw error;
  }
}

/** The browser side of sign-in (spec §3, §4, §7): holds the session in memory and reports its changes. */
export function createAuthClient({ onUserChange }: AuthClientOptions = {}): AuthClient {
  let state: AuthState = { user: null, loading: true };
  let session: Session | null = null;
  /** Counts session changes, so a slower background refresh cannot undo a newer sign-in or sign-out. */
  let version = 0;
  let refreshing: Promise<Session | null> | null = null;
  let startup: Promise<void> | null = null;
  let config: Promise<AuthConfigResponse | null> | null = null;
  /** False once the server says sign-in is not set up on it; a click then explains instead of failing. */
  let signInAvailable = true;
  let popupSignIn: AbortController | null = null;
  const listeners = new Set<() => void>();

  const report = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const getConfig = () => {
    config ??= getAuthConfig().then(
      (answer) => {
        if (answer.provider === 'none') signInAvailable = false;
        return answer;
      },
      (error: unknown) => {
        console.warn('Could not read the sign-in configuration; tokens are not synced.', error);
        return null;
      },
    );
    return config;
  };

  const getTokenSyncUrl = async () => {
    const answer = await getConfig();
    return answer ? usableTokenSyncUrl(answer.token_sync_url) : null;
  };

  /** Tells the parent why sign-in cannot work when it is nothing they can retry their way out of. */
  const explain = (error: unknown) => {
    if (!(error instanceof AuthError)) return;
    if (error.code === 'auth/operation-not-allowed') {
      signInAvailable = false;
      window.alert(MESSAGES.signInNotSetUp);
    } else if (error.code === 'auth/unverified-email') {
      window.alert(MESSAGES.signInEmailUnverified);
    }
  };

  const sync = async (next: Session | null) => {
    const url = await getTokenSyncUrl();
    if (!url) return;
    if (next && Date.now() - next.issuedAt > IDENTITY.tokenSyncMaxAgeMs) return;
    await syncToken(url, next?.token ?? null).catch((error: unknown) =>
      console.warn('Could not sync the sign-in token.', error),
    );
  };

  const apply = (next: Session | null) => {
    const previous = session;
    const firstReport = state.loading;
    session = next;
    version += 1;
    const user = next?.user ?? null;
    if (firstReport || !sameUser(state.user, user)) report({ user, loading: false });
    // Calls made before the first report waited for it (see getToken), so they already had the
    // right token; only a later change leaves answers cached for someone else.
    if (!firstReport && previous?.user.uid !== next?.user.uid) onUserChange?.(user);
    if (next && next.token !== previous?.token) void sync(next);
    else if (!next && previous) void sync(null);
  };

  /** Renews the bearer token from the session cookie; one call at a time however many ask. */
  const refresh = (): Promise<Session | null> => {
    if (refreshing) return refreshing;
    const startedAt = version;
    refreshing = refreshSession()
      .then(
        (answer) => {
          if (version === startedAt) apply(toSession(answer));
        },
        (error: unknown) => {
          if (!sessionRefused(error)) throw error;
          // A 403 means this site's origin is not one the server lets sign in: a setup problem, not the user's.
          if (error instanceof ApiError && error.status === 403)
            console.warn('Sign-in refused for this site.', error);
          // The session ended (signed out elsewhere, expired or revoked): nobody is signed in here either.
          if (version === startedAt) apply(null);
        },
      )
      .then(() => session)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const signInWithNativeToken = (idToken: string) =>
    logged('Sign-in failed', async () => {
      // Spec §5: a credential without a token is refused before it is sent anywhere.
      if (!idToken.trim()) throw authError('argument-error');
      apply(toSession(await exchangeNativeToken(idToken.trim())));
    });

  const restore = async () => {
    const nativeToken = takeStoredNativeToken();
    if (nativeToken !== null) {
      try {
        await signInWithNativeToken(nativeToken);
        return;
      } catch {
        // Already logged; whoever the session cookie belongs to is still signed in.
      }
    } else if (usesRedirectSignIn(navigator.userAgent)) {
      const result = takeRedirectResult();
      if (result !== null && result !== 'ok') {
        const error = authErrorFromCode(result);
        console.error('Sign-in failed', error);
        explain(error);
      }
    }
    try {
      await refresh();
    } catch (error) {
      console.warn('Could not restore the session.', error);
    }
  };

  const openSignInElsewhere = () => {
    // Google refuses sign-in inside app web views: the system browser signs in instead (spec §2).
    const url = loginUrl('redirect');
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(url);
    window.alert(MESSAGES.signInInBrowser);
  };

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      // Known before the first click: whether this server lets anyone sign in at all.
      void getConfig();
      startup ??= restore().finally(() => {
        if (state.loading) report({ ...state, loading: false });
      });
      return startup;
    },

    listen() {
      const onNativeAuthReady = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        const token =
          typeof detail === 'string'
            ? detail
            : typeof (detail as { token?: unknown } | null)?.token === 'string'
              ? (detail as { token: string }).token
              : '';
        // The same token may also be waiting in storage; it must not be exchanged twice.
        try {
          if (window.localStorage.getItem(NATIVE_AUTH.storageKey) === token) {
            window.localStorage.removeItem(NATIVE_AUTH.storageKey);
          }
        } catch {
          // No storage, so nothing waiting in it.
        }
        signInWithNativeToken(token).catch(() => {});
      };
      window.addEventListener(NATIVE_AUTH.readyEvent, onNativeAuthReady);
      return () => window.removeEventListener(NATIVE_AUTH.readyEvent, onNativeAuthReady);
    },

    signInWithGoogle: () =>
      logged('Sign-in failed', async () => {
        if (!signInAvailable) {
          window.alert(MESSAGES.signInNotSetUp);
          throw authError('operation-not-allowed');
        }
        // The session lives in a cookie; without cookies nobody can stay signed in.
        if (!navigator.cookieEnabled) throw authError('web-storage-unsupported');
        const userAgent = navigator.userAgent;
        if (isEmbeddedWebView(userAgent)) return openSignInElsewhere();
        if (isIosBrowserOtherThanSafari(userAgent)) return window.location.assign(loginUrl('redirect'));

        popupSignIn?.abort();
        const controller = new AbortController();
        popupSignIn = controller;
        try {
          await signInWithPopup(loginUrl('popup'), controller.signal);
        } catch (error) {
          explain(error);
          throw error;
        } finally {
          if (popupSignIn === controller) popupSignIn = null;
        }
        try {
          apply(toSession(await refreshSession()));
        } catch (error) {
          throw error instanceof AuthError ? error : authError('internal-error', { cause: error });
        }
      }),

    signInWithNativeToken,

    signOut: () =>
      logged('Sign-out failed', async () => {
        popupSignIn?.abort();
        try {
          await endSession();
        } finally {
          // Even when the server could not be told, this page forgets the token and the user.
          apply(null);
        }
      }),

    async getToken() {
      // A call made while the session is being restored waits for it, rather than go without a token.
      if (startup && state.loading) await startup;
      const current = session;
      if (!current) return null;
      if (current.expiresAt - Date.now() > TOKEN_REFRESH_MARGIN_MS) return current.token;
      try {
        return (await refresh())?.token ?? null;
      } catch (error) {
        // Offline for a moment: a token that has not yet expired still serves.
        if (current.expiresAt > Date.now()) return current.token;
        throw error;
      }
    },
  };
}
