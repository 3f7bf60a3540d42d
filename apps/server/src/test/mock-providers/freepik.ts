import { mockJpeg } from './media.ts';
import { type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_FREEPIK_KEY = 'fpk-mock-freepik-0123456789';

const SIZES = new Set([
  'square_1_1',
  'classic_4_3',
  'traditional_3_4',
  'widescreen_16_9',
  'social_story_9_16',
  'smartphone_horizontal_20_9',
  'smartphone_vertical_9_20',
  'standard_3_2',
  'portrait_2_3',
  'horizontal_2_1',
  'vertical_1_2',
  'social_5_4',
  'social_post_4_5',
]);

export type FreepikFailure = 'bad-request' | 'rate-limit' | 'server-error';

const error = (status: number, message: string, headers = {}): MockReply => ({
  status,
  headers,
  body: { message },
});

/** Freepik's classic text-to-image, as documented in providers.md; it answers JPEG pictures. */
export async function startFreepikMock(): Promise<MockProvider<FreepikFailure>> {
  return startMockProvider<FreepikFailure>({
    name: 'freepik',
    authorized: (request) => request.headers['x-freepik-api-key'] === MOCK_FREEPIK_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, `Invalid API key: ${request.headers['x-freepik-api-key']}`);
        case 'unavailable':
          return error(503, 'Service unavailable');
        case 'bad-request':
          return error(400, 'Invalid image size');
        case 'rate-limit':
          return error(429, 'Too many requests', retryAfter ? { 'retry-after': retryAfter } : {});
        default:
          return error(500, 'Internal server error');
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { data: [{ has_nsfw: false }] },
    }),
    async route(request) {
      if (request.method !== 'POST' || request.path !== '/v1/ai/text-to-image')
        return error(404, 'Not found');
      const body = request.json as { prompt?: string; image?: { size?: string } };
      if (!body?.prompt) return error(400, 'prompt is required');
      if (body.image?.size && !SIZES.has(body.image.size))
        return error(400, `Invalid size ${body.image.size}`);
      return {
        status: 200,
        body: {
          data: [{ base64: (await mockJpeg()).toString('base64'), has_nsfw: false }],
          meta: { image: { size: body.image?.size ?? 'square_1_1' } },
        },
      };
    },
  });
}
