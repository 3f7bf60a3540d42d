import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a mock provider received it. */
export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
  /** The body parsed as multipart form data (through undici), or null. */
  form: FormData | null;
}

export interface MockReply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string | object;
}

/** Failures every mock can play: no answer at all, and a 200 whose body is not what the API sends. */
export type CommonFailure = 'timeout' | 'malformed';

export interface FailOptions {
  /** How many requests fail this way (default 1); later requests are answered normally. */
  times?: number;
  /** A Retry-After header value for rate-limit failures: seconds or an HTTP date. */
  retryAfter?: string;
  /** Only requests whose path matches fail. */
  path?: RegExp;
  /** Only requests this picks fail. */
  when?: (request: MockRequest) => boolean;
}

export interface MockProvider<F extends string> {
  /** The base URL to configure, e.g. `http://127.0.0.1:41234`. */
  url: string;
  requests: MockRequest[];
  /** Makes the next matching requests fail. */
  fail(kind: F | CommonFailure, options?: FailOptions): void;
  /** Every request fails with a 503 until `up()`. */
  down(): void;
  up(): void;
  /** Answers wait this long first (for the bench's per-scene costs). */
  delay(ms: number, path?: RegExp): void;
  close(): Promise<void>;
}

export interface MockSpec<F extends string> {
  name: string;
  /** Whether the request carries the mock's key in the provider's header. */
  authorized(request: MockRequest): boolean;
  /** The provider's own error answer for a failure kind (and for `unauthorized` and `unavailable`). */
  failure(kind: F | 'unauthorized' | 'unavailable', request: MockRequest, retryAfter?: string): MockReply;
  /** A 200 whose body a client cannot use. */
  malformed(request: MockRequest): MockReply;
  route(request: MockRequest): Promise<MockReply> | MockReply;
}

interface Planned<F> {
  kind: F | CommonFailure;
  left: number;
  retryAfter?: string;
  path?: RegExp;
  when?: (request: MockRequest) => boolean;
}

async function readRequest(req: http.IncomingMessage): Promise<MockRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = new URL(req.url ?? '/', 'http://mock');
  const type = req.headers['content-type'] ?? '';
  let json: unknown;
  if (type.includes('json')) {
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  const form = type.startsWith('multipart/form-data')
    ? await new Response(raw, { headers: { 'content-type': type } }).formData()
    : null;
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    raw,
    json,
    form,
  };
}

/**
 * A provider's API on a real local port (127.0.0.1, port 0), answering in the provider's
 * documented shapes, with failures that tests switch on: error statuses, no answer, bad bodies.
 */
export async function startMockProvider<F extends string>(spec: MockSpec<F>): Promise<MockProvider<F>> {
  const requests: MockRequest[] = [];
  const plans: Planned<F>[] = [];
  const delays: { ms: number; path?: RegExp }[] = [];
  let isDown = false;

  const send = (res: http.ServerResponse, reply: MockReply) => {
    const headers = { ...reply.headers };
    let body: Buffer;
    if (Buffer.isBuffer(reply.body)) body = reply.body;
    else if (typeof reply.body === 'string') body = Buffer.from(reply.body);
    else if (reply.body === undefined) body = Buffer.alloc(0);
    else {
      body = Buffer.from(JSON.stringify(reply.body));
      headers['content-type'] ??= 'application/json';
    }
    res.writeHead(reply.status, headers);
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    const request = await readRequest(req);
    requests.push(request);
    const wait = delays.find((d) => !d.path || d.path.test(request.path));
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait.ms));
    if (isDown) return send(res, spec.failure('unavailable', request));
    if (!spec.authorized(request)) return send(res, spec.failure('unauthorized', request));
    const plan = plans.find(
      (p) => p.left > 0 && (!p.path || p.path.test(request.path)) && (!p.when || p.when(request)),
    );
    if (plan) {
      plan.left -= 1;
      if (plan.kind === 'timeout') return; // held open until the client gives up or the server closes
      if (plan.kind === 'malformed') return send(res, spec.malformed(request));
      return send(res, spec.failure(plan.kind, request, plan.retryAfter));
    }
    try {
      send(res, await spec.route(request));
    } catch (error) {
      send(res, { status: 500, body: { mock_error: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(kind, options = {}) {
      plans.push({ kind, left: options.times ?? 1, ...options });
    },
    down() {
      isDown = true;
    },
    up() {
      isDown = false;
    },
    delay(ms, path) {
      delays.unshift({ ms, path });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The JSON body of a recorded request; fails the test when there is no such request. */
export function bodyOf<T>(request: MockRequest | undefined): T {
  if (!request) throw new Error('no such request was made');
  return request.json as T;
}

/** The key of a request sent with `Authorization: Bearer <key>`. */
export const bearerKey = (request: MockRequest) =>
  (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
