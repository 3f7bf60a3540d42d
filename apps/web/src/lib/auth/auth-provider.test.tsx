import { AUTH_MESSAGE_SOURCE, IDENTITY, MESSAGES, NATIVE_AUTH } from '@storyloom/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../components/notices.tsx';
import { buildBundle } from '../../test/story-fixtures.ts';
import { apiRequest } from '../api-client.ts';
import { savedStories } from '../offline/saved-stories.ts';
import { FakeCacheStorage } from '../offline/test/fake-cache-storage.ts';
import type { AuthError } from './auth-error.ts';
import { AuthProvider } from './auth-provider.tsx';
import { POPUP_CLOSED_POLL_MS } from './popup-sign-in.ts';
import {
  alex,
  callsTo,
  deferred,
  json,
  jwt,
  mockFetch,
  noSession,
  requestsTo,
  session,
} from './test/fake-auth-server.ts';
import { useAuth } from './use-auth.ts';

const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

function renderAuth() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const reset = vi.spyOn(queryClient, 'resetQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <AuthProvider>{children}</AuthProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useAuth(), { wrapper });
  return { ...view, invalidate, reset };
}

async function renderLoaded() {
  const view = renderAuth();
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

function fakePopup() {
  return { closed: false, close: vi.fn() } as unknown as Window & { closed: boolean };
}

/** Posts a message as the popup would, and lets what it sets off finish. */
const postFromPopup = (data: unknown, origin = window.location.origin) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

const useUserAgent = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

/** Lets pending promise callbacks and fetch answers run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

let logError: ReturnType<typeof vi.spyOn>;
let logWarning: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logError = vi.spyOn(console, 'error').mockImplementation(() => {});
  logWarning = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('AuthProvider at start', () => {
  it('restores the signed-in user from the session cookie', async () => {
    const fetchMock = mockFetch({ 'POST /v1/auth/refresh': () => json(session()) });

    const { result, invalidate } = await renderLoaded();

    expect(result.current.user).toEqual(alex);
    expect(callsTo(fetchMock, 'POST /v1/auth/refresh')).toHaveLength(1);
    // Calls made while loading waited for the token, so nothing cached needs fetching again.
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks the server in a task after the one that drew the app, which a tap would wait for', async () => {
    const fetchMock = mockFetch({ 'POST /v1/auth/refresh': () => json(session()) });

    const { result } = renderAuth();

    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.user).toEqual(alex));
  });

  it('reports a signed-out visitor quietly when there is no session', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });

    const { result, invalidate, reset } = await renderLoaded();

    expect(result.current.user).toBeNull();
    expect(logError).not.toHaveBeenCalled();
    expect(logWarning).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
  });

  it('reports signed-out, with a warning, when the server refuses sign-in for this site', async () => {
    mockFetch({
      'POST /v1/auth/refresh': () =>
        json({ ok: false, error: 'Forbidden', code: 'auth/unauthorized-domain' }, 403),
    });

    const { result } = await renderLoaded();

    expect(result.current.user).toBeNull();
    expect(logWarning).toHaveBeenCalledWith('Sign-in refused for this site.', expect.any(Error));
  });

  it('stays loading until the first auth-state report', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'POST /v1/auth/refresh': () => answer.promise });

    const { result } = renderAuth();
    await settle();
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();

    answer.resolve(json(session()));

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual(alex);
  });

  it('reports signed-out, with a warning, when the session cannot be checked', async () => {
    mockFetch({ 'POST /v1/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')) });

    const { result } = await renderLoaded();

    expect(result.current.user).toBeNull();
    expect(logWarning).toHaveBeenCalledWith('Could not restore the session.', expect.any(Error));
  });
});

describe("the native app's token", () => {
  it('is exchanged for a session and removed, with no cookie check', async () => {
    window.localStorage.setItem(NATIVE_AUTH.storageKey, 'google-id-token');
    const fetchMock = mockFetch({
      'POST /v1/auth/native': () => json(session()),
      'POST /v1/auth/refresh': noSession,
    });

    const { result } = await renderLoaded();

    expect(result.current.user).toEqual(alex);
    expect(window.localStorage.getItem(NATIVE_AUTH.storageKey)).toBeNull();
    const [exchange] = requestsTo(fetchMock, 'POST /v1/auth/native');
    expect(exchange?.body).toEqual({ id_token: 'google-id-token' });
    expect(callsTo(fetchMock, 'POST /v1/auth/refresh')).toHaveLength(0);
  });

  it('is removed when the exchange fails, and the redirect result is then not checked', async () => {
    useUserAgent(ANDROID_WEB_VIEW);
    window.history.replaceState(null, '', '/stories/generate?auth_result=ok');
    window.localStorage.setItem(NATIVE_AUTH.storageKey, 'expired-id-token');
    const fetchMock = mockFetch({
      'POST /v1/auth/native': () => json({ ok: false, error: 'Please sign in' }, 401),
      'POST /v1/auth/refresh': noSession,
    });

    const { result } = await renderLoaded();

    expect(result.current.user).toBeNull();
    expect(window.localStorage.getItem(NATIVE_AUTH.storageKey)).toBeNull();
    expect(window.location.search).toBe('?auth_result=ok');
    expect(logError).toHaveBeenCalledWith('Sign-in failed', expect.objectContaining({ status: 401 }));
    // A session cookie from before may still be there.
    expect(callsTo(fetchMock, 'POST /v1/auth/refresh')).toHaveLength(1);
  });

  it('is refused without a call when it is empty', async () => {
    window.localStorage.setItem(NATIVE_AUTH.storageKey, '  ');
    const fetchMock = mockFetch({ 'POST /v1/auth/refresh': noSession });

    await renderLoaded();

    expect(callsTo(fetchMock, 'POST /v1/auth/native')).toHaveLength(0);
    expect(logError).toHaveBeenCalledWith(
      'Sign-in failed',
      expect.objectContaining({ code: 'auth/argument-error' }),
    );
  });

  it('signs in when the nativeAuthReady event brings one', async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/native': () => json(session()),
      'POST /v1/auth/refresh': noSession,
    });
    const { result, invalidate } = await renderLoaded();
    expect(result.current.user).toBeNull();

    act(() => {
      window.dispatchEvent(new CustomEvent(NATIVE_AUTH.readyEvent, { detail: 'fresh-id-token' }));
    });

    await waitFor(() => expect(result.current.user).toEqual(alex));
    const [exchange] = requestsTo(fetchMock, 'POST /v1/auth/native');
    expect(exchange?.body).toEqual({ id_token: 'fresh-id-token' });
    expect(invalidate).toHaveBeenCalled();
  });

  it('also accepts the token as the event detail’s token field', async () => {
    mockFetch({ 'POST /v1/auth/native': () => json(session()), 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();

    act(() => {
      window.dispatchEvent(new CustomEvent(NATIVE_AUTH.readyEvent, { detail: { token: 'fresh-id-token' } }));
    });

    await waitFor(() => expect(result.current.user).toEqual(alex));
  });
});

describe('the redirect-result check', () => {
  it('runs on iOS browsers other than Safari: strips auth_result and restores the session', async () => {
    useUserAgent(IOS_CHROME);
    window.history.replaceState({ idx: 3 }, '', '/stories/play/abc?child=Mia&auth_result=ok#scene-2');
    mockFetch({ 'POST /v1/auth/refresh': () => json(session()) });

    const { result } = await renderLoaded();

    expect(result.current.user).toEqual(alex);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/stories/play/abc?child=Mia#scene-2',
    );
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('logs a failed redirect sign-in with its code', async () => {
    useUserAgent(ANDROID_WEB_VIEW);
    window.history.replaceState(null, '', '/stories/?auth_result=auth%2Funauthorized-domain');
    mockFetch({ 'POST /v1/auth/refresh': noSession });

    const { result } = await renderLoaded();

    expect(result.current.user).toBeNull();
    expect(window.location.search).toBe('');
    expect(logError).toHaveBeenCalledWith(
      'Sign-in failed',
      expect.objectContaining({ code: 'auth/unauthorized-domain' }),
    );
  });

  it('does not run in an ordinary browser', async () => {
    window.history.replaceState(null, '', '/stories/?auth_result=ok');
    mockFetch({ 'POST /v1/auth/refresh': noSession });

    await renderLoaded();

    expect(window.location.search).toBe('?auth_result=ok');
  });
});

describe('signInWithGoogle with a popup', () => {
  it('opens a centred 500x600 popup and signs in when it reports success', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => (signedIn ? json(session()) : noSession()),
    });
    const { result, invalidate } = await renderLoaded();
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup());

    let signIn!: Promise<void>;
    act(() => {
      signIn = result.current.signInWithGoogle();
    });

    const [url, name, features] = open.mock.calls[0] ?? [];
    const login = new URL(String(url));
    expect(login.pathname).toBe('/v1/auth/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({ mode: 'popup', origin: window.location.origin });
    expect(name).toBe('storyloom-sign-in');
    expect(features).toMatch(/width=500,height=600,left=\d+,top=\d+/);

    signedIn = true;
    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: true });
    await act(() => signIn);

    expect(result.current.user).toEqual(alex);
    expect(callsTo(fetchMock, 'POST /v1/auth/refresh')).toHaveLength(2);
    expect(invalidate).toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it('ignores messages from other origins and of other shapes', async () => {
    const fetchMock = mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    let finished = false;
    let signIn!: Promise<void>;
    act(() => {
      signIn = result.current.signInWithGoogle().finally(() => {
        finished = true;
      });
    });

    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: true }, 'https://evil.example');
    await postFromPopup({ source: 'someone-else', ok: true });
    await postFromPopup('signed in');
    await settle();

    expect(finished).toBe(false);
    expect(callsTo(fetchMock, 'POST /v1/auth/refresh')).toHaveLength(1);

    const rejected = expect(signIn).rejects.toMatchObject({ code: 'auth/user-cancelled' });
    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: false, code: 'auth/user-cancelled' });
    await rejected;
  });

  it('rejects with auth/popup-blocked, logged, when the browser blocks the popup', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(null);

    await expect(result.current.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/popup-blocked' });

    expect(logError).toHaveBeenCalledWith(
      'Sign-in failed',
      expect.objectContaining({ code: 'auth/popup-blocked' }),
    );
    expect(result.current.user).toBeNull();
  });

  it('rejects with auth/popup-closed-by-user 8 s after the popup is closed without an answer', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.useFakeTimers();
    let failure: AuthError | undefined;
    result.current.signInWithGoogle().catch((error: AuthError) => {
      failure = error;
    });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(failure).toBeUndefined();

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS + IDENTITY.popupClosedRejectMs - 1);
    expect(failure).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1);
    expect(failure?.code).toBe('auth/popup-closed-by-user');
    expect(logError).toHaveBeenCalledWith('Sign-in failed', failure);
  });

  it('still signs in when the answer arrives just after the popup closed', async () => {
    let signedIn = false;
    mockFetch({ 'POST /v1/auth/refresh': () => (signedIn ? json(session()) : noSession()) });
    const { result } = await renderLoaded();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.useFakeTimers();
    const signIn = result.current.signInWithGoogle();

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS + 2000);
    signedIn = true;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: AUTH_MESSAGE_SOURCE, ok: true },
        origin: window.location.origin,
      }),
    );
    vi.useRealTimers();

    await act(() => signIn);
    expect(result.current.user).toEqual(alex);
  });

  it('cancels an earlier popup sign-in when a new one starts', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());

    const first = result.current.signInWithGoogle();
    const second = result.current.signInWithGoogle();

    await expect(first).rejects.toMatchObject({ code: 'auth/cancelled-popup-request' });
    const rejected = expect(second).rejects.toMatchObject({ code: 'auth/user-cancelled' });
    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: false, code: 'auth/user-cancelled' });
    await rejected;
  });

  it('refuses to start when the browser keeps no cookies', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const open = vi.spyOn(window, 'open');

    await expect(result.current.signInWithGoogle()).rejects.toMatchObject({
      code: 'auth/web-storage-unsupported',
    });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('signInWithGoogle where sign-in cannot work', () => {
  const notSetUp = () => json({ ok: true, provider: 'none', token_sync_url: null });

  it('says sign-in is not set up on this server, and opens no popup, when the server says so', async () => {
    mockFetch({ 'GET /v1/auth/config': notSetUp, 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    await settle();
    const open = vi.spyOn(window, 'open');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

    await act(() =>
      expect(result.current.signInWithGoogle()).rejects.toMatchObject({
        code: 'auth/operation-not-allowed',
      }),
    );

    expect(screen.getByTestId('notice')).toHaveTextContent(MESSAGES.signInNotSetUp);
    expect(alert).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(result.current.user).toBeNull();
  });

  it.each([
    ['auth/operation-not-allowed', MESSAGES.signInNotSetUp],
    ['auth/unverified-email', MESSAGES.signInEmailUnverified],
  ])('explains a popup sign-in refused with %s', async (code, message) => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    let signIn!: Promise<void>;
    act(() => {
      signIn = result.current.signInWithGoogle();
    });
    const rejected = expect(signIn).rejects.toMatchObject({ code });

    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: false, code });

    await rejected;
    expect(await screen.findByTestId('notice')).toHaveTextContent(message);
    expect(logError).toHaveBeenCalledWith('Sign-in failed', expect.objectContaining({ code }));
  });

  it('explains a redirect sign-in that came back refused because sign-in is not set up', async () => {
    useUserAgent(IOS_CHROME);
    window.history.replaceState(null, '', '/stories/?auth_result=auth%2Foperation-not-allowed');
    mockFetch({ 'POST /v1/auth/refresh': noSession });

    await renderLoaded();

    expect(await screen.findByTestId('notice')).toHaveTextContent(MESSAGES.signInNotSetUp);
  });

  it('stays quiet about an ordinary failure, as product §8 asks', async () => {
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(null);

    await expect(result.current.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/popup-blocked' });
    await settle();

    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });
});

describe('signInWithGoogle outside ordinary browsers', () => {
  it('opens sign-in in the external browser from an app web view and says so', async () => {
    useUserAgent(ANDROID_WEB_VIEW);
    window.history.replaceState(null, '', '/stories/archives');
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    const external = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(external);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

    await act(() => result.current.signInWithGoogle());

    expect(open).toHaveBeenCalledOnce();
    const [url, target] = open.mock.calls[0] ?? [];
    const login = new URL(String(url));
    expect(login.pathname).toBe('/v1/auth/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      mode: 'redirect',
      origin: window.location.origin,
      return_to: '/stories/archives',
    });
    expect(target).toBe('_blank');
    expect(external.opener).toBeNull();
    // A notice, not an alert box: the page goes on while the parent signs in elsewhere.
    expect(screen.getByTestId('notice')).toHaveTextContent(MESSAGES.signInInBrowser);
    expect(alert).not.toHaveBeenCalled();
  });

  it('uses the redirect flow on iOS Chrome, returning to the current page', async () => {
    useUserAgent(IOS_CHROME);
    window.history.replaceState(null, '', '/stories/play/abc?child=Mia');
    mockFetch({ 'POST /v1/auth/refresh': noSession });
    const { result } = await renderLoaded();
    const open = vi.spyOn(window, 'open');
    const assign = vi.fn();
    vi.stubGlobal('location', {
      href: window.location.href,
      origin: window.location.origin,
      assign,
    });

    await act(() => result.current.signInWithGoogle());

    expect(open).not.toHaveBeenCalled();
    const login = new URL(String(assign.mock.calls[0]?.[0]));
    expect(login.pathname).toBe('/v1/auth/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      mode: 'redirect',
      origin: 'http://localhost:3000',
      return_to: '/stories/play/abc?child=Mia',
    });
  });
});

describe('signOut', () => {
  it('ends the session and forgets the user and their cached data', async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => json(session()),
      'POST /v1/auth/logout': () => json({ ok: true }),
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    const { result, reset } = await renderLoaded();
    expect(result.current.user).toEqual(alex);

    await act(() => result.current.signOut());

    expect(result.current.user).toBeNull();
    expect(callsTo(fetchMock, 'POST /v1/auth/logout')).toHaveLength(1);
    expect(reset).toHaveBeenCalled();
    await apiRequest('/v1/bookmarks');
    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('takes the private stories saved on this device away with the user, keeping the public ones', async () => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    mockFetch({
      'POST /v1/auth/refresh': () => json(session()),
      'POST /v1/auth/logout': () => json({ ok: true }),
      'GET /data/test/scene_1.png': () => new Response('picture'),
      'GET /data/test/scene_1.mp3': () => new Response('narration'),
    });
    const { result } = await renderLoaded();
    await savedStories.save(buildBundle({ bundle_id: 'shared' }, 1), () => {});
    await savedStories.save(
      buildBundle({ bundle_id: 'mine', privacy: 'private', user_id: alex.uid }, 1),
      () => {},
    );

    await act(() => result.current.signOut());

    await waitFor(async () => expect(await storage.has('storyloom-story-mine')).toBe(false));
    expect((await savedStories.list()).map((story) => story.bundleId)).toEqual(['shared']);
  });

  it.each([
    ['takes away a private story whose session ended while the app was closed', 401, false],
    ['keeps it when the app opens with no network and cannot ask', 0, true],
  ])('%s', async (_title, refreshStatus, kept) => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    mockFetch({
      'GET /data/test/scene_1.png': () => new Response('picture'),
      'GET /data/test/scene_1.mp3': () => new Response('narration'),
    });
    // Saved on an earlier visit, when alex was signed in.
    await savedStories.forgetPrivateStories(alex.uid);
    await savedStories.save(
      buildBundle({ bundle_id: 'mine', privacy: 'private', user_id: alex.uid }, 1),
      () => {},
    );
    mockFetch({
      'POST /v1/auth/refresh': () =>
        refreshStatus
          ? json({ ok: false, error: 'Please sign in' }, refreshStatus)
          : Promise.reject(new TypeError('Failed to fetch')),
    });

    await renderLoaded().catch(() => undefined);

    await waitFor(async () => expect(await storage.has('storyloom-story-mine')).toBe(kept));
    if (kept) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await storage.has('storyloom-story-mine')).toBe(true);
    }
  });

  it('logs and rethrows a failed sign-out', async () => {
    mockFetch({
      'POST /v1/auth/refresh': () => json(session()),
      'POST /v1/auth/logout': () => json({ ok: false, error: 'Something went wrong' }, 500),
    });
    const { result } = await renderLoaded();

    await act(() => expect(result.current.signOut()).rejects.toThrow('Something went wrong'));

    expect(logError).toHaveBeenCalledWith('Sign-out failed', expect.objectContaining({ status: 500 }));
    expect(result.current.user).toBeNull();
  });
});

describe('the bearer token', () => {
  it('goes with every API call once someone is signed in', async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => json(session(alex, 'token-1')),
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    await renderLoaded();

    await apiRequest('/v1/bookmarks');

    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('waits for the session to be restored before a call made during loading', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => answer.promise,
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    renderAuth();
    await settle();

    const earlyCall = apiRequest('/v1/bookmarks');
    answer.resolve(json(session(alex, 'token-1')));
    await earlyCall;

    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('goes with a query that a screen starts as it first mounts', async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => json(session(alex, 'token-1')),
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    function Bookmarks() {
      const { isSuccess } = useQuery({ queryKey: ['bookmarks'], queryFn: () => apiRequest('/v1/bookmarks') });
      return isSuccess ? <p>Loaded</p> : null;
    }

    render(
      <QueryClientProvider client={new QueryClient()}>
        <NoticeProvider>
          <AuthProvider>
            <Bookmarks />
          </AuthProvider>
        </NoticeProvider>
      </QueryClientProvider>,
    );

    await screen.findByText('Loaded');
    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('is renewed once, shortly before it expires, however many calls ask', async () => {
    let refreshes = 0;
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => {
        refreshes += 1;
        // The first token is about to expire; the renewed one lasts.
        return json(session(alex, `token-${refreshes}`, refreshes === 1 ? 30 : 900));
      },
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    await renderLoaded();

    await Promise.all([apiRequest('/v1/bookmarks'), apiRequest('/v1/bookmarks')]);

    expect(refreshes).toBe(2);
    const sent = requestsTo(fetchMock, 'GET /v1/bookmarks').map(({ headers }) =>
      headers.get('Authorization'),
    );
    expect(sent).toEqual(['Bearer token-2', 'Bearer token-2']);
  });

  it('signs the user out when the session has ended by the time the token needs renewing', async () => {
    let refreshes = 0;
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => {
        refreshes += 1;
        return refreshes === 1 ? json(session(alex, 'token-1', 30)) : noSession();
      },
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    const { result, reset } = renderAuth();
    await waitFor(() => expect(refreshes).toBe(2));
    await settle();

    expect(result.current.user).toBeNull();
    expect(reset).toHaveBeenCalled();
    await act(() => apiRequest('/v1/bookmarks'));
    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('is renewed in the background ahead of expiry, so a call finds a fresh one', async () => {
    let refreshes = 0;
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => {
        refreshes += 1;
        // 100 s left: not yet due for a call to renew, but due for renewing ahead.
        return json(session(alex, `token-${refreshes}`, refreshes === 1 ? 100 : 900));
      },
      'GET /v1/bookmarks': () => json({ ok: true, bookmarks: [] }),
    });
    await renderLoaded();
    await waitFor(() => expect(refreshes).toBe(2));

    await apiRequest('/v1/bookmarks');

    const [call] = requestsTo(fetchMock, 'GET /v1/bookmarks');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-2');
  });

  it('is renewed when the page comes back into view close to its expiry', async () => {
    let refreshes = 0;
    mockFetch({
      'POST /v1/auth/refresh': () => {
        refreshes += 1;
        return json(session(alex, `token-${refreshes}`, 900));
      },
    });
    await renderLoaded();
    await settle();
    expect(refreshes).toBe(1);

    // Back in view 14 minutes later, the renewal timer having been held back while hidden.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 14 * 60 * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();

    expect(refreshes).toBe(2);
  });
});

describe('token sync (product §7)', () => {
  const signInAndOut = async (routes: Parameters<typeof mockFetch>[0] = {}) => {
    const fetchMock = mockFetch({
      'POST /v1/auth/refresh': () => json(session(alex, jwt('fresh'))),
      'POST /v1/auth/logout': () => json({ ok: true }),
      'POST /token-sync': () => new Response(null, { status: 204 }),
      'DELETE /token-sync': () => new Response(null, { status: 204 }),
      ...routes,
    });
    const { result } = await renderLoaded();
    await settle();
    await act(() => result.current.signOut());
    await settle();
    return fetchMock;
  };
  const config = (tokenSyncUrl: string) => () =>
    json({ ok: true, provider: 'local', token_sync_url: tokenSyncUrl });

  it('posts the bearer token on sign-in and deletes it on sign-out', async () => {
    vi.stubGlobal('isSecureContext', true);
    const fresh = jwt('fresh');

    const fetchMock = await signInAndOut({
      'GET /v1/auth/config': config('/token-sync'),
      'POST /v1/auth/refresh': () => json(session(alex, fresh)),
    });

    const [post] = requestsTo(fetchMock, 'POST /token-sync');
    expect(post?.url).toBe(`${window.location.origin}/token-sync`);
    expect(post?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    const [remove] = requestsTo(fetchMock, 'DELETE /token-sync');
    expect(remove?.headers.has('Authorization')).toBe(false);
  });

  it('is skipped outside a secure context', async () => {
    vi.stubGlobal('isSecureContext', false);

    const fetchMock = await signInAndOut({ 'GET /v1/auth/config': config('/token-sync') });

    expect(callsTo(fetchMock, 'POST /token-sync')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /token-sync')).toHaveLength(0);
  });

  it('is skipped for an address on another origin', async () => {
    vi.stubGlobal('isSecureContext', true);

    const fetchMock = await signInAndOut({
      'GET /v1/auth/config': config('https://elsewhere.example/token-sync'),
    });

    expect(callsTo(fetchMock, 'POST /token-sync')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /token-sync')).toHaveLength(0);
  });

  it('is skipped when none is configured', async () => {
    vi.stubGlobal('isSecureContext', true);

    const fetchMock = await signInAndOut();

    expect(callsTo(fetchMock, 'POST /token-sync')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /token-sync')).toHaveLength(0);
  });

  it('does not post a token issued more than 5 minutes ago', async () => {
    vi.stubGlobal('isSecureContext', true);
    const old = jwt('old', Date.now() - IDENTITY.tokenSyncMaxAgeMs - 1000);

    const fetchMock = await signInAndOut({
      'GET /v1/auth/config': config('/token-sync'),
      'POST /v1/auth/refresh': () => json(session(alex, old)),
    });

    expect(callsTo(fetchMock, 'POST /token-sync')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /token-sync')).toHaveLength(1);
  });

  it('only warns when the sync address fails', async () => {
    vi.stubGlobal('isSecureContext', true);

    await signInAndOut({
      'GET /v1/auth/config': config('/token-sync'),
      'POST /token-sync': () => new Response(null, { status: 500 }),
    });

    expect(logWarning).toHaveBeenCalledWith('Could not sync the sign-in token.', expect.any(Error));
    expect(logError).not.toHaveBeenCalled();
  });
});

describe('sign-in and sign-out in other tabs (product §4)', () => {
  /** The session cookie every tab of this browser shares, and a fake server that sets and ends it. */
  const sharedCookie = (signedIn: boolean) => {
    const cookie = { signedIn };
    mockFetch({
      'POST /v1/auth/refresh': () => (cookie.signedIn ? json(session()) : noSession()),
      'POST /v1/auth/logout': () => {
        cookie.signedIn = false;
        return json({ ok: true });
      },
    });
    return cookie;
  };

  it('signs every other tab out when one signs out', async () => {
    sharedCookie(true);
    const here = await renderLoaded();
    const other = await renderLoaded();
    expect(other.result.current.user).toEqual(alex);

    await act(() => here.result.current.signOut());

    await waitFor(() => expect(other.result.current.user).toBeNull());
    expect(other.reset).toHaveBeenCalled();
  });

  it('signs the other tabs in when one signs in', async () => {
    const cookie = sharedCookie(false);
    const here = await renderLoaded();
    const other = await renderLoaded();
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    let signIn!: Promise<void>;
    act(() => {
      signIn = here.result.current.signInWithGoogle();
    });

    cookie.signedIn = true;
    await postFromPopup({ source: AUTH_MESSAGE_SOURCE, ok: true });
    await act(() => signIn);

    await waitFor(() => expect(other.result.current.user).toEqual(alex));
    expect(other.invalidate).toHaveBeenCalled();
  });

  it('signs the other tabs in when one comes back from a redirect sign-in', async () => {
    const cookie = sharedCookie(false);
    const other = await renderLoaded();
    useUserAgent(IOS_CHROME);
    window.history.replaceState(null, '', '/stories/?auth_result=ok');
    cookie.signedIn = true;

    await renderLoaded();

    await waitFor(() => expect(other.result.current.user).toEqual(alex));
  });

  it('polls local storage every second for the news where the browser has no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const every = vi.spyOn(globalThis, 'setInterval');
    sharedCookie(true);
    const here = await renderLoaded();
    const other = await renderLoaded();

    await act(() => here.result.current.signOut());
    // Not at once: the other tab hears of it at its next look.
    expect(other.result.current.user).toEqual(alex);

    await waitFor(() => expect(other.result.current.user).toBeNull(), { timeout: 3000 });
    expect(every).toHaveBeenCalledWith(expect.any(Function), IDENTITY.localStoragePollMs);
  });
});
