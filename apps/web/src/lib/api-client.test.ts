import { MESSAGES, user } from '@storyloom/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError, apiDownload, apiRequest, setAuthTokenProvider, waitMessageOf } from './api-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: Mock<typeof fetch>;

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setAuthTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends the bearer token the provider returns', async () => {
    setAuthTokenProvider(async () => 'token-123');

    await apiRequest('/v1/bookmarks');

    expect(sentRequest().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    setAuthTokenProvider(async () => null);

    await apiRequest('/v1/bookmarks');

    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends no bearer token on an anonymous call, even when someone is signed in', async () => {
    const tokenProvider = vi.fn(async () => 'token-123');
    setAuthTokenProvider(tokenProvider);

    await apiRequest('/v1/stories/list', { anonymous: true });

    expect(sentRequest().headers.has('Authorization')).toBe(false);
    expect(tokenProvider).not.toHaveBeenCalled();
  });

  it('only warns and still calls when obtaining the token fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAuthTokenProvider(async () => {
      throw new Error('token expired');
    });

    await expect(apiRequest('/v1/stories/list')).resolves.toEqual({ ok: true });

    expect(warn).toHaveBeenCalledOnce();
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends a plain object as JSON with its method', async () => {
    await apiRequest('/v1/stories/generate', { method: 'POST', body: { child_name: 'Mia' } });

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v1/stories/generate');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"child_name":"Mia"}');
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const form = new FormData();
    form.set('voice_name', 'Grandma');

    await apiRequest('/v1/voice/clone', { method: 'POST', body: form });

    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no content type when there is no body', async () => {
    await apiRequest('/v1/bookmarks/b1', { method: 'DELETE' });

    expect(sentRequest().headers.has('Content-Type')).toBe(false);
  });

  it("raises the answer's error field with its status and detail", async () => {
    fetchMock.mockResolvedValue(json({ ok: false, error: 'Story not found', detail: 'no such bundle' }, 404));

    const error = await apiRequest('/v1/stories/bundle/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Story not found', status: 404, detail: 'no such bundle' });
  });

  it("raises 'HTTP {status}' when the answer has no error field", async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 500 }));

    await expect(apiRequest('/v1/stories/list')).rejects.toThrow('HTTP 500');
  });

  it("raises 'Request failed' when no answer arrives", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiRequest('/v1/stories/list').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MESSAGES.requestFailed, status: null });
  });

  it('parses the answer with the schema it is given', async () => {
    fetchMock.mockResolvedValue(
      json({ uid: 'u1', email: 'a@b.c', displayName: 'Ana', photoURL: null, extra: 'dropped' }),
    );

    const me = await apiRequest('/v1/auth/me', { schema: user });

    expect(me).toEqual({ uid: 'u1', email: 'a@b.c', displayName: 'Ana', photoURL: null });
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValue(json({ uid: 42 }));

    await expect(apiRequest('/v1/auth/me', { schema: user })).rejects.toThrow();
  });

  it('resolves to undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/v1/voice/clone/c1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('refusals that ask to wait', () => {
  it('keeps the server’s words and the seconds of a 429', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          ok: false,
          error: 'Too many requests at once. Please try again in 1 minute.',
          code: 'rate_limited',
          reason: 'tooManyRequests',
          retry_after_seconds: 57,
        },
        429,
      ),
    );
    const error = await apiRequest('/v1/print/orders', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 57,
      fromServer: true,
      names: { code: 'rate_limited', reason: 'tooManyRequests' },
    });
    expect(waitMessageOf(error)).toBe('Too many requests at once. Please try again in 1 minute.');
    // Wrapped by a feature's own failure, it is still found.
    expect(waitMessageOf(new Error('Failed to download PDF', { cause: error }))).toBe(
      'Too many requests at once. Please try again in 1 minute.',
    );
  });

  it('says the wait of a Retry-After header when the body has no words', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '12' } }),
    );
    const error = await apiRequest('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Too many requests at once. Please try again in 12 seconds.',
      retryAfterSeconds: 12,
      names: { reason: 'tooManyRequests' },
    });
  });

  it('keeps the names of the texts, so the app can say them in any language', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          ok: false,
          error: MESSAGES.createCloneFailed,
          detail: 'You can keep up to 3 voice clones. Please delete one before creating another.',
          code: 'createCloneFailed',
          detail_code: 'voiceCloneLimit',
          params: { max: 3, ignored: { not: 'a value' } },
        },
        409,
      ),
    );
    const error = await apiRequest('/v1/voice/clones').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).names).toEqual({
      code: 'createCloneFailed',
      reason: undefined,
      detailCode: 'voiceCloneLimit',
      params: { max: 3 },
    });
  });

  it('finds no wait in other failures, or in a 503 that does not say how long', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'Story not found' }, 404));
    expect(waitMessageOf(await apiRequest('/v1/x').catch((e: unknown) => e))).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    const busy = await apiRequest('/v1/x').catch((e: unknown) => e);
    expect(busy).toMatchObject({ message: 'HTTP 503' });
    expect(waitMessageOf(busy)).toBeNull();
    expect(waitMessageOf(new Error('plain'))).toBeNull();
  });
});

describe('extra headers and downloads', () => {
  it('sends extra headers beside the bearer token', async () => {
    setAuthTokenProvider(async () => 'token-123');

    await apiRequest('/v1/stories/generate', {
      method: 'POST',
      body: {},
      headers: { Prefer: 'respond-async' },
    });

    expect(sentRequest().headers.get('Prefer')).toBe('respond-async');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('marks a message that came from the server', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'Nope' }, 400));
    await expect(apiRequest('/v1/x')).rejects.toMatchObject({ message: 'Nope', fromServer: true });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(apiRequest('/v1/x')).rejects.toMatchObject({ message: 'HTTP 502', fromServer: false });
  });

  it('downloads a file with the bearer token and the same error rules', async () => {
    setAuthTokenProvider(async () => 'token-123');
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));

    const file = await apiDownload('/v1/stories/b1/pdf', 'application/pdf');

    expect(await file.text()).toBe('%PDF-1.7');
    expect(sentRequest().headers.get('Accept')).toBe('application/pdf');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer token-123');
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'Story not found' }, 404));
    await expect(apiDownload('/v1/stories/b2/pdf', 'application/pdf')).rejects.toThrow('Story not found');
  });
});
