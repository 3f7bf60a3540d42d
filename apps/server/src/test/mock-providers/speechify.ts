import { mockSpeechBounds, mockSpeechMp3 } from './media.ts';
import { bearerKey, type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_SPEECHIFY_KEY = 'sf-mock-speechify-0123456789';
/** A cloned voice on the mock account. */
export const MOCK_SPEECHIFY_VOICE = 'clone-voice-mum-1';

export type SpeechifyFailure = 'bad-request' | 'rate-limit' | 'server-error' | 'payment-required';

const error = (status: number, code: string, message: string, headers = {}): MockReply => ({
  status,
  headers,
  body: { error: { code, message }, request_id: 'req-mock' },
});

interface PersonalVoice {
  id: string;
  display_name: string;
  type: 'personal';
  gender: string;
  locale: string;
  models: string[];
}

const GENDERS = ['male', 'female', 'not_specified'];

/** Speechify's text to speech with speech marks, its voice list and voice cloning, as its public API reference documents it. */
export async function startSpeechifyMock(): Promise<MockProvider<SpeechifyFailure>> {
  const voices: PersonalVoice[] = [
    {
      id: MOCK_SPEECHIFY_VOICE,
      display_name: 'Mum',
      type: 'personal',
      gender: 'female',
      locale: 'en-US',
      models: [],
    },
  ];
  // An idempotency key sent again gets the voice its first request made.
  const byIdempotencyKey = new Map<string, PersonalVoice>();
  return startMockProvider<SpeechifyFailure>({
    name: 'speechify',
    authorized: (request) => bearerKey(request) === MOCK_SPEECHIFY_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, 'unauthorized', `Invalid API key: ${bearerKey(request)}`);
        case 'unavailable':
          return error(503, 'service_unavailable', 'Service unavailable');
        case 'bad-request':
          return error(400, 'validation_failed', 'input is required');
        case 'rate-limit':
          return error(
            429,
            'rate_limited',
            'Too many requests',
            retryAfter ? { 'retry-after': retryAfter } : {},
          );
        case 'payment-required':
          return error(402, 'payment_required', 'Your plan has run out of characters');
        default:
          return error(500, 'internal_error', 'Internal server error');
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: 'not json at all',
    }),
    async route(request) {
      if (request.method === 'GET' && request.path === '/v1/voices') {
        return { status: 200, body: { voices, next_cursor: null, has_more: false } };
      }
      if (request.method === 'POST' && request.path === '/v1/voices') {
        const form = request.form;
        const name = form?.get('name');
        const gender = String(form?.get('gender') ?? '');
        const sample = form?.get('sample');
        let consent: { fullName?: unknown; email?: unknown } = {};
        try {
          consent = JSON.parse(String(form?.get('consent') ?? ''));
        } catch {
          consent = {};
        }
        const fields: string[] = [];
        if (typeof name !== 'string' || !name) fields.push('name');
        if (!GENDERS.includes(gender)) fields.push('gender');
        if (!(sample instanceof Blob) || sample.size === 0) fields.push('sample');
        if (typeof consent.fullName !== 'string' || typeof consent.email !== 'string') fields.push('consent');
        if (fields.length > 0) {
          return {
            status: 400,
            body: {
              error: { code: 'validation_failed', message: 'Invalid request', fields },
              request_id: 'req-mock',
            },
          };
        }
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return { status: 200, body: earlier };
        const voice: PersonalVoice = {
          id: `sf-personal-${voices.length + 1}`,
          display_name: name as string,
          type: 'personal',
          gender,
          locale: String(form?.get('locale') ?? 'en-US'),
          models: ['simba-english'],
        };
        voices.push(voice);
        if (typeof key === 'string') byIdempotencyKey.set(key, voice);
        return { status: 200, body: voice };
      }
      const voicePath = request.path.match(/^\/v1\/voices\/([^/]+)$/);
      if (request.method === 'DELETE' && voicePath) {
        const index = voices.findIndex((v) => v.id === voicePath[1]);
        if (index < 0) return error(404, 'voice_not_found', 'Voice not found');
        voices.splice(index, 1);
        return { status: 204 };
      }
      if (request.method === 'POST' && request.path === '/v1/audio/speech') {
        const body = request.json as { input?: string; voice_id?: string; audio_format?: string };
        if (!body?.input) return error(400, 'validation_failed', 'input is required');
        if (body.input.length > 2000) return error(400, 'validation_failed', 'input is too long');
        if (!voices.some((v) => v.id === body.voice_id))
          return error(404, 'voice_not_found', 'Voice not found');
        const text = body.input;
        const { startMs, endMs } = mockSpeechBounds(text);
        const words = [...text.matchAll(/\S+/g)];
        const step = (endMs - startMs) / Math.max(1, text.length);
        const chunks = words.map((m) => {
          const start = m.index ?? 0;
          const end = start + m[0].length;
          return {
            type: 'word',
            start,
            end,
            start_time: Math.round(startMs + start * step),
            end_time: Math.round(startMs + end * step),
            value: m[0],
          };
        });
        return {
          status: 200,
          body: {
            audio_data: (await mockSpeechMp3(text)).toString('base64'),
            audio_format: 'mp3',
            billable_characters_count: text.length,
            speech_marks: {
              type: 'sentence',
              start: 0,
              end: text.length,
              start_time: startMs,
              end_time: endMs,
              value: text,
              chunks,
            },
          },
        };
      }
      return error(404, 'not_found', `Unknown path ${request.path}`);
    },
  });
}
