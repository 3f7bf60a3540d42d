import { runFfmpeg } from '../../lib/run-ffmpeg.ts';
import { bearerKey, type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_SIGN_VIDEO_KEY = 'sv-mock-sign-video-0123456789';
/** Where the mock service listens, under its base URL: SIGN_VIDEO_URL points here. */
export const SIGN_VIDEO_PATH = '/v1/sign-video';

export type SignVideoFailure = 'bad-request' | 'rate-limit' | 'server-error';

const error = (status: number, message: string, headers: Record<string, string> = {}): MockReply => ({
  status,
  headers,
  body: { error: message },
});

const clips = new Map<number, Promise<Buffer>>();

/** A plain WebM of the asked length, as a sign-video service would send (cached by length). */
export function mockWebm(durationMs: number): Promise<Buffer> {
  const ms = Math.max(200, Math.round(durationMs / 100) * 100);
  let clip = clips.get(ms);
  if (!clip) {
    clip = runFfmpeg(
      [
        ['-f', 'lavfi', '-i', `color=c=0xf3eefb:s=96x96:r=12:d=${ms / 1000}`],
        ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm', 'pipe:1'],
      ].flat(),
      new Uint8Array(),
    );
    clips.set(ms, clip);
  }
  return clip;
}

/**
 * A sign-video service speaking the API documented in docs/sign-language.md: POST JSON
 * `{text, language, sign_language_type, duration_ms, words}`, answered with a WebM, or 204 when
 * the text has nothing to sign, or a JSON `{error}`.
 */
export async function startSignVideoMock(): Promise<MockProvider<SignVideoFailure>> {
  return startMockProvider<SignVideoFailure>({
    name: 'sign-video',
    authorized: (request) => bearerKey(request) === MOCK_SIGN_VIDEO_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, `Invalid API key: ${bearerKey(request)}`);
        case 'unavailable':
          return error(503, 'Service unavailable');
        case 'bad-request':
          return error(400, 'sign_language_type must be ASL, BSL or ISL');
        case 'rate-limit':
          return error(429, 'Too many requests', retryAfter ? { 'retry-after': retryAfter } : {});
        default:
          return error(500, 'Internal error');
      }
    },
    malformed: () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: { ok: true } }),
    async route(request) {
      if (request.method !== 'POST' || request.path !== SIGN_VIDEO_PATH) return error(404, 'Not found');
      const body = request.json as { text?: string; sign_language_type?: string; duration_ms?: number };
      if (!body?.text || !['ASL', 'BSL', 'ISL'].includes(body.sign_language_type ?? '')) {
        return error(400, 'text and sign_language_type are required');
      }
      if (!/\p{Script=Latin}/u.test(body.text)) return { status: 204 };
      return {
        status: 200,
        headers: { 'content-type': 'video/webm' },
        body: await mockWebm(body.duration_ms ?? 1000),
      };
    },
  });
}
