import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type ErrorReading, type VendorSettings } from '../http/provider-http.ts';
import { cloudImagePrompt, NEGATIVE_PROMPT } from '../image-prompt.ts';
import { asPng } from '../png.ts';
import type { ImageProvider } from '../types.ts';

export const FREEPIK_BASE_URL = 'https://api.freepik.com';
const CONCURRENCY = 8;

/** Freepik's size names by shape: square, landscape (3:2) and portrait (2:3), as the freepik_* modes ask. */
const SIZES = [
  { name: 'square_1_1', shape: 1 },
  { name: 'standard_3_2', shape: 3 / 2 },
  { name: 'portrait_2_3', shape: 2 / 3 },
] as const;

export function freepikSize(width: number, height: number): string {
  const shape = Math.log(width / height);
  let best: (typeof SIZES)[number] = SIZES[0];
  for (const size of SIZES) {
    if (Math.abs(Math.log(size.shape) - shape) < Math.abs(Math.log(best.shape) - shape)) best = size;
  }
  return best.name;
}

export function readFreepikError(_status: number, body: unknown): ErrorReading {
  const record = body as { message?: unknown; error?: unknown; detail?: unknown } | null;
  const message = [
    record?.message,
    record?.detail,
    record?.error,
    typeof body === 'string' ? body : null,
  ].find((v): v is string => typeof v === 'string');
  return { message: message ?? null };
}

interface TextToImageResponse {
  data?: { base64?: unknown; has_nsfw?: unknown }[];
}

/**
 * Freepik's classic text-to-image, which answers at once. Its platform is moving to Magnific,
 * which takes the same key under its own header name, so a Magnific base URL gets that header.
 */
export function createFreepik(settings: VendorSettings): ImageProvider {
  const baseURL = settings.baseURL ?? FREEPIK_BASE_URL;
  const header = /magnific/i.test(baseURL) ? 'x-magnific-api-key' : 'x-freepik-api-key';
  const http = createProviderHttp({
    provider: 'freepik',
    baseURL,
    headers: { [header]: settings.apiKey },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? CONCURRENCY,
    policy: { timeoutMs: 120_000, ...settings.policy },
    readError: readFreepikError,
  });
  return {
    id: 'freepik',
    async illustrate(request) {
      const answer = await http.json<TextToImageResponse>({
        path: '/v1/ai/text-to-image',
        json: {
          prompt: cloudImagePrompt(request),
          negative_prompt: NEGATIVE_PROMPT,
          num_images: 1,
          image: { size: freepikSize(request.width, request.height) },
          seed: request.seed % 1_000_000,
          filter_nsfw: true,
        },
      });
      const picture = answer?.data?.[0];
      if (picture?.has_nsfw === true) {
        throw new ProviderError('freepik', 'freepik: the picture was flagged as unsafe', { kind: 'refused' });
      }
      if (typeof picture?.base64 !== 'string') {
        throw new ProviderError('freepik', 'freepik: the answer has no picture', { kind: 'malformed' });
      }
      try {
        return { png: await asPng(Buffer.from(picture.base64, 'base64')), warnings: [] };
      } catch {
        throw new ProviderError('freepik', 'freepik: the answer is not a picture', { kind: 'malformed' });
      }
    },
  };
}
