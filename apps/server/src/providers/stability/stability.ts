import { readImageHeader } from '../../lib/image-type.ts';
import type { StabilityModel } from '../../platform/config.ts';
import { ProviderError } from '../http/provider-error.ts';
import {
  createProviderHttp,
  type ErrorReading,
  type HttpResponse,
  type VendorSettings,
} from '../http/provider-http.ts';
import { cloudImagePrompt, NEGATIVE_PROMPT } from '../image-prompt.ts';
import { asPng } from '../png.ts';
import type { ImageProvider, ImageRequest, ReferenceImage } from '../types.ts';

export const STABILITY_BASE_URL = 'https://api.stability.ai';
/** 150 requests per 10 seconds allows every scene of a story at once. */
const CONCURRENCY = 12;
/** The Stable Image API reads at most 10,000 characters of a prompt. */
const MAX_PROMPT_CHARS = 10_000;
/** An sd3 request may not exceed 10 MiB; the prompt and fields need some of it. */
const MAX_REFERENCE_BYTES = 9 * 1024 * 1024;
/** The API draws from images at least this many pixels a side. */
const MIN_REFERENCE_SIDE = 64;
/** The SD 3.5 model that draws from a reference when Core or Ultra is configured. */
const REFERENCE_MODEL = 'sd3.5-large';
/**
 * How far a picture may depart from the reference: 0 copies it, 1 ignores it. Each scene is a new
 * picture, so it keeps the drawing's colours and shapes without tracing it.
 */
export const REFERENCE_STRENGTH = 0.65;
/** The shapes the Stable Image API draws. */
export const ASPECT_RATIOS = ['21:9', '16:9', '3:2', '5:4', '1:1', '4:5', '2:3', '9:16', '9:21'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

const shapeOf = (ratio: AspectRatio) => {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return Math.log(w / h);
};

/** The API's aspect ratio nearest in shape to a mode's size: 1152×896 is 5:4, 1216×832 is 3:2. */
export function stabilityAspectRatio(width: number, height: number): AspectRatio {
  const shape = Math.log(width / height);
  let best: AspectRatio = '1:1';
  for (const ratio of ASPECT_RATIOS) {
    if (Math.abs(shapeOf(ratio) - shape) < Math.abs(shapeOf(best) - shape)) best = ratio;
  }
  return best;
}

/** Stability's `{id, name, errors:[…]}`; a 403 is its content moderation, a 402 an account out of credits. */
export function readStabilityError(status: number, body: unknown): ErrorReading {
  const record = body as { name?: unknown; message?: unknown; errors?: unknown } | null;
  const message = Array.isArray(record?.errors)
    ? record.errors.map(String).join('; ')
    : typeof record?.message === 'string'
      ? record.message
      : null;
  return {
    code: typeof record?.name === 'string' ? record.name : status === 403 ? 'content_moderation' : null,
    message,
    retryable: status === 402 || status === 403 ? false : undefined,
  };
}

const endpointOf = (model: StabilityModel) => (model === 'core' || model === 'ultra' ? model : 'sd3');

const filtered = () =>
  new ProviderError('stability', 'stability: the picture was held back by its content filter', {
    kind: 'refused',
    code: 'content_filtered',
  });

/** The reference as the API takes it (PNG, JPEG or WebP), or why it cannot be drawn from. */
async function referenceFile(reference: ReferenceImage): Promise<Blob | string> {
  const cannot = 'so its pictures follow the story’s words only';
  if (reference.bytes.length > MAX_REFERENCE_BYTES) {
    return `The reference picture is too large for Stability to draw from (over 9 MB), ${cannot}.`;
  }
  const header = readImageHeader(reference.bytes);
  if (!header) return `Stability could not read the reference picture, ${cannot}.`;
  if (header.width < MIN_REFERENCE_SIDE || header.height < MIN_REFERENCE_SIDE) {
    return `The reference picture is too small for Stability to draw from (under ${MIN_REFERENCE_SIDE} pixels a side), ${cannot}.`;
  }
  if (header.type === 'image/gif') {
    try {
      return new Blob([new Uint8Array(await asPng(reference.bytes))], { type: 'image/png' });
    } catch {
      return `Stability could not read the reference picture, ${cannot}.`;
    }
  }
  return new Blob([new Uint8Array(reference.bytes)], { type: header.type });
}

/** The picture in an answer: JSON `{image, finish_reason}`, or the image itself with a `finish-reason` header. */
function pictureOf(response: HttpResponse): Buffer {
  const type = response.headers.get('content-type') ?? '';
  let finish: unknown;
  let image: Buffer | null = null;
  if (type.startsWith('image/')) {
    finish = response.headers.get('finish-reason') ?? 'SUCCESS';
    image = response.body;
  } else {
    let answer: { image?: unknown; finish_reason?: unknown } | null = null;
    try {
      answer = JSON.parse(response.body.toString('utf8'));
    } catch {
      throw new ProviderError('stability', 'stability: the answer is not JSON', { kind: 'malformed' });
    }
    finish = answer?.finish_reason;
    if (typeof answer?.image === 'string' && answer.image) image = Buffer.from(answer.image, 'base64');
  }
  if (finish === 'CONTENT_FILTERED') throw filtered();
  if (!image || finish !== 'SUCCESS') {
    throw new ProviderError('stability', 'stability: the answer has no picture', { kind: 'malformed' });
  }
  return image;
}

/**
 * Stability's Stable Image API (v2beta): Core (with a style preset), Ultra or an SD 3.5 model
 * draws from text at the mode's aspect ratio; with a reference image SD 3.5 draws image-to-image,
 * so the pictures follow the parent's drawing or photo.
 */
export function createStability(settings: VendorSettings & { model?: StabilityModel }): ImageProvider {
  const model = settings.model ?? 'core';
  const http = createProviderHttp({
    provider: 'stability',
    baseURL: settings.baseURL ?? STABILITY_BASE_URL,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    fetch: settings.fetch,
    concurrency: settings.concurrency ?? CONCURRENCY,
    policy: { timeoutMs: 120_000, ...settings.policy },
    readError: readStabilityError,
  });

  async function draw(endpoint: string, form: FormData): Promise<Buffer> {
    let response: HttpResponse;
    try {
      response = await http.request({
        path: `/v2beta/stable-image/generate/${endpoint}`,
        form,
        accept: 'application/json',
      });
    } catch (error) {
      // A 403 is the API's content moderation: the scene is refused, not the key.
      if (error instanceof ProviderError && error.status === 403) throw filtered();
      throw error;
    }
    return pictureOf(response);
  }

  return {
    id: 'stability',
    acceptsReference: true,
    async illustrate(request: ImageRequest) {
      const warnings: string[] = [];
      const reference = request.reference ? await referenceFile(request.reference) : null;
      const drawn = reference instanceof Blob ? request : { ...request, reference: undefined };
      const form = new FormData();
      form.set('prompt', cloudImagePrompt(drawn).slice(0, MAX_PROMPT_CHARS));
      form.set('negative_prompt', NEGATIVE_PROMPT);
      form.set('seed', String((request.seed >>> 0) % 4_294_967_295));
      form.set('output_format', 'png');
      let endpoint: string;
      if (reference instanceof Blob) {
        endpoint = 'sd3';
        form.set('model', endpointOf(model) === 'sd3' ? model : REFERENCE_MODEL);
        form.set('mode', 'image-to-image');
        form.set('image', reference, `reference.${reference.type.split('/')[1]}`);
        form.set('strength', String(REFERENCE_STRENGTH));
      } else {
        if (typeof reference === 'string') warnings.push(reference);
        endpoint = endpointOf(model);
        const ratio = stabilityAspectRatio(request.width, request.height);
        form.set('aspect_ratio', ratio);
        if (endpoint === 'core') form.set('style_preset', 'digital-art');
        if (endpoint === 'sd3') form.set('model', model);
        if (Math.abs(shapeOf(ratio) - Math.log(request.width / request.height)) > 0.05) {
          warnings.push(
            `Stability draws ${ratio} pictures, the nearest shape to ${request.width}×${request.height}.`,
          );
        }
      }
      const bytes = await draw(endpoint, form);
      try {
        return { png: await asPng(bytes), warnings };
      } catch {
        throw new ProviderError('stability', 'stability: the answer is not a picture', { kind: 'malformed' });
      }
    },
  };
}
