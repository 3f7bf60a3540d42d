/** How a call to another service is made: a time limit per attempt and retries on 429/5xx. */
export interface HttpOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** Further attempts after the first, on a network error, a timeout, 429 or 5xx. */
  retries?: number;
  /** The first retry's wait; it doubles each time, and a Retry-After answer is honoured up to 10 s. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const RETRY_AFTER_CAP_MS = 10_000;

const retryable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, RETRY_AFTER_CAP_MS) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch with a timeout and retries with exponential backoff. Answers that are not worth retrying
 * (2xx–4xx but 429) come back as they are; the last 429/5xx answer is returned when retries run out.
 */
export async function fetchWithRetry(
  url: string | URL,
  init: RequestInit = {},
  options: HttpOptions = {},
): Promise<Response> {
  const { timeoutMs = 10_000, retries = 2, backoffMs = 250, fetch: doFetch = fetch } = options;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= retries;
    let wait = backoffMs * 2 ** attempt;
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!retryable(response.status) || last) return response;
      wait = retryAfterMs(response) ?? wait;
      await response.body?.cancel();
    } catch (error) {
      if (last) throw error;
    }
    await sleep(wait);
  }
}
