/**
 * What went wrong with a provider call:
 * - `http`: the provider answered with an error status;
 * - `timeout`, `network`: no answer in time, or no connection;
 * - `malformed`: a success status with a body that is not what the API documents;
 * - `refused`: the provider declined the content (a refusal, a content filter, a moderation block);
 * - `invalid`: a well-formed answer that fails our checks (a story with the wrong number of scenes).
 */
export type ProviderErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'refused' | 'invalid';

export interface ProviderErrorDetails {
  kind: ProviderErrorKind;
  status?: number | null;
  /** The provider's own error code, e.g. `insufficient_quota`, `system_busy`, `rate_limited`. */
  code?: string | null;
  retryable?: boolean;
}

/**
 * A failed provider call. It carries the provider, status and code, and a message that has been
 * cleared of the API key, so it can be logged and turned into a warning as it is.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly retryable: boolean;

  constructor(provider: string, message: string, details: ProviderErrorDetails) {
    super(message);
    this.provider = provider;
    this.kind = details.kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.retryable = details.retryable ?? false;
  }

  /** A few words for a parent-facing warning: never the provider's own message, which may quote input. */
  get reason(): string {
    switch (this.kind) {
      case 'timeout':
        return 'it did not answer in time';
      case 'network':
        return 'it could not be reached';
      case 'malformed':
        return 'its answer could not be read';
      case 'refused':
        return this.code === 'content_filtered'
          ? 'its safety filter held back a picture'
          : 'it declined the request';
      case 'invalid':
        return 'its answer did not fit the story';
      default:
        if (this.status === 429) return 'it was too busy';
        if (this.status === 402) return 'the account has run out of credits';
        if (this.code === 'task_failed') return 'it could not finish the picture';
        if (this.status === 401 || this.status === 403) return 'it did not accept this server’s key';
        return `HTTP ${this.status}`;
    }
  }
}

/** Removes every secret from a text, so no key reaches a log line, an error or a response. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  // Providers echo keys back half-masked ("sk-abc***xyz"); the visible ends say whose key it is.
  return out.replace(/\b(sk|xi|sf)[-_][A-Za-z0-9_*-]{6,}/g, '[redacted]');
}
