import { Resvg } from '@resvg/resvg-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/run-ffmpeg.ts';
import type { StabilityModel } from '../../platform/config.ts';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import type { MockProvider, MockRequest } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_STABILITY_KEY,
  type StabilityFailure,
  startStabilityMock,
} from '../../test/mock-providers/stability.ts';
import type { ImageRequest, ReferenceImage } from '../types.ts';
import { createStability, REFERENCE_STRENGTH, stabilityAspectRatio } from './stability.ts';

const WRONG_KEY = 'sk-wrong-stability-00000';

let mock: MockProvider<StabilityFailure>;
beforeEach(async () => {
  mock = await startStabilityMock();
});
afterEach(async () => mock.close());

const stability = (key: 'right' | 'wrong' = 'right', model?: StabilityModel) =>
  createStability({
    apiKey: key === 'right' ? MOCK_STABILITY_KEY : WRONG_KEY,
    baseURL: mock.url,
    policy: FAST_POLICY,
    model,
  });
const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  art: {
    setting: 'castle',
    time_of_day: 'sunset',
    props: ['crown'],
    action: 'waving',
    mood: 'happy',
    companion: 'dragon',
  },
  prompt: 'The child waves from the castle tower at sunset.',
  characterBrief: 'a child with fair skin and long ginger hair, wearing a green dress',
  width: 1152,
  height: 896,
  seed: 2 ** 31 + 5,
  ...overrides,
});
const drawing = (size: number): ReferenceImage => ({
  bytes: Buffer.from(
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="50%" cy="50%" r="40%" fill="#8e24aa"/></svg>`,
    )
      .render()
      .asPng(),
  ),
  type: 'image/png',
});
const field = (r: MockRequest | undefined, name: string) => r?.form?.get(name);

describe('Stability Stable Image generate', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /^\/v2beta\/stable-image\/generate\/core$/,
    call: ({ key }) => stability(key).illustrate(request()),
    expectSuccess: (result) => {
      expect(result.png.subarray(1, 4).toString()).toBe('PNG');
      expect(result.warnings).toEqual([]);
    },
  });

  it('sends Core the mode’s aspect ratio, the brief, a negative prompt, a style preset and the story’s seed', async () => {
    await stability().illustrate(request());
    const sent = mock.requests[0];
    expect(sent?.path).toBe('/v2beta/stable-image/generate/core');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.accept).toBe('application/json');
    expect(field(sent, 'aspect_ratio')).toBe('5:4');
    expect(field(sent, 'prompt')).toContain('long ginger hair');
    expect(field(sent, 'negative_prompt')).toContain('watermark');
    expect(field(sent, 'style_preset')).toBe('digital-art');
    expect(field(sent, 'output_format')).toBe('png');
    expect(field(sent, 'seed')).toBe(String(2 ** 31 + 5));
    expect(sent?.form?.has('model')).toBe(false);
  });

  it('draws with Ultra on its own endpoint, without Core’s style preset', async () => {
    const result = await stability('right', 'ultra').illustrate(request({ width: 832, height: 1216 }));
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    const sent = mock.requests[0];
    expect(sent?.path).toBe('/v2beta/stable-image/generate/ultra');
    expect(field(sent, 'aspect_ratio')).toBe('2:3');
    expect(sent?.form?.has('style_preset')).toBe(false);
  });

  it('draws with an SD 3.5 model on the sd3 endpoint, naming the model', async () => {
    await stability('right', 'sd3.5-medium').illustrate(request({ width: 1024, height: 1024 }));
    const sent = mock.requests[0];
    expect(sent?.path).toBe('/v2beta/stable-image/generate/sd3');
    expect(field(sent, 'model')).toBe('sd3.5-medium');
    expect(field(sent, 'aspect_ratio')).toBe('1:1');
    expect(sent?.form?.has('style_preset')).toBe(false);
  });

  it('draws from a reference drawing through SD 3.5 image-to-image, with a strength and no aspect ratio', async () => {
    const reference = drawing(256);
    const result = await stability().illustrate(request({ reference }));
    expect(result.warnings).toEqual([]);
    const sent = mock.requests[0];
    expect(sent?.path).toBe('/v2beta/stable-image/generate/sd3');
    expect(field(sent, 'mode')).toBe('image-to-image');
    expect(field(sent, 'model')).toBe('sd3.5-large');
    expect(field(sent, 'strength')).toBe(String(REFERENCE_STRENGTH));
    expect(sent?.form?.has('aspect_ratio')).toBe(false);
    const image = field(sent, 'image') as File;
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(reference.bytes);
    expect(field(sent, 'prompt')).toContain('reference picture');
  });

  it('draws from a reference with the configured SD 3.5 model', async () => {
    await stability('right', 'sd3.5-large-turbo').illustrate(request({ reference: drawing(128) }));
    expect(field(mock.requests[0], 'model')).toBe('sd3.5-large-turbo');
  });

  it('draws from text with a warning when the reference is too small to draw from', async () => {
    const result = await stability().illustrate(request({ reference: drawing(40) }));
    expect(result.warnings).toEqual([
      'The reference picture is too small for Stability to draw from (under 64 pixels a side), so its pictures follow the story’s words only.',
    ]);
    const sent = mock.requests[0];
    expect(sent?.path).toBe('/v2beta/stable-image/generate/core');
    expect(field(sent, 'prompt')).not.toContain('reference picture');
  });

  it('sends a GIF reference as PNG, since the API takes PNG, JPEG or WebP', async () => {
    const gif = await runFfmpeg(['-f', 'png_pipe', '-i', 'pipe:0', '-f', 'gif', 'pipe:1'], drawing(96).bytes);
    const result = await stability().illustrate(request({ reference: { bytes: gif, type: 'image/gif' } }));
    expect(result.warnings).toEqual([]);
    const image = field(mock.requests[0], 'image') as File;
    expect(image.type).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('draws from text with a warning when the reference would take the request over 10 MiB', async () => {
    const big = drawing(256);
    const reference = { ...big, bytes: Buffer.concat([big.bytes, Buffer.alloc(9.5 * 1024 * 1024)]) };
    const result = await stability().illustrate(request({ reference }));
    expect(result.warnings).toEqual([
      'The reference picture is too large for Stability to draw from (over 9 MB), so its pictures follow the story’s words only.',
    ]);
    expect(mock.requests[0]?.path).toBe('/v2beta/stable-image/generate/core');
    expect(mock.requests[0]?.form?.has('image')).toBe(false);
  });

  it('reads an image answer with its finish-reason header as well as a JSON one', async () => {
    const fetchAsImage: typeof fetch = (url, init) =>
      fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), accept: 'image/*' } });
    const result = await createStability({
      apiKey: MOCK_STABILITY_KEY,
      baseURL: mock.url,
      policy: FAST_POLICY,
      fetch: fetchAsImage,
    }).illustrate(request());
    expect(mock.requests[0]?.headers.accept).toBe('image/*');
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a picture its content filter held back, without retrying', async () => {
    mock.fail('content-filtered');
    const error = await stability()
      .illustrate(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', code: 'content_filtered' });
    expect((error as { reason: string }).reason).toBe('its safety filter held back a picture');
    expect(mock.requests).toHaveLength(1);
  });

  it('takes a 403 as content moderation, not as a wrong key, and does not retry it', async () => {
    mock.fail('moderated');
    const error = await stability()
      .illustrate(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', code: 'content_filtered' });
    expect(mock.requests).toHaveLength(1);
  });

  it('does not retry a 402: the account has no credits', async () => {
    mock.fail('no-credits', { times: 5 });
    const error = await stability()
      .illustrate(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 402, retryable: false });
    expect((error as { reason: string }).reason).toBe('the account has run out of credits');
    expect(mock.requests).toHaveLength(1);
  });

  it('answers 404 on the retired v1 SDXL path', async () => {
    const res = await fetch(`${mock.url}/v1/generation/stable-diffusion-xl-1024-v1-0/text-to-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${MOCK_STABILITY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text_prompts: [{ text: 'a castle' }] }),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    [1024, 1024, '1:1'],
    [1152, 896, '5:4'],
    [896, 1152, '4:5'],
    [1216, 832, '3:2'],
    [1792, 1024, '16:9'],
    [1024, 1792, '9:16'],
  ])('draws %ix%i at the aspect ratio %s', (width, height, ratio) => {
    expect(stabilityAspectRatio(width, height)).toBe(ratio);
  });
});
