import { describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './http.ts';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : 'body', { status, headers });

describe('fetchWithRetry', () => {
  it('retries 429 and 5xx answers, then returns the success', async () => {
    const fake = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(429, { 'retry-after': '0' }))
      .mockResolvedValueOnce(answer(200));

    const response = await fetchWithRetry('http://x.test/', {}, { fetch: fake, backoffMs: 1 });

    expect(response.status).toBe(200);
    expect(fake).toHaveBeenCalledTimes(3);
  });

  it('returns a 4xx answer at once', async () => {
    const fake = vi.fn<typeof fetch>().mockResolvedValue(answer(400));

    const response = await fetchWithRetry('http://x.test/', {}, { fetch: fake, backoffMs: 1 });

    expect(response.status).toBe(400);
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('gives back the last failing answer when retries run out', async () => {
    const fake = vi.fn<typeof fetch>().mockImplementation(async () => answer(500));

    const response = await fetchWithRetry('http://x.test/', {}, { fetch: fake, retries: 2, backoffMs: 1 });

    expect(response.status).toBe(500);
    expect(fake).toHaveBeenCalledTimes(3);
  });

  it('retries network errors and throws the last one', async () => {
    const fake = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'));

    await expect(
      fetchWithRetry('http://x.test/', {}, { fetch: fake, retries: 1, backoffMs: 1 }),
    ).rejects.toThrow('fetch failed');
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it('gives every attempt a time limit', async () => {
    const fake = vi.fn<typeof fetch>().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    await expect(
      fetchWithRetry('http://x.test/', {}, { fetch: fake, retries: 0, timeoutMs: 20 }),
    ).rejects.toThrow();
  });
});
