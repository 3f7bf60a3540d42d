import { type Mock, vi } from 'vitest';

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path?query' (exact) or 'METHOD /path'
 * (any query). Anything else gets the server's 404.
 */
export function mockApi(routes: Record<string, Handler | Response | object>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (route === undefined) return json({ ok: false, error: 'Not found' }, 404);
    if (typeof route === 'function') return (route as Handler)(init, url);
    if (route instanceof Response) return route.clone();
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The 'METHOD /path?query' of every call made so far. */
export const calls = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });

/** The headers sent with the first call whose 'METHOD /path?query' starts with `prefix`. */
export function headersOf(fetchMock: Mock<typeof fetch>, prefix: string): Headers {
  const index = calls(fetchMock).findIndex((call) => call.startsWith(prefix));
  if (index < 0) throw new Error(`No call to ${prefix}`);
  return new Headers(fetchMock.mock.calls[index]?.[1]?.headers);
}
