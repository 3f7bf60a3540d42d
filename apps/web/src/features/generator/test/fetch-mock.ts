import { vi } from 'vitest';

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const offlineVoiceOptions = {
  ok: true,
  voices: {
    openai: [],
    elevenlabs: [],
    builtin: [
      { value: 'builtin-luna', label: 'Luna', provider: 'builtin' },
      { value: 'builtin-oliver', label: 'Oliver', provider: 'builtin' },
    ],
  },
  engines: { image_modes: ['auto', 'svg'], tts_providers: ['builtin'], writer: 'builtin', signer: 'builtin' },
};

/** Replaces fetch with routes keyed by 'METHOD /path' (query strings ignored); unknown calls answer 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    return route ? route(init, url) : json({ ok: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, with their init. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
}
