import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_STABILITY_KEY,
  type StabilityFailure,
  startStabilityMock,
} from '../../test/mock-providers/stability.ts';
import type { ImageRequest } from '../types.ts';
import { createStability, sdxlSize } from './index.ts';

const WRONG_KEY = 'sk-wrong-stability-00000';

let mock: MockProvider<StabilityFailure>;
beforeEach(async () => {
  mock = await startStabilityMock();
});
afterEach(async () => mock.close());

const stability = (key: 'right' | 'wrong' = 'right') =>
  createStability({
    apiKey: key === 'right' ? MOCK_STABILITY_KEY : WRONG_KEY,
    baseURL: mock.url,
    policy: FAST_POLICY,
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

describe('Stability SDXL text-to-image', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /text-to-image$/,
    call: ({ key }) => stability(key).illustrate(request()),
    expectSuccess: (result) => {
      expect(result.png.subarray(1, 4).toString()).toBe('PNG');
      expect(result.warnings).toEqual([]);
    },
  });

  it('sends the SDXL size of the mode, the brief, a negative prompt and the story’s seed', async () => {
    await stability().illustrate(request());
    const body = mock.requests[0]?.json as {
      text_prompts: { text: string; weight: number }[];
      width: number;
      height: number;
      seed: number;
    };
    expect([body.width, body.height]).toEqual([1152, 896]);
    expect(body.text_prompts[0]?.text).toContain('long ginger hair');
    expect(body.text_prompts[1]?.weight).toBe(-1);
    expect(body.seed).toBe(2 ** 31 + 5);
    expect(mock.requests[0]?.headers.accept).toBe('application/json');
  });

  it('refuses a filtered picture without retrying', async () => {
    mock.fail('content-filtered');
    await expect(stability().illustrate(request())).rejects.toMatchObject({ kind: 'refused' });
    expect(mock.requests).toHaveLength(1);
  });

  it.each([
    [1024, 1024, 1024, 1024],
    [896, 1152, 896, 1152],
    [1216, 832, 1216, 832],
    [1792, 1024, 1344, 768],
  ])('draws %ix%i at the SDXL size %ix%i', (width, height, w, h) => {
    expect(sdxlSize(width, height)).toEqual({ width: w, height: h });
  });
});
