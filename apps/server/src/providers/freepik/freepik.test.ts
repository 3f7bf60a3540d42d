import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import {
  type FreepikFailure,
  MOCK_FREEPIK_KEY,
  startFreepikMock,
} from '../../test/mock-providers/freepik.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import type { ImageRequest } from '../types.ts';
import { createFreepik, freepikSize } from './index.ts';

const WRONG_KEY = 'fpk-wrong-key-000000';

let mock: MockProvider<FreepikFailure>;
beforeEach(async () => {
  mock = await startFreepikMock();
});
afterEach(async () => mock.close());

const freepik = (key: 'right' | 'wrong' = 'right') =>
  createFreepik({
    apiKey: key === 'right' ? MOCK_FREEPIK_KEY : WRONG_KEY,
    baseURL: mock.url,
    policy: FAST_POLICY,
  });
const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  art: {
    setting: 'jungle',
    time_of_day: 'day',
    props: ['parrot'],
    action: 'pointing',
    mood: 'curious',
    companion: 'monkey',
  },
  prompt: 'The child points at a colourful parrot in the jungle.',
  width: 1216,
  height: 832,
  seed: 9,
  ...overrides,
});

describe('Freepik text-to-image', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /text-to-image$/,
    call: ({ key }) => freepik(key).illustrate(request()),
    expectSuccess: (result) => {
      // Freepik answers JPEG; scenes are stored as PNG.
      expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    },
  });

  it('asks for the landscape size of freepik_landscape', async () => {
    await freepik().illustrate(request());
    expect(mock.requests[0]?.json).toMatchObject({
      image: { size: 'standard_3_2' },
      filter_nsfw: true,
      num_images: 1,
    });
  });

  it.each([
    [1024, 1024, 'square_1_1'],
    [1216, 832, 'standard_3_2'],
    [832, 1216, 'portrait_2_3'],
  ])('maps %ix%i to %s', (width, height, size) => {
    expect(freepikSize(width, height)).toBe(size);
  });
});
