import { type Mock, vi } from 'vitest';

type Handler = (init: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path?query'. Anything else gets the
 * server's 404, as the endpoints other issues build do today.
 */
export function mockApi(routes: Record<string, Handler | Response | object>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}${url.search}`;
    const route = routes[key];
    if (route === undefined) return json({ ok: false, error: 'Not found' }, 404);
    if (typeof route === 'function') return (route as Handler)(init);
    if (route instanceof Response) return route.clone();
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The 'METHOD /path' of every call made so far. */
export const calls = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
