import type { AuthSession, User } from '@storyloom/contract';
import { vi } from 'vitest';

export const alex: User = {
  uid: 'alex',
  email: 'alex@storyloom.test',
  displayName: 'Alex Morgan',
  photoURL: 'http://localhost:3000/dev-idp/avatar/alex.svg',
};

/** A JWT-shaped token whose `iat` claim says when it was issued (default: now). */
export function jwt(name: string, issuedAtMs = Date.now()): string {
  const payload = btoa(JSON.stringify({ sub: name, iat: Math.floor(issuedAtMs / 1000) }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.${name}`;
}

export const session = (user: User = alex, token = 'token-1', expiresIn = 900): AuthSession => ({
  ok: true,
  access_token: token,
  expires_in: expiresIn,
  user,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noSession = () => json({ ok: false, error: 'Please sign in' }, 401);

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with routes keyed by 'METHOD /path' (origin and query ignored). Unlisted calls
 * answer 404, except the auth config, which by default has no token-sync address.
 */
export function mockFetch(routes: Record<string, Route>) {
  const all: Record<string, Route> = {
    'GET /v1/auth/config': () => json({ ok: true, provider: 'local', token_sync_url: null }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), window.location.href);
    const route = all[`${init?.method ?? 'GET'} ${pathname}`];
    return route ? route(init) : json({ ok: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route ('METHOD /path'), each with its init. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), window.location.href).pathname}` === key,
  );
}

/** A promise to be settled by the test, for answers that should stay pending for a while. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The requests made to one route ('METHOD /path'), in order, with their URL, headers and JSON body. */
export function requestsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return callsTo(fetchMock, key).map(([input, init]) => ({
    url: String(input),
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
