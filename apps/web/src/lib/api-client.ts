import { httpStatusMessage, MESSAGES, waitMessage } from '@storyloom/contract';

/** Returns the signed-in user's bearer token, or null when nobody is signed in. */
export type AuthTokenProvider = () => Promise<string | null>;

/** Anything with zod's `parse`, so callers can pass a contract schema. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A schema fetched when first needed (see contract-schemas.ts), while the call is on its way. */
export type LoadResponseSchema<T> = () => Promise<ResponseSchema<T>>;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** When given, the answer is parsed with it. */
  schema?: ResponseSchema<T> | LoadResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Prefer: respond-async`. */
  headers?: Record<string, string>;
  /** Sends no bearer token even when someone is signed in (the public archive's list, product §7). */
  anonymous?: boolean;
}

/** The names the server gives a refusal's texts (see errorResponse), so the app can say them in any language. */
export interface ErrorNames {
  /** The name of `message`, e.g. `childNameRequired`, or a kind such as `rate_limited`. */
  code?: string;
  /** With a wait: the name of why, e.g. `tooManyStories`. */
  reason?: string;
  /** The name of `detail`, e.g. `voiceSampleTooShort`. */
  detailCode?: string;
  /** The values of the named text built with them, e.g. `{ max: 3 }`. */
  params?: Record<string, string | number>;
}

/** A failed call; `message` follows product §7, `detail` carries the body's `detail` field when present. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
    readonly detail?: string,
    options?: ErrorOptions,
    /** Whether the message is the server's own `error` field rather than a fallback. */
    readonly fromServer = false,
    /** With a 429 or 503 that says how long to wait: the seconds, and `message` says the wait. */
    readonly retryAfterSeconds?: number,
    readonly names: ErrorNames = {},
  ) {
    super(message, options);
  }
}

/**
 * The message of a refusal that asks the caller to wait (too many requests, or too many stories
 * being made), e.g. 'Too many stories at once. Please try again in 40 seconds.'; null for any other
 * failure. Screens that show a fixed failure text show this one instead, so people know to wait.
 */
export function waitMessageOf(error: unknown): string | null {
  const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return cause instanceof ApiError && cause.retryAfterSeconds !== undefined ? cause.message : null;
}

/** How long a 429 or 503 asks to wait: the body's `retry_after_seconds`, else a Retry-After of seconds. */
function retryAfterOf(response: Response, body: unknown): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const field =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).retry_after_seconds
      : undefined;
  if (typeof field === 'number' && Number.isFinite(field) && field >= 0) return field;
  const header = response.headers.get('retry-after');
  return header && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

let authTokenProvider: AuthTokenProvider | null = null;

/** Registers how calls obtain a bearer token; the auth feature calls this once it knows the user. */
export function setAuthTokenProvider(provider: AuthTokenProvider | null): void {
  authTokenProvider = provider;
}

async function readAuthToken(): Promise<string | null> {
  if (!authTokenProvider) return null;
  try {
    return await authTokenProvider();
  } catch (error) {
    // product §7: a missing token only costs the call its bearer, never the call itself.
    console.warn('Could not get the auth token; sending the request without it.', error);
    return null;
  }
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The body's `params`: only its texts and finite numbers, the values a message is built with. */
function paramsField(body: unknown): Record<string, string | number> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).params;
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const error = stringField(body, 'error');
  const retryAfter = retryAfterOf(response, body);
  // A refusal to wait that carries no words of its own (a proxy's 429, say) still says how long.
  const reason = response.status === 429 ? 'tooManyRequests' : 'serverBusy';
  const wait = retryAfter === undefined ? undefined : waitMessage(MESSAGES[reason], retryAfter);
  const message =
    error ?? wait ?? (response.status ? httpStatusMessage(response.status) : MESSAGES.requestFailed);
  const names: ErrorNames =
    error === undefined
      ? { reason: wait === undefined ? undefined : reason }
      : {
          code: stringField(body, 'code'),
          reason: stringField(body, 'reason'),
          detailCode: stringField(body, 'detail_code'),
          params: paramsField(body),
        };
  return new ApiError(
    message,
    response.status || null,
    stringField(body, 'detail'),
    undefined,
    error !== undefined,
    retryAfter,
    names,
  );
}

/** Sends a call with the bearer token and the error rules of product §7, and returns the OK response. */
async function send(
  path: string,
  options: Omit<ApiRequestOptions<unknown>, 'schema'>,
  accept: string,
): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: accept, ...options.headers });

  const token = options.anonymous ? null : await readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart content type together with its boundary.
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: requestBody, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MESSAGES.requestFailed, null, undefined, { cause: error });
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Calls the product API with the bearer token and error rules of product §7. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { schema } = options;
  const [response, parser] = await Promise.all([
    send(path, options, 'application/json'),
    typeof schema === 'function' ? schema() : schema,
  ]);
  const data = await readBody(response);
  return parser ? parser.parse(data) : (data as T);
}

/** Downloads a file from the product API (e.g. a story PDF), with the same token and error rules. */
export async function apiDownload(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { signal }, accept)).blob();
}
