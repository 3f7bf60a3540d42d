import { AUTH_RESULT_PARAM, type AuthMode, type LoginQuery } from '@storyloom/contract';

/** The page being shown, without a sign-in result: where a redirect sign-in comes back to. */
function currentPath(location: Location): string {
  const url = new URL(location.href);
  url.searchParams.delete(AUTH_RESULT_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Where sign-in starts on the server (GET /v1/auth/login), as an absolute address. */
export function loginUrl(mode: AuthMode, location: Location = window.location): string {
  const query: LoginQuery = { mode, origin: location.origin };
  if (mode === 'redirect') query.return_to = currentPath(location);
  const url = new URL('/v1/auth/login', location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Reads the result a redirect sign-in came back with (`ok` or an `auth/…` code) and takes it out of
 * the address bar, so a reload or a shared link does not report it again. Null when there is none.
 */
export function takeRedirectResult(): string | null {
  const url = new URL(window.location.href);
  const result = url.searchParams.get(AUTH_RESULT_PARAM);
  if (result === null) return null;
  url.searchParams.delete(AUTH_RESULT_PARAM);
  // Keeps the router's own history state, so back and forward still work.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return result;
}
