import { mockSpeechBounds, mockSpeechMp3 } from './media.ts';
import { type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_ELEVENLABS_KEY = 'xi-mock-elevenlabs-0123456789';

/** Two of the account's voices, as `GET /v1/voices` lists them. */
export const MOCK_ELEVENLABS_VOICES = [
  { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', category: 'premade', labels: { gender: 'female' } },
  { voice_id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', category: 'premade', labels: { gender: 'male' } },
];

export type ElevenLabsFailure =
  | 'bad-request'
  /** 429 `system_busy`: retry with backoff. */
  | 'rate-limit'
  /** 429 `too_many_concurrent_requests`. */
  | 'too-many-concurrent'
  | 'server-error';

const detail = (status: number, code: string, message: string, headers = {}): MockReply => ({
  status,
  headers,
  body: { detail: { status: code, message } },
});

/** ElevenLabs' text to speech with timestamps, its voice list and instant cloning, as its public API reference documents it. */
export async function startElevenLabsMock(): Promise<MockProvider<ElevenLabsFailure>> {
  // Voices cloned on this mock account: listed with category 'cloned' and spoken like the others.
  const cloned: { voice_id: string; name: string; category: string; labels: Record<string, string> }[] = [];
  const known = (voiceId: string) =>
    [...MOCK_ELEVENLABS_VOICES, ...cloned].some((v) => v.voice_id === voiceId);
  return startMockProvider<ElevenLabsFailure>({
    name: 'elevenlabs',
    authorized: (request) => request.headers['xi-api-key'] === MOCK_ELEVENLABS_KEY,
    failure(kind, request, retryAfter) {
      const wait = retryAfter ? { 'retry-after': retryAfter } : {};
      switch (kind) {
        case 'unauthorized':
          return detail(401, 'invalid_api_key', `Invalid API key: ${request.headers['xi-api-key']}`);
        case 'unavailable':
          return detail(503, 'service_unavailable', 'Service unavailable');
        case 'bad-request':
          return {
            status: 422,
            body: { detail: [{ loc: ['body', 'text'], msg: 'field required', type: 'value_error.missing' }] },
          };
        case 'rate-limit':
          return detail(
            429,
            'system_busy',
            'The system is experiencing heavy traffic, please try again.',
            wait,
          );
        case 'too-many-concurrent':
          return detail(429, 'too_many_concurrent_requests', 'Too many concurrent requests.', {
            'current-concurrent-requests': '4',
            'maximum-concurrent-requests': '3',
            ...wait,
          });
        default:
          return detail(500, 'internal_error', 'Internal server error');
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"audio_base64": 42',
    }),
    async route(request) {
      if (request.method === 'GET' && request.path === '/v1/voices') {
        return { status: 200, body: { voices: [...MOCK_ELEVENLABS_VOICES, ...cloned] } };
      }
      if (request.method === 'POST' && request.path === '/v1/voices/add') {
        const name = request.form?.get('name');
        const files = [...(request.form?.getAll('files') ?? []), ...(request.form?.getAll('files[]') ?? [])];
        if (typeof name !== 'string' || !name || files.length === 0 || !(files[0] instanceof Blob)) {
          return {
            status: 422,
            body: {
              detail: [{ loc: ['body', 'files'], msg: 'field required', type: 'value_error.missing' }],
            },
          };
        }
        const labels = JSON.parse(String(request.form?.get('labels') ?? '{}')) as Record<string, string>;
        const voice = { voice_id: `cloned${cloned.length + 1}xPqR7s`, name, category: 'cloned', labels };
        cloned.push(voice);
        return { status: 200, body: { voice_id: voice.voice_id, requires_verification: false } };
      }
      const voicePath = request.path.match(/^\/v1\/voices\/([^/]+)$/);
      if (request.method === 'DELETE' && voicePath) {
        const index = cloned.findIndex((v) => v.voice_id === voicePath[1]);
        if (index < 0)
          return detail(404, 'voice_not_found', `A voice with voice_id ${voicePath[1]} was not found.`);
        cloned.splice(index, 1);
        return { status: 200, body: { status: 'ok' } };
      }
      const match = request.path.match(/^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/);
      if (request.method === 'POST' && match) {
        if (!known(match[1] as string)) {
          return detail(404, 'voice_not_found', `A voice with voice_id ${match[1]} was not found.`);
        }
        const body = request.json as { text?: string; model_id?: string };
        if (!body?.text) return detail(400, 'invalid_text', 'Text is required');
        const text = body.text;
        const characters = [...text];
        const { startMs, endMs } = mockSpeechBounds(text);
        const step = (endMs - startMs) / Math.max(1, characters.length);
        const starts = characters.map((_, i) => (startMs + i * step) / 1000);
        const ends = characters.map((_, i) => (startMs + (i + 1) * step) / 1000);
        const alignment = {
          characters,
          character_start_times_seconds: starts,
          character_end_times_seconds: ends,
        };
        return {
          status: 200,
          body: {
            audio_base64: (await mockSpeechMp3(text)).toString('base64'),
            alignment,
            normalized_alignment: alignment,
          },
        };
      }
      return detail(404, 'not_found', `Unknown path ${request.path}`);
    },
  });
}
