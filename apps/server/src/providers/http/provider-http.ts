import { setTimeout as sleep } from 'node:timers/promises';
import { createLimiter, type Limiter } from '../../lib/concurrency.ts';
import { ProviderError, redact } from './provider-error.ts';
import { parseRetryAfter } from './retry-after.ts';

/** How a provider's error answer reads: its code and message, and whether trying again can help. */
export interface ErrorReading {
  code?: string | null;
  message?: string | null;
  /** Overrides the default (429, 408 and 5xx are retried, other statuses are not). */
  retryable?: boolean;
  /** A wait the provider asked for in its own way (e.g. OpenAI's reset headers), when Retry-After is absent. */
  retryAfterMs?: number | null;
}

/** Timeouts and retries of one kind of call. */
export interface RetryPolicy {
  /** Each attempt is aborted after this long, body included. */
  timeoutMs: number;
  /** Attempts after the first. */
  maxRetries: number;
  /** First backoff; it doubles with every retry, with jitter, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A provider asking to wait longer than this has failed: the scene falls back rather than stall the story. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  timeoutMs: 60_000,
  maxRetries: 2,
  retryBaseMs: 500,
  retryMaxMs: 8_000,
  maxRetryAfterMs: 30_000,
};

/** What every vendor factory takes: the key, where the API is, and how to reach it. */
export interface VendorSettings {
  apiKey: string;
  /** The API's base URL; the vendor's real one when unset. */
  baseURL?: string;
  fetch?: typeof fetch;
  /** Calls to one of the vendor's APIs (text, images, speech…) made at once, across every story. */
  concurrency?: number;
  /** Overrides of the timeouts and retries (tests make them short). */
  policy?: Partial<RetryPolicy>;
}

export interface ProviderHttpOptions {
  /** Names the provider in errors and logs, e.g. `openai` or `stability`. */
  provider: string;
  baseURL: string;
  /** Authentication and fixed headers. Their values are treated as secrets. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  policy?: Partial<RetryPolicy>;
  /** Calls of this client made at once, across every story. */
  concurrency: number;
  readError?: (status: number, body: unknown, headers: Headers) => ErrorReading;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  accept?: string;
  headers?: Record<string, string>;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Sends requests to one provider with a timeout, retries with backoff, and a limit on calls at once. */
export interface ProviderHttp {
  readonly provider: string;
  readonly limiter: Limiter;
  request(request: HttpRequest): Promise<HttpResponse>;
  /** Sends a request and parses the answer as JSON; an unreadable answer is a `malformed` error. */
  json<T = unknown>(request: HttpRequest): Promise<T>;
  /** Redacts secrets from a text about this provider. */
  redact(text: string): string;
}

const backoffMs = (policy: RetryPolicy, retry: number) => {
  const ceiling = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** retry);
  // Equal jitter: never less than half the step, so retries still spread out when many scenes fail at once.
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
};

const parseBody = (body: Buffer): unknown => {
  const text = body.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const defaultReadError = (_status: number, body: unknown): ErrorReading => {
  if (typeof body === 'string') return { message: body.slice(0, 200) };
  const record = body as { message?: unknown; error?: unknown } | null;
  const message =
    typeof record?.message === 'string'
      ? record.message
      : typeof record?.error === 'string'
        ? record.error
        : null;
  return { message };
};

/** A client for one provider's API. Keys stay in its headers and never appear in its errors. */
export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const doFetch = options.fetch ?? fetch;
  const limiter = createLimiter(options.concurrency);
  const secrets = Object.values(options.headers ?? {}).flatMap((value) => [
    value,
    value.replace(/^Bearer\s+/i, ''),
  ]);
  const clean = (text: string) => redact(text, secrets);
  const readError = options.readError ?? defaultReadError;
  const base = options.baseURL.replace(/\/+$/, '');
  const fail = (message: string, details: ConstructorParameters<typeof ProviderError>[2]) =>
    new ProviderError(options.provider, clean(`${options.provider}: ${message}`), details);

  async function attempt(request: HttpRequest): Promise<HttpResponse> {
    const url = new URL(`${base}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { ...options.headers, ...request.headers };
    if (request.accept) headers.accept = request.accept;
    let body: string | FormData | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = request.form;
    }
    try {
      const response = await doFetch(url, {
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw fail(`no answer within ${policy.timeoutMs} ms`, { kind: 'timeout', retryable: true });
      }
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw fail(`could not connect${cause ? ` (${cause})` : ''}`, { kind: 'network', retryable: true });
    }
  }

  async function request(req: HttpRequest): Promise<HttpResponse> {
    let timeouts = 0;
    for (let retry = 0; ; retry++) {
      let error: ProviderError;
      let waitMs: number | null = null;
      try {
        const response = await limiter.run(() => attempt(req));
        if (response.status < 400) return response;
        const reading = readError(response.status, parseBody(response.body), response.headers);
        const retryable =
          reading.retryable ?? (response.status === 429 || response.status === 408 || response.status >= 500);
        const code = reading.code ? ` ${reading.code}` : '';
        const said = reading.message ? `: ${reading.message.slice(0, 300)}` : '';
        error = fail(`HTTP ${response.status}${code}${said}`, {
          kind: 'http',
          status: response.status,
          code: reading.code,
          retryable,
        });
        waitMs = parseRetryAfter(response.headers.get('retry-after')) ?? reading.retryAfterMs ?? null;
      } catch (thrown) {
        if (!(thrown instanceof ProviderError)) throw thrown;
        error = thrown;
      }
      if (error.kind === 'timeout') timeouts += 1;
      // A provider that has not answered twice in a whole timeout is down: waiting more would
      // hold the story up for minutes before its scene falls back.
      if (!error.retryable || retry >= policy.maxRetries || timeouts >= 2) throw error;
      const wait = waitMs ?? backoffMs(policy, retry);
      if (wait > policy.maxRetryAfterMs) throw error;
      await sleep(wait);
    }
  }

  return {
    provider: options.provider,
    limiter,
    request,
    async json<T>(req: HttpRequest): Promise<T> {
      const response = await request({ accept: 'application/json', ...req });
      try {
        return JSON.parse(response.body.toString('utf8')) as T;
      } catch {
        throw fail(`the answer to ${req.path} is not JSON`, { kind: 'malformed', status: response.status });
      }
    },
    redact: clean,
  };
}
