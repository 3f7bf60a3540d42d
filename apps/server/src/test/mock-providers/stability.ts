import { readImageHeader } from '../../lib/image-type.ts';
import { mockPng } from './media.ts';
import {
  bearerKey,
  type MockProvider,
  type MockReply,
  type MockRequest,
  startMockProvider,
} from './mock-server.ts';

export const MOCK_STABILITY_KEY = 'sk-mock-stability-0123456789';

const ASPECT_RATIOS = new Set(['16:9', '1:1', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21']);
const SD3_MODELS = new Set(['sd3', 'sd3-turbo', 'sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium']);
const STYLE_PRESETS = new Set([
  '3d-model',
  'analog-film',
  'anime',
  'cinematic',
  'comic-book',
  'digital-art',
  'enhance',
  'fantasy-art',
  'isometric',
  'line-art',
  'low-poly',
  'modeling-compound',
  'neon-punk',
  'origami',
  'photographic',
  'pixel-art',
  'tile-texture',
]);
const FORMATS: Record<string, Set<string>> = {
  core: new Set(['png', 'jpeg', 'webp']),
  ultra: new Set(['png', 'jpeg', 'webp']),
  sd3: new Set(['png', 'jpeg']),
};
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export type StabilityFailure =
  | 'bad-request'
  | 'rate-limit'
  | 'server-error'
  | 'content-filtered'
  | 'moderated'
  | 'no-credits';

const error = (status: number, name: string, errors: string[], headers = {}): MockReply => ({
  status,
  headers,
  body: { id: 'mock-error-id', name, errors },
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

/** Checks a request as the v2beta Stable Image API does; null when it would be drawn. */
function refusal(endpoint: string, request: MockRequest): MockReply | null {
  const form = request.form;
  if (!form) return error(400, 'bad_request', ['the body must be multipart/form-data']);
  if (request.raw.length > MAX_REQUEST_BYTES) {
    return error(413, 'payload_too_large', ['the request may not exceed 10 MiB']);
  }
  if (!text(form, 'prompt')?.trim()) return error(400, 'bad_request', ['prompt: is required']);
  const aspect = text(form, 'aspect_ratio');
  if (aspect !== null && !ASPECT_RATIOS.has(aspect)) {
    return error(400, 'bad_request', [`aspect_ratio: must be one of ${[...ASPECT_RATIOS].join(', ')}`]);
  }
  const seed = text(form, 'seed');
  if (seed !== null && !(/^\d+$/.test(seed) && Number(seed) <= 4_294_967_294)) {
    return error(400, 'bad_request', ['seed: must be an integer from 0 to 4294967294']);
  }
  const format = text(form, 'output_format');
  if (format !== null && !FORMATS[endpoint]?.has(format)) {
    return error(400, 'bad_request', [`output_format: ${format} is not accepted here`]);
  }
  const preset = text(form, 'style_preset');
  if (preset !== null && (endpoint !== 'core' || !STYLE_PRESETS.has(preset))) {
    return error(400, 'bad_request', [`style_preset: ${preset} is not accepted here`]);
  }
  if (endpoint === 'sd3') {
    const model = text(form, 'model');
    if (model !== null && !SD3_MODELS.has(model)) {
      return error(400, 'bad_request', [`model: ${model} is not an SD3 model`]);
    }
    const mode = text(form, 'mode') ?? 'text-to-image';
    if (mode === 'image-to-image') {
      const image = form.get('image');
      const strength = Number(text(form, 'strength'));
      if (!(image instanceof Blob))
        return error(400, 'bad_request', ['image: is required in image-to-image']);
      if (!(strength >= 0 && strength <= 1)) {
        return error(400, 'bad_request', ['strength: is required in image-to-image, from 0 to 1']);
      }
    } else if (mode !== 'text-to-image') {
      return error(400, 'bad_request', [`mode: ${mode} is not a mode`]);
    }
  } else if (form.has('model') || form.has('mode')) {
    return error(400, 'bad_request', ['model and mode are sd3 fields']);
  }
  return null;
}

/** Checks the image of an image-to-image request as the API does: a PNG, JPEG or WebP, 64 px a side at least. */
async function imageRefusal(request: MockRequest): Promise<MockReply | null> {
  const image = request.form?.get('image');
  if (!(image instanceof Blob)) return null;
  const header = readImageHeader(Buffer.from(await image.arrayBuffer()));
  if (!header || header.type === 'image/gif') {
    return error(400, 'bad_request', ['image: must be a PNG, JPEG or WebP']);
  }
  if (header.width < 64 || header.height < 64) {
    return error(400, 'bad_request', ['image: every side must be at least 64 pixels']);
  }
  return null;
}

/**
 * Stability's v2beta Stable Image API (`/v2beta/stable-image/generate/{core|ultra|sd3}`), as
 * documented in its public API reference: multipart requests, JSON or image answers with a finish reason,
 * `{id, name, errors}` error bodies and a 403 for content moderation. The retired v1 SDXL path
 * answers 404, as the real API does now, so an adapter calling it fails its tests.
 */
export async function startStabilityMock(): Promise<MockProvider<StabilityFailure>> {
  let filtered = 0;
  const mock = await startMockProvider<StabilityFailure>({
    name: 'stability',
    authorized: (request) => bearerKey(request) === MOCK_STABILITY_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, 'unauthorized', [`Missing or invalid API key: ${bearerKey(request)}`]);
        case 'unavailable':
          return error(503, 'service_unavailable', ['Service unavailable']);
        case 'bad-request':
          return error(400, 'bad_request', ['prompt: is required']);
        case 'moderated':
          return error(403, 'content_moderation', [
            'Your request was flagged by our content moderation system, as a result your request was denied and you were not charged.',
          ]);
        case 'no-credits':
          return error(402, 'payment_required', ['You lack sufficient credits to make this request.']);
        case 'rate-limit':
          return error(
            429,
            'rate_limit_exceeded',
            ['You have exceeded the rate limit of 150 requests within a 10 second period'],
            retryAfter ? { 'retry-after': retryAfter } : {},
          );
        default:
          return error(500, 'internal_error', ['An unexpected server error occurred']);
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { finish_reason: 'SUCCESS', seed: 1 },
    }),
    async route(request) {
      const endpoint = request.path.match(/^\/v2beta\/stable-image\/generate\/(core|ultra|sd3)$/)?.[1];
      if (request.method !== 'POST' || !endpoint) {
        return error(404, 'not_found', [`Unknown path ${request.path}`]);
      }
      const refused = refusal(endpoint, request) ?? (await imageRefusal(request));
      if (refused) return refused;
      const seed = Number(text(request.form as FormData, 'seed') ?? 0);
      const finish = filtered > 0 ? 'CONTENT_FILTERED' : 'SUCCESS';
      if (filtered > 0) filtered -= 1;
      const image = mockPng();
      const accept = request.headers.accept ?? 'image/*';
      if (accept.includes('application/json')) {
        return { status: 200, body: { image: image.toString('base64'), finish_reason: finish, seed } };
      }
      if (!accept.startsWith('image/')) {
        return error(400, 'bad_request', ['accept: must be image/* or application/json']);
      }
      return {
        status: 200,
        headers: {
          'content-type': 'image/png',
          'finish-reason': finish,
          seed: String(seed),
          'x-request-id': 'mock-request-id',
        },
        body: image,
      };
    },
  });
  return {
    ...mock,
    fail(kind, options) {
      if (kind === 'content-filtered') filtered += options?.times ?? 1;
      else mock.fail(kind, options);
    },
  };
}
