import { expect, it } from 'vitest';
import { ProviderError } from '../../providers/http/provider-error.ts';
import type { RetryPolicy } from '../../providers/http/provider-http.ts';
import type { CommonFailure, FailOptions, MockProvider } from './mock-server.ts';

/**
 * Short backoffs, so failure cases take milliseconds; Retry-After is still honoured. The timeout
 * leaves room for a mock's first answer on a busy machine (it encodes its audio with ffmpeg).
 */
export const FAST_POLICY: Partial<RetryPolicy> = {
  timeoutMs: 1_500,
  maxRetries: 2,
  retryBaseMs: 5,
  retryMaxMs: 20,
  maxRetryAfterMs: 5_000,
};

type Kinds = 'bad-request' | 'rate-limit' | 'server-error';

export interface AdapterCase<F extends string, R> {
  /** A running mock whose failures the cases switch on. */
  mock: () => MockProvider<F | Kinds>;
  /** The adapter's call against the mock, with the right key or `wrongKey`. */
  call: (options: { key: 'right' | 'wrong' }) => Promise<R>;
  /** Checks a successful result. */
  expectSuccess: (result: R) => void | Promise<void>;
  /** The path the call posts to, to count attempts. */
  path: RegExp;
  /** The wrong key the call sends: the mock's 401 repeats it, and the error must not. */
  wrongKey: string;
  /** Requests a 400 costs: 2 for self-hosted servers, asked once more in the older JSON form. */
  badRequestAttempts?: number;
}

async function failure(run: Promise<unknown>): Promise<ProviderError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** The failure cases every adapter must handle the same way, against its own mock server. */
export function itHandlesProviderFailures<F extends string, R>(c: AdapterCase<F, R>) {
  const attempts = () => c.mock().requests.filter((r) => c.path.test(r.path)).length;
  const fail = (kind: F | Kinds | CommonFailure, options?: FailOptions) =>
    c.mock().fail(kind, { path: c.path, ...options });

  it('answers in the provider’s documented shape', async () => {
    await c.expectSuccess(await c.call({ key: 'right' }));
    expect(attempts()).toBe(1);
  });

  it('does not retry a 400 and says what the provider said', async () => {
    fail('bad-request');
    const error = await failure(c.call({ key: 'right' }));
    expect(error).toMatchObject({ kind: 'http', retryable: false });
    expect([400, 422]).toContain(error.status);
    expect(attempts()).toBe(c.badRequestAttempts ?? 1);
  });

  it('does not retry a 401 and never repeats the key', async () => {
    const error = await failure(c.call({ key: 'wrong' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, retryable: false });
    expect(error.message).not.toContain(c.wrongKey);
    expect(attempts()).toBe(1);
  });

  it('retries a 429 after the seconds of its Retry-After', async () => {
    fail('rate-limit', { retryAfter: '1' });
    const started = performance.now();
    await c.expectSuccess(await c.call({ key: 'right' }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(attempts()).toBe(2);
  });

  it('retries a 429 without Retry-After with backoff', async () => {
    fail('rate-limit', { times: 2 });
    await c.expectSuccess(await c.call({ key: 'right' }));
    expect(attempts()).toBe(3);
  });

  it('gives up on a 429 whose Retry-After is longer than a story can wait', async () => {
    fail('rate-limit', { retryAfter: '600' });
    const error = await failure(c.call({ key: 'right' }));
    expect(error).toMatchObject({ status: 429 });
    expect(attempts()).toBe(1);
  });

  it('retries a 500 and succeeds', async () => {
    fail('server-error');
    await c.expectSuccess(await c.call({ key: 'right' }));
    expect(attempts()).toBe(2);
  });

  it('fails with the status after the last retry of a 500', async () => {
    fail('server-error', { times: 10 });
    const error = await failure(c.call({ key: 'right' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(attempts()).toBe(3);
  });

  it('times out a call that never answers, and tries once more only', async () => {
    fail('timeout', { times: 10 });
    const error = await failure(c.call({ key: 'right' }));
    expect(error.kind).toBe('timeout');
    expect(attempts()).toBe(2);
  });

  it('rejects a malformed body', async () => {
    fail('malformed');
    const error = await failure(c.call({ key: 'right' }));
    expect(error.kind).toBe('malformed');
  });
}
