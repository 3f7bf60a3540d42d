import { ProviderError } from '../http/provider-error.ts';
import type { ProviderHttp } from '../http/provider-http.ts';
import { cloudImagePrompt } from '../image-prompt.ts';
import { asPng } from '../png.ts';
import type { ImageProvider } from '../types.ts';

/** The sizes GPT image models draw. */
const GPT_IMAGE_SIZES = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
] as const;

/**
 * The GPT image size nearest in shape to the one asked for. The documented DALL·E modes land here too:
 * DALL·E 2 and 3 were retired in May 2026, so their squares become 1024×1024 and their tall and
 * wide 1024×1792 / 1792×1024 become 1024×1536 / 1536×1024.
 */
export function gptImageSize(width: number, height: number): { width: number; height: number } {
  const shape = Math.log(width / height);
  let best: { width: number; height: number } = GPT_IMAGE_SIZES[0];
  for (const size of GPT_IMAGE_SIZES) {
    if (
      Math.abs(Math.log(size.width / size.height) - shape) <
      Math.abs(Math.log(best.width / best.height) - shape)
    )
      best = size;
  }
  return best;
}

interface ImagesResponse {
  data?: { b64_json?: string | null }[];
}

/**
 * OpenAI's GPT image models. With a reference image the scene is drawn through `/images/edits`,
 * the reference passed as `image[]`, so the child in the pictures looks like the child in it.
 */
export function createOpenAiImage(http: ProviderHttp, model: string): ImageProvider {
  return {
    id: 'openai',
    acceptsReference: true,
    async illustrate(request) {
      const size = gptImageSize(request.width, request.height);
      const sizeText = `${size.width}x${size.height}`;
      const prompt = cloudImagePrompt(request);
      let answer: ImagesResponse;
      if (request.reference) {
        const form = new FormData();
        form.set('model', model);
        form.set('prompt', prompt);
        form.set('size', sizeText);
        form.set('quality', 'medium');
        form.set('n', '1');
        const extension = request.reference.type.split('/')[1];
        form.append(
          'image[]',
          new Blob([new Uint8Array(request.reference.bytes)], { type: request.reference.type }),
          `reference.${extension}`,
        );
        answer = await http.json<ImagesResponse>({ path: '/images/edits', form });
      } else {
        answer = await http.json<ImagesResponse>({
          path: '/images/generations',
          json: { model, prompt, size: sizeText, quality: 'medium', n: 1, output_format: 'png' },
        });
      }
      const b64 = answer?.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0) {
        throw new ProviderError('openai', 'openai: the image answer has no b64_json', { kind: 'malformed' });
      }
      let png: Buffer;
      try {
        png = await asPng(Buffer.from(b64, 'base64'));
      } catch {
        throw new ProviderError('openai', 'openai: the image answer is not a picture', { kind: 'malformed' });
      }
      const warnings =
        size.width === request.width && size.height === request.height
          ? []
          : [
              `OpenAI draws ${size.width}×${size.height}, the nearest size to the ${request.width}×${request.height} asked for.`,
            ];
      return { png, warnings };
    },
  };
}
