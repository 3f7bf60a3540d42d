import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import {
  type FreepikFailure,
  MOCK_FREEPIK_KEY,
  startFreepikMock,
} from '../../test/mock-providers/freepik.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import type { ImageRequest } from '../types.ts';
import { createFreepik, freepikSize } from './freepik.ts';

const WRONG_KEY = 'fpk-wrong-key-000000';

let mock: MockProvider<FreepikFailure>;
beforeEach(async () => {
  mock = await startFreepikMock();
});
afterEach(async () => mock.close());

const freepik = (key: 'right' | 'wrong' = 'right', taskTimeoutMs = 1_000) =>
  createFreepik({
    apiKey: key === 'right' ? MOCK_FREEPIK_KEY : WRONG_KEY,
    baseURL: mock.url,
    policy: FAST_POLICY,
    firstPollMs: 10,
    taskTimeoutMs,
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
const CREATE = /^\/v1\/ai\/text-to-image\/flux-dev$/;
const POLL = /^\/v1\/ai\/text-to-image\/flux-dev\/[0-9a-f-]+$/;

describe('Freepik Flux Dev text-to-image', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: CREATE,
    call: ({ key }) => freepik(key).illustrate(request()),
    expectSuccess: (result) => {
      // Freepik answers JPEG; scenes are stored as PNG.
      expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    },
  });

  it('starts a task with the landscape aspect ratio of freepik_landscape, polls it and fetches its picture without the key', async () => {
    await freepik().illustrate(request({ palette: ['#8e24aa', 'not a colour'] }));
    expect(mock.requests[0]?.json).toMatchObject({
      aspect_ratio: 'standard_3_2',
      seed: 9,
      styling: { colors: [{ color: '#8e24aa', weight: 0.5 }] },
    });
    expect(mock.requests[0]?.headers['x-freepik-api-key']).toBe(MOCK_FREEPIK_KEY);
    const polls = mock.requests.filter((r) => POLL.test(r.path));
    expect(polls).toHaveLength(2);
    const file = mock.requests.at(-1);
    expect(file?.path).toMatch(/^\/files\/.+\.jpg$/);
    expect(file?.headers['x-freepik-api-key']).toBeUndefined();
  });

  it('fails a task that never finishes once its time is up', async () => {
    mock.fail('stuck');
    const started = performance.now();
    const error = await freepik('right', 200)
      .illustrate(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(mock.requests.filter((r) => CREATE.test(r.path))).toHaveLength(1);
  });

  it('fails a task Freepik could not finish, and says so', async () => {
    mock.fail('task-failed');
    const error = await freepik()
      .illustrate(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'task_failed' });
    expect((error as { reason: string }).reason).toBe('it could not finish the picture');
  });

  it('answers 404 on the classic synchronous path', async () => {
    const res = await fetch(`${mock.url}/v1/ai/text-to-image`, {
      method: 'POST',
      headers: { 'x-freepik-api-key': MOCK_FREEPIK_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a parrot', image: { size: 'square_1_1' } }),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    [1024, 1024, 'square_1_1'],
    [1216, 832, 'standard_3_2'],
    [832, 1216, 'portrait_2_3'],
  ])('maps %ix%i to %s', (width, height, size) => {
    expect(freepikSize(width, height)).toBe(size);
  });
});
