import { mockPng } from './media.ts';
import { bearerKey, type MockProvider, type MockReply, startMockProvider } from './mock-server.ts';

export const MOCK_STABILITY_KEY = 'sk-mock-stability-0123456789';

const SDXL_SIZES = new Set([
  '1024x1024',
  '1152x896',
  '1216x832',
  '1344x768',
  '1536x640',
  '640x1536',
  '768x1344',
  '832x1216',
  '896x1152',
]);

export type StabilityFailure = 'bad-request' | 'rate-limit' | 'server-error' | 'content-filtered';

const error = (status: number, name: string, message: string, headers = {}): MockReply => ({
  status,
  headers,
  body: { id: 'mock-error-id', name, message },
});

/** Stability's SDXL 1.0 text-to-image (v1), as documented in providers.md. */
export async function startStabilityMock(): Promise<MockProvider<StabilityFailure>> {
  let filtered = 0;
  const mock = await startMockProvider<StabilityFailure>({
    name: 'stability',
    authorized: (request) => bearerKey(request) === MOCK_STABILITY_KEY,
    failure(kind, request, retryAfter) {
      switch (kind) {
        case 'unauthorized':
          return error(401, 'unauthorized', `Missing or invalid API key: ${bearerKey(request)}`);
        case 'unavailable':
          return error(503, 'service_unavailable', 'Service unavailable');
        case 'bad-request':
          return error(400, 'invalid_prompts', 'Prompt is required');
        case 'rate-limit':
          return error(
            429,
            'rate_limit_exceeded',
            'You have exceeded the rate limit of 150 requests within a 10 second period',
            retryAfter ? { 'retry-after': retryAfter } : {},
          );
        default:
          return error(500, 'internal_error', 'An unexpected server error occurred');
      }
    },
    malformed: () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { artifacts: [{ finishReason: 'SUCCESS' }] },
    }),
    route(request) {
      if (
        request.method !== 'POST' ||
        request.path !== '/v1/generation/stable-diffusion-xl-1024-v1-0/text-to-image'
      ) {
        return error(404, 'not_found', `Unknown path ${request.path}`);
      }
      const body = request.json as {
        text_prompts?: { text: string; weight?: number }[];
        width?: number;
        height?: number;
        seed?: number;
      };
      if (!body?.text_prompts?.length) return error(400, 'invalid_prompts', 'text_prompts is required');
      if (!SDXL_SIZES.has(`${body.width}x${body.height}`)) {
        return error(
          400,
          'invalid_sdxl_v1_dimensions',
          'For the SDXL 1.0 engine the dimensions must be one of the allowed sizes',
        );
      }
      if (filtered > 0) {
        filtered -= 1;
        return {
          status: 200,
          body: { artifacts: [{ base64: '', seed: body.seed ?? 0, finishReason: 'CONTENT_FILTERED' }] },
        };
      }
      return {
        status: 200,
        body: {
          artifacts: [
            { base64: mockPng().toString('base64'), seed: body.seed ?? 0, finishReason: 'SUCCESS' },
          ],
        },
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
