import {
  createProviderHttp,
  type ErrorReading,
  type ProviderHttp,
  type VendorSettings,
} from '../http/provider-http.ts';
import { parseResetDuration } from '../http/retry-after.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * OpenAI's `{error:{message, type, param, code}}`. A 429 is either a passing rate limit, retried
 * after the reset its headers name, or `insufficient_quota`, a billing limit no retry can help.
 */
export function readOpenAiError(status: number, body: unknown, headers: Headers): ErrorReading {
  const error = (body as { error?: { message?: unknown; type?: unknown; code?: unknown } } | null)?.error;
  const code =
    typeof error?.code === 'string' ? error.code : typeof error?.type === 'string' ? error.type : null;
  const message = typeof error?.message === 'string' ? error.message : typeof body === 'string' ? body : null;
  if (status === 429 && (code === 'insufficient_quota' || error?.type === 'insufficient_quota')) {
    return { code: 'insufficient_quota', message, retryable: false };
  }
  const reset =
    status === 429
      ? Math.max(
          parseResetDuration(headers.get('x-ratelimit-reset-requests')) ?? 0,
          parseResetDuration(headers.get('x-ratelimit-reset-tokens')) ?? 0,
        ) || null
      : null;
  return { code, message, retryAfterMs: reset };
}

/** A client for one of OpenAI's APIs (or a server that speaks the same API), keyed with a bearer token. */
export function openAiHttp(
  settings: Omit<VendorSettings, 'apiKey'> & { apiKey?: string | null },
  provider: string,
  defaults: { baseURL: string; timeoutMs: number; concurrency: number },
): ProviderHttp {
  return createProviderHttp({
    provider,
    baseURL: settings.baseURL ?? defaults.baseURL,
    headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? defaults.concurrency,
    policy: { timeoutMs: defaults.timeoutMs, ...settings.policy },
    readError: readOpenAiError,
  });
}
