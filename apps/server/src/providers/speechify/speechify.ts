import type { VoiceOption } from '@storyloom/contract';
import { ProviderError } from '../http/provider-error.ts';
import {
  createProviderHttp,
  type ErrorReading,
  type RetryPolicy,
  type VendorSettings,
} from '../http/provider-http.ts';
import { builtinTiming, finishNarration } from '../narration-audio.ts';
import type { SpeechProvider } from '../types.ts';
import { type TimedSpan, wordsFromSpans } from '../word-times.ts';

export const SPEECHIFY_BASE_URL = 'https://api.speechify.ai';
/** Paid plans allow 15 concurrent requests, free ones 1. */
const CONCURRENCY = 10;
/** `/v1/audio/speech` takes at most 2,000 characters. */
export const SPEECHIFY_MAX_CHARS = 2000;
const VOICES_FRESH_MS = 10 * 60_000;
const VOICES_RETRY_MS = 30_000;

/** Speechify's `{error:{code, message}, request_id}`; its 429s carry Retry-After. */
export function readSpeechifyError(status: number, body: unknown): ErrorReading {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : null;
  return {
    code,
    message: typeof error?.message === 'string' ? error.message : null,
    ...(status === 402 || code === 'payment_required' ? { retryable: false } : {}),
  };
}

interface Mark {
  start?: unknown;
  end?: unknown;
  start_time?: unknown;
  end_time?: unknown;
  type?: unknown;
}

interface SpeechResponse {
  audio_data?: unknown;
  speech_marks?: (Mark & { chunks?: Mark[] }) | null;
}

export interface SpeechifySpeech extends SpeechProvider {
  /** Whether a voice (a cloned voice's id) is on the account; null when the list could not be read. */
  hasVoice(voice: string): Promise<boolean | null>;
}

const spanOf = (mark: Mark): TimedSpan | null =>
  [mark.start, mark.end, mark.start_time, mark.end_time].every((v) => typeof v === 'number')
    ? {
        start: mark.start as number,
        end: mark.end as number,
        startMs: mark.start_time as number,
        endMs: mark.end_time as number,
      }
    : null;

/** Speechify text to speech with word speech marks, for cloned voices. */
export function createSpeechify(settings: VendorSettings): SpeechifySpeech {
  const client = (concurrency: number, policy: Partial<RetryPolicy>) =>
    createProviderHttp({
      provider: 'speechify',
      baseURL: settings.baseURL ?? SPEECHIFY_BASE_URL,
      headers: { authorization: `Bearer ${settings.apiKey}` },
      fetch: settings.fetch,
      concurrency,
      policy: { ...policy, ...settings.policy },
      readError: readSpeechifyError,
    });
  const http = client(settings.concurrency ?? CONCURRENCY, { timeoutMs: 60_000 });
  const listing = client(2, { timeoutMs: 10_000, maxRetries: 1 });

  let cached: { at: number; ids: Set<string> | null; voices: VoiceOption[] } | null = null;
  async function accountVoices() {
    if (cached && Date.now() - cached.at < (cached.ids ? VOICES_FRESH_MS : VOICES_RETRY_MS)) return cached;
    let entries: unknown[] | null = null;
    try {
      const answer = await listing.json<unknown>({ path: '/v1/voices' });
      // The current answer is `{voices, next_cursor, has_more}`; older servers answer a bare array.
      entries = Array.isArray(answer) ? answer : ((answer as { voices?: unknown[] })?.voices ?? null);
    } catch {
      entries = null;
    }
    const voices = (entries ?? []).flatMap((entry) => {
      const voice = entry as { id?: unknown; display_name?: unknown };
      return typeof voice.id === 'string'
        ? [{ value: voice.id, label: String(voice.display_name ?? voice.id), provider: 'speechify' as const }]
        : [];
    });
    cached = { at: Date.now(), ids: entries ? new Set(voices.map((v) => v.value)) : null, voices };
    return cached;
  }

  return {
    id: 'speechify',
    voices: async () => (await accountVoices()).voices,
    async hasVoice(voice) {
      const { ids } = await accountVoices();
      return ids ? ids.has(voice) : null;
    },
    async speak(request) {
      if (request.text.length > SPEECHIFY_MAX_CHARS) {
        throw new ProviderError('speechify', `speechify: a scene is over ${SPEECHIFY_MAX_CHARS} characters`, {
          kind: 'invalid',
        });
      }
      const answer = await http.json<SpeechResponse>({
        path: '/v1/audio/speech',
        json: {
          input: request.text,
          voice_id: request.voice,
          audio_format: 'mp3',
          model: request.language === 'en' ? 'simba-english' : 'simba-multilingual',
        },
      });
      if (typeof answer?.audio_data !== 'string') {
        throw new ProviderError('speechify', 'speechify: the answer has no audio', { kind: 'malformed' });
      }
      const marks = answer.speech_marks;
      const spans = (marks?.chunks ?? []).map(spanOf).filter((s): s is TimedSpan => s !== null);
      const whole = marks ? spanOf(marks) : null;
      const result = await finishNarration({
        provider: 'speechify',
        audio: Buffer.from(answer.audio_data, 'base64'),
        text: request.text,
        language: request.language,
        speechRate: request.speechRate,
        music: request.music,
        ...(spans.length > 0
          ? {
              words: wordsFromSpans(
                request.text,
                request.language,
                spans,
                whole?.endMs ?? spans.at(-1)?.endMs ?? 0,
              ),
            }
          : { builtinTiming: builtinTiming({ ...request, voice: 'builtin-luna' }) }),
      });
      if (request.speechRate !== 1) {
        result.warnings.push(
          'Speechify reads cloned voices at their own pace, so the chosen pacing changed only the pauses.',
        );
      }
      return result;
    },
  };
}
