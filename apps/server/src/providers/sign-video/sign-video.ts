import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type RetryPolicy } from '../http/provider-http.ts';
import type { SignVideoProvider } from '../types.ts';

export interface SignVideoServiceSettings {
  /** The service's endpoint: the request is POSTed here as it is. */
  url: string;
  /** Sent as a bearer token when the service wants one. */
  apiKey?: string;
  fetch?: typeof fetch;
  policy?: Partial<RetryPolicy>;
  /** Videos made at once, across every story. */
  concurrency?: number;
}

/** The body POSTed to a sign-video service (documented in docs/sign-language.md). */
export interface SignVideoServiceRequest {
  text: string;
  language: string;
  sign_language_type: 'ASL' | 'BSL' | 'ISL';
  duration_ms: number;
  words: { text: string; start_ms: number; end_ms: number }[];
}

const isWebm = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3;
const isMp4 = (bytes: Buffer) => bytes.length > 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp';

/**
 * An operator's HTTP sign-video service (SIGN_VIDEO_URL): the scene's text, language, sign
 * language and word timings go in as JSON; a WebM or MP4 comes back, or 204 when the service has
 * nothing to sign for the text. Timeouts, retries and backoff are the shared provider client's.
 */
export function createSignVideoService(settings: SignVideoServiceSettings): SignVideoProvider {
  const http = createProviderHttp({
    provider: 'sign-video',
    baseURL: settings.url,
    headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
    fetch: settings.fetch,
    policy: settings.policy,
    concurrency: settings.concurrency ?? 4,
  });
  const fail = (message: string, status: number) =>
    new ProviderError('sign-video', http.redact(`sign-video: ${message}`), { kind: 'malformed', status });

  return {
    id: 'sign-video',
    async makeVideo(request) {
      const body: SignVideoServiceRequest = {
        text: request.text,
        language: request.language,
        sign_language_type: request.type,
        duration_ms: Math.round(request.durationMs),
        words: request.words.map((w) => ({ text: w.text, start_ms: w.start_ms, end_ms: w.end_ms })),
      };
      const response = await http.request({
        method: 'POST',
        path: '',
        json: body,
        accept: 'video/webm, video/mp4',
      });
      if (response.status === 204) return { video: null, warnings: [] };
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      const bytes = response.body;
      if (type === 'video/webm' && isWebm(bytes)) return { video: { bytes, format: 'webm' }, warnings: [] };
      if (type === 'video/mp4' && isMp4(bytes)) return { video: { bytes, format: 'mp4' }, warnings: [] };
      throw fail(`expected a WebM or MP4 video, got ${type || 'no content type'}`, response.status);
    },
  };
}
