import { httpStatusMessage, MESSAGES } from '@storyloom/contract';

/** Returns the signed-in user's bearer token, or null when nobody is signed in. */
export type AuthTokenProvider = () => Promise<string | null>;

/** Anything with zod's `parse`, so callers can pass a contract schema. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** When given, the answer is parsed with it. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Prefer: respond-async`. */
  headers?: Record<string, string>;
  /** Sends no bearer token even when someone is signed in (the public archive's list, spec §7). */
  anonymous?: boolean;
}

/** A failed call; `message` follows spec §7, `detail` carries the body's `detail` field when present. */
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
  ) {
    super(message, options);
  }
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
    // Spec §7: a missing token only costs the call its bearer, never the call itself.
    console.warn('Could not get the auth token; sending the request without it.', error);
    return null;
  }
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const error = stringField(body, 'error');
  const message = error ?? (response.status ? httpStatusMessage(response.status) : MESSAGES.requestFailed);
  return new ApiError(
    message,
    response.status || null,
    stringField(body, 'detail'),
    undefined,
    error !== undefined,
  );
}

/** Sends a call with the bearer token and the error rules of spec §7, and returns the OK response. */
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

/** Calls the product API with the bearer token and error rules of spec §7. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const data = await readBody(await send(path, options, 'application/json'));
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** Downloads a file from the product API (e.g. a story PDF), with the same token and error rules. */
export async function apiDownload(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { signal }, accept)).blob();
}
