import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError, redact } from './provider-error.ts';
import { createProviderHttp } from './provider-http.ts';
import { parseResetDuration, parseRetryAfter } from './retry-after.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, count: number) => void;
let server: http.Server | null = null;

async function serve(handler: Handler): Promise<string> {
  let count = 0;
  server = http.createServer((req, res) => {
    count += 1;
    handler(req, res, count);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  const running = server;
  server = null;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

const client = (baseURL: string, concurrency = 4) =>
  createProviderHttp({
    provider: 'acme',
    baseURL,
    headers: { authorization: 'Bearer sk-acme-secret-key-123456' },
    concurrency,
    policy: { timeoutMs: 500, maxRetries: 2, retryBaseMs: 5, retryMaxMs: 20, maxRetryAfterMs: 5000 },
  });

describe('createProviderHttp', () => {
  it('never has more calls in flight than its concurrency, across callers', async () => {
    let inFlight = 0;
    let most = 0;
    const url = await serve((_req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.end('{}');
      }, 40);
    });
    const acme = client(url, 2);
    await Promise.all(Array.from({ length: 6 }, () => acme.json({ path: '/x' })));
    expect(most).toBe(2);
  });

  it('waits until the HTTP-date of a Retry-After', async () => {
    const url = await serve((_req, res, count) => {
      if (count === 1) {
        res.writeHead(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() });
        return res.end('{"message":"slow down"}');
      }
      res.end('{"ok":true}');
    });
    const started = performance.now();
    expect(await client(url).json({ path: '/x' })).toEqual({ ok: true });
    // HTTP dates have whole seconds, so the wait is between one and two seconds.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it.each([
    [503, 3],
    [408, 3],
    [404, 1],
    [422, 1],
  ])('tries a %i %i time(s) in all', async (status, calls) => {
    let count = 0;
    const url = await serve((_req, res) => {
      count += 1;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"message":"nope"}');
    });
    const error = await client(url)
      .json({ path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ provider: 'acme', kind: 'http', status });
    expect((error as Error).message).toContain('nope');
    expect(count).toBe(calls);
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const url = await serve(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    server = null;
    const error = await client(url)
      .json({ path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('network');
  });

  it('keeps the key out of an error even when the provider echoes it', async () => {
    const url = await serve((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `bad key ${req.headers.authorization}` }));
    });
    const error = (await client(url)
      .json({ path: '/x' })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain('sk-acme-secret-key-123456');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP-dates', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('parseResetDuration', () => {
  it('reads OpenAI’s reset durations', () => {
    expect(parseResetDuration('12ms')).toBe(12);
    expect(parseResetDuration('1s')).toBe(1000);
    expect(parseResetDuration('6m0s')).toBe(360_000);
    expect(parseResetDuration('1.5s')).toBe(1500);
    expect(parseResetDuration('later')).toBeNull();
  });
});

describe('redact', () => {
  it('removes keys, whole or half-masked', () => {
    expect(redact('key sk-live-abcdef123456 was wrong', ['sk-live-abcdef123456'])).toBe(
      'key [redacted] was wrong',
    );
    expect(redact('Incorrect API key provided: sk-abc***********wxyz.', [])).toBe(
      'Incorrect API key provided: [redacted].',
    );
  });
});
