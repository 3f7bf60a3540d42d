import { ProviderError } from '../http/provider-error.ts';
import { createProviderHttp, type ErrorReading, type VendorSettings } from '../http/provider-http.ts';
import { cloudImagePrompt, NEGATIVE_PROMPT } from '../image-prompt.ts';
import { asPng } from '../png.ts';
import type { ImageProvider } from '../types.ts';

export const STABILITY_BASE_URL = 'https://api.stability.ai';
const ENGINE = 'stable-diffusion-xl-1024-v1-0';
/** 150 requests per 10 seconds allows every scene of a story at once. */
const CONCURRENCY = 12;
/** SDXL reads at most 2000 characters of a prompt. */
const MAX_PROMPT_CHARS = 2000;

/** The sizes SDXL 1.0 draws; the spec's stability_* modes are among them. */
export const SDXL_SIZES = [
  [1024, 1024],
  [1152, 896],
  [1216, 832],
  [1344, 768],
  [1536, 640],
  [640, 1536],
  [768, 1344],
  [832, 1216],
  [896, 1152],
] as const;

/** The SDXL size nearest in shape to the one asked for. */
export function sdxlSize(width: number, height: number): { width: number; height: number } {
  const shape = Math.log(width / height);
  let best: readonly [number, number] = SDXL_SIZES[0];
  for (const size of SDXL_SIZES) {
    if (Math.abs(Math.log(size[0] / size[1]) - shape) < Math.abs(Math.log(best[0] / best[1]) - shape))
      best = size;
  }
  return { width: best[0], height: best[1] };
}

/** Stability's `{id, name, message}` or `{id, name, errors:[…]}`; a 403 is its content moderation. */
export function readStabilityError(status: number, body: unknown): ErrorReading {
  const record = body as { name?: unknown; message?: unknown; errors?: unknown } | null;
  const message =
    typeof record?.message === 'string'
      ? record.message
      : Array.isArray(record?.errors)
        ? record.errors.map(String).join('; ')
        : null;
  return {
    code: typeof record?.name === 'string' ? record.name : status === 403 ? 'content_moderation' : null,
    message,
  };
}

interface TextToImageResponse {
  artifacts?: { base64?: unknown; finishReason?: unknown }[];
}

/** Stability's SDXL 1.0 text-to-image. */
export function createStability(settings: VendorSettings): ImageProvider {
  const http = createProviderHttp({
    provider: 'stability',
    baseURL: settings.baseURL ?? STABILITY_BASE_URL,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? CONCURRENCY,
    policy: { timeoutMs: 120_000, ...settings.policy },
    readError: readStabilityError,
  });
  return {
    id: 'stability',
    async illustrate(request) {
      const size = sdxlSize(request.width, request.height);
      const answer = await http.json<TextToImageResponse>({
        path: `/v1/generation/${ENGINE}/text-to-image`,
        json: {
          text_prompts: [
            { text: cloudImagePrompt(request).slice(0, MAX_PROMPT_CHARS), weight: 1 },
            { text: NEGATIVE_PROMPT, weight: -1 },
          ],
          width: size.width,
          height: size.height,
          cfg_scale: 7,
          samples: 1,
          steps: 30,
          seed: request.seed >>> 0,
          style_preset: 'digital-art',
        },
      });
      const artifact = answer?.artifacts?.[0];
      if (artifact?.finishReason === 'CONTENT_FILTERED') {
        throw new ProviderError('stability', 'stability: the picture was filtered', { kind: 'refused' });
      }
      if (typeof artifact?.base64 !== 'string' || artifact.finishReason === 'ERROR') {
        throw new ProviderError('stability', 'stability: the answer has no picture', { kind: 'malformed' });
      }
      let png: Buffer;
      try {
        png = await asPng(Buffer.from(artifact.base64, 'base64'));
      } catch {
        throw new ProviderError('stability', 'stability: the answer is not a picture', { kind: 'malformed' });
      }
      const warnings =
        size.width === request.width && size.height === request.height
          ? []
          : [
              `Stability draws ${size.width}×${size.height}, the nearest size to ${request.width}×${request.height}.`,
            ];
      return { png, warnings };
    },
  };
}
