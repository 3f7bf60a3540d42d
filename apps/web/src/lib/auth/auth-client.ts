import { IDENTITY, MESSAGES, type User } from '@storyloom/contract';
import { ApiError } from '../api-client.ts';
import { endSession } from './api/end-session.ts';
import { exchangeNativeToken } from './api/exchange-native-token.ts';
import { refreshSession } from './api/refresh-session.ts';
import { syncToken } from './api/sync-token.ts';
import { type AuthChange, createAuthBroadcast } from './auth-broadcast.ts';
import { AuthError, authError, authErrorFromCode } from './auth-error.ts';
import { isEmbeddedWebView, isIosBrowserOtherThanSafari, usesRedirectSignIn } from './browser-environment.ts';
import { loginUrl, takeRedirectResult } from './login-url.ts';
import { listenForNativeToken, takeStoredNativeToken } from './native-app-token.ts';
import { signInWithPopup } from './popup-sign-in.ts';
import { type Session, sameUser, sessionRefused, toSession } from './session.ts';
import { createSignInConfig } from './sign-in-config.ts';

/** What the auth context reports (product §3). */
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
  /**
   * Listens for the native app's `nativeAuthReady` event, for the page coming back into view
   * (to renew a token due for it), and for sign-ins and sign-outs in other tabs; returns the
   * function that stops listening.
   */
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
  /**
   * Called with whoever is signed in each time the server has said so, the first time included
   * (a session that ended while the app was closed); never when it could not be asked.
   */
  onSessionKnown?: (user: User | null) => void;
  /** Shows the parent a message about sign-in (the app's notices). */
  notify: (message: string) => void;
}

/** Renew the bearer token this long before it expires, so no call carries one that is about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/**
 * The token is renewed in the background this long before it expires, and when the page comes
 * back into view that close to it: a click then finds a fresh token instead of waiting for one.
 */
export const TOKEN_RENEW_AHEAD_MS = 2 * TOKEN_REFRESH_MARGIN_MS;

/** Sign-in and sign-out failures are logged and rethrown, with no message to the user (product §8). */
async function logged<T>(label: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.error(label, error);
    throw error;
  }
}

/** Google refuses sign-in inside app web views: the system browser signs in instead (product §2). */
function openSignInElsewhere(notify: (message: string) => void) {
  const url = loginUrl('redirect');
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
  notify(MESSAGES.signInInBrowser);
}

/** The browser side of sign-in (product §3, §4, §7): holds the session in memory and reports its changes. */
export function createAuthClient({ onUserChange, onSessionKnown, notify }: AuthClientOptions): AuthClient {
  let state: AuthState = { user: null, loading: true };
  let session: Session | null = null;
  /** Counts session changes, so a slower background refresh cannot undo a newer sign-in or sign-out. */
  let version = 0;
  let refreshing: Promise<Session | null> | null = null;
  let startup: Promise<void> | null = null;
  const signInConfig = createSignInConfig();
  let popupSignIn: AbortController | null = null;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  // Sign-in and sign-out reach every open tab (product §4), not only the one they happen in.
  const broadcast = createAuthBroadcast();

  const report = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** Tells the parent why sign-in cannot work when it is nothing they can retry their way out of. */
  const explain = (error: unknown) => {
    if (!(error instanceof AuthError)) return;
    if (error.code === 'auth/operation-not-allowed') {
      signInConfig.markUnavailable();
      notify(MESSAGES.signInNotSetUp);
    } else if (error.code === 'auth/unverified-email') {
      notify(MESSAGES.signInEmailUnverified);
    }
  };

  const sync = async (next: Session | null) => {
    const url = await signInConfig.tokenSyncUrl();
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
    clearTimeout(renewal);
    if (next) renewal = setTimeout(renewInBackground, next.expiresAt - Date.now() - TOKEN_RENEW_AHEAD_MS);
    const user = next?.user ?? null;
    if (firstReport || !sameUser(state.user, user)) report({ user, loading: false });
    // Calls made before the first report waited for it (see getToken), so they already had the
    // right token; only a later change leaves answers cached for someone else.
    if (!firstReport && previous?.user.uid !== next?.user.uid) onUserChange?.(user);
    onSessionKnown?.(user);
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

  /** Renews a token close to expiry without anyone waiting; a failure leaves it to the next call. */
  const renewInBackground = () => {
    if (!session || session.expiresAt - Date.now() > TOKEN_RENEW_AHEAD_MS) return;
    refresh().catch((error: unknown) => console.warn('Could not renew the sign-in token.', error));
  };

  const signInWithNativeToken = (idToken: string) =>
    logged('Sign-in failed', async () => {
      // product §5: a credential without a token is refused before it is sent anywhere.
      if (!idToken.trim()) throw authError('argument-error');
      apply(toSession(await exchangeNativeToken(idToken.trim())));
      broadcast.announce('signed-in');
    });

  /** Another tab signed in or out: sign out here too, or pick up the new session from the shared cookie. */
  const followOtherTab = async (change: AuthChange) => {
    if (change === 'signed-out') return apply(null);
    // A refresh already on its way may have left before the other tab's cookie arrived.
    await refreshing?.catch(() => {});
    await refresh().catch((error: unknown) => console.warn('Could not check the session.', error));
  };

  const restore = async () => {
    let cameBackSignedIn = false;
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
      if (result === 'ok') cameBackSignedIn = true;
      else if (result !== null) {
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
    if (cameBackSignedIn && session) broadcast.announce('signed-in');
  };

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      // In a task of its own: a request costs the page a few milliseconds to send, and the app calls
      // this while it takes the first screen over, a task a tap would wait for.
      startup ??= new Promise((resolve) => setTimeout(resolve))
        .then(() => {
          // Known before the first click: whether this server lets anyone sign in at all.
          void signInConfig.load();
          return restore();
        })
        .finally(() => {
          if (state.loading) report({ ...state, loading: false });
        });
      return startup;
    },

    listen() {
      const stopListeningForNativeToken = listenForNativeToken(
        (token) => void signInWithNativeToken(token).catch(() => {}),
      );
      // A timer is held back while the page is hidden: coming back, the token is renewed if due.
      const onVisible = () => {
        if (document.visibilityState === 'visible') renewInBackground();
      };
      document.addEventListener('visibilitychange', onVisible);
      const stopFollowingOtherTabs = broadcast.listen((change) => void followOtherTab(change));
      return () => {
        stopListeningForNativeToken();
        stopFollowingOtherTabs();
        document.removeEventListener('visibilitychange', onVisible);
        clearTimeout(renewal);
      };
    },

    signInWithGoogle: () =>
      logged('Sign-in failed', async () => {
        if (!signInConfig.isAvailable()) {
          notify(MESSAGES.signInNotSetUp);
          throw authError('operation-not-allowed');
        }
        // The session lives in a cookie; without cookies nobody can stay signed in.
        if (!navigator.cookieEnabled) throw authError('web-storage-unsupported');
        const userAgent = navigator.userAgent;
        if (isEmbeddedWebView(userAgent)) return openSignInElsewhere(notify);
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
        broadcast.announce('signed-in');
      }),

    signInWithNativeToken,

    signOut: () =>
      logged('Sign-out failed', async () => {
        popupSignIn?.abort();
        try {
          await endSession();
        } finally {
          // Even when the server could not be told, this page (and every other tab) forgets the user.
          apply(null);
          broadcast.announce('signed-out');
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
