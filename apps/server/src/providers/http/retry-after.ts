/**
 * The wait a `Retry-After` header asks for, in ms: either delay-seconds or an HTTP-date.
 * Null when absent or unreadable, so the caller falls back to its own backoff.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

const DURATION_PART = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * OpenAI's `x-ratelimit-reset-*` durations such as `12ms`, `1s` or `6m0s`, in ms; null when the
 * value is not such a duration.
 */
export function parseResetDuration(value: string | null): number | null {
  if (!value || !/^(\d+(\.\d+)?(ms|h|m|s))+$/.test(value.trim())) return null;
  let total = 0;
  for (const [, amount, unit] of value.trim().matchAll(DURATION_PART)) {
    total += Number(amount) * (UNIT_MS[unit as string] as number);
  }
  return Math.round(total);
}
