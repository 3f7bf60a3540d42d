import type { VoiceOption } from '@storyloom/contract';
import { ProviderError } from '../http/provider-error.ts';
import {
  createProviderHttp,
  type ErrorReading,
  type ProviderHttp,
  type RetryPolicy,
  type VendorSettings,
} from '../http/provider-http.ts';
import { finishNarration } from '../narration-audio.ts';
import type { SpeechProvider } from '../types.ts';
import { characterSpans, wordsFromSpans } from '../word-times.ts';

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
/** Plans allow 2 (free) to 15 concurrent requests; 3 is the Starter plan's. */
const CONCURRENCY = 3;
const OUTPUT_FORMAT = 'mp3_44100_128';
/** ElevenLabs accepts speeds from 0.7 to 1.2. */
const SPEED_RANGE = [0.7, 1.2] as const;
const VOICES_FRESH_MS = 10 * 60_000;
const VOICES_RETRY_MS = 30_000;

/**
 * ElevenLabs' `{detail:{status, message}}` (or a validation list). Both of its 429s are worth
 * retrying: `too_many_concurrent_requests` once a request of ours finishes, `system_busy` after a wait.
 */
export function readElevenLabsError(_status: number, body: unknown): ErrorReading {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (Array.isArray(detail)) {
    return { code: 'validation_error', message: detail.map((d) => (d as { msg?: string }).msg).join('; ') };
  }
  if (typeof detail === 'string') return { message: detail };
  const record = detail as { status?: unknown; message?: unknown } | undefined;
  return {
    code: typeof record?.status === 'string' ? record.status : null,
    message: typeof record?.message === 'string' ? record.message : null,
  };
}

interface VoiceEntry {
  voice_id: string;
  name?: string;
  category?: string;
  labels?: Record<string, string>;
}

interface WithTimestamps {
  audio_base64?: unknown;
  alignment?: {
    characters?: unknown;
    character_start_times_seconds?: unknown;
    character_end_times_seconds?: unknown;
  } | null;
}

export interface ElevenLabsSpeech extends SpeechProvider {
  /** The builtin voice that reads for an ElevenLabs voice when ElevenLabs fails: one of the same gender. */
  standInFor(voice: string): Promise<string>;
  /** Whether a voice is on the account; null when the list could not be read. */
  hasVoice(voice: string): Promise<boolean | null>;
}

/** ElevenLabs text to speech with character timestamps, and the account's voices. */
export function createElevenLabs(settings: VendorSettings & { model: string }): ElevenLabsSpeech {
  const client = (concurrency: number, policy: Partial<RetryPolicy>): ProviderHttp =>
    createProviderHttp({
      provider: 'elevenlabs',
      baseURL: settings.baseURL ?? ELEVENLABS_BASE_URL,
      headers: { 'xi-api-key': settings.apiKey },
      fetch: settings.fetch,
      concurrency,
      policy: { ...policy, ...settings.policy },
      readError: readElevenLabsError,
    });
  const http = client(settings.concurrency ?? CONCURRENCY, { timeoutMs: 60_000 });
  // Listing voices answers a page load, so it waits briefly and once: an unreachable list is an empty one.
  const listing = client(2, { timeoutMs: 10_000, maxRetries: 1 });

  let cached: { at: number; voices: VoiceEntry[] | null } | null = null;
  async function accountVoices(): Promise<VoiceEntry[] | null> {
    const fresh = cached && Date.now() - cached.at < (cached.voices ? VOICES_FRESH_MS : VOICES_RETRY_MS);
    if (cached && fresh) return cached.voices;
    let voices: VoiceEntry[] | null = null;
    try {
      const answer = await listing.json<{ voices?: unknown }>({ path: '/v1/voices' });
      if (Array.isArray(answer?.voices)) {
        // Cloned voices are someone's own voice: they speak only through their clone, never as a
        // voice anyone may pick.
        voices = answer.voices.filter(
          (v): v is VoiceEntry =>
            typeof (v as VoiceEntry)?.voice_id === 'string' &&
            (v as VoiceEntry).voice_id !== '' &&
            (v as VoiceEntry).category !== 'cloned',
        );
      }
    } catch {
      voices = null;
    }
    cached = { at: Date.now(), voices };
    return voices;
  }

  return {
    id: 'elevenlabs',
    async voices(): Promise<VoiceOption[]> {
      return ((await accountVoices()) ?? []).map((v) => ({
        value: v.voice_id,
        label: v.name ?? v.voice_id,
        provider: 'elevenlabs',
      }));
    },
    async hasVoice(voice) {
      const voices = await accountVoices();
      return voices ? voices.some((v) => v.voice_id === voice) : null;
    },
    async standInFor(voice) {
      const entry = (await accountVoices())?.find((v) => v.voice_id === voice);
      return entry?.labels?.gender === 'male' ? 'builtin-oliver' : 'builtin-luna';
    },
    async speak(request) {
      const speed = Math.min(SPEED_RANGE[1], Math.max(SPEED_RANGE[0], request.speechRate));
      const answer = await http.json<WithTimestamps>({
        path: `/v1/text-to-speech/${encodeURIComponent(request.voice)}/with-timestamps`,
        query: { output_format: OUTPUT_FORMAT },
        json: { text: request.text, model_id: settings.model, voice_settings: { speed } },
      });
      const alignment = answer?.alignment;
      const characters = alignment?.characters;
      const starts = alignment?.character_start_times_seconds;
      const ends = alignment?.character_end_times_seconds;
      if (
        typeof answer?.audio_base64 !== 'string' ||
        !Array.isArray(characters) ||
        !Array.isArray(starts) ||
        !Array.isArray(ends)
      ) {
        throw new ProviderError('elevenlabs', 'elevenlabs: the answer has no audio or alignment', {
          kind: 'malformed',
        });
      }
      const audio = Buffer.from(answer.audio_base64, 'base64');
      const spans = characterSpans(characters.map(String), starts.map(Number), ends.map(Number));
      const lastEnd = spans.reduce((end, span) => Math.max(end, span.endMs), 0);
      const result = await finishNarration({
        provider: 'elevenlabs',
        audio,
        text: request.text,
        language: request.language,
        speechRate: request.speechRate,
        music: request.music,
        words: wordsFromSpans(request.text, request.language, spans, lastEnd),
      });
      if (speed !== request.speechRate) {
        result.warnings.push(
          `ElevenLabs reads at speeds from ${SPEED_RANGE[0]} to ${SPEED_RANGE[1]}, so the pace ${request.speechRate} was read at ${speed}.`,
        );
      }
      return result;
    },
  };
}
