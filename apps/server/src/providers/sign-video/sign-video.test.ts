import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_SIGN_VIDEO_KEY,
  SIGN_VIDEO_PATH,
  type SignVideoFailure,
  startSignVideoMock,
} from '../../test/mock-providers/sign-video.ts';
import type { SignVideoRequest } from '../types.ts';
import { createSignVideoService } from './sign-video.ts';

const WRONG_KEY = 'sv-wrong-sign-video-000';

let mock: MockProvider<SignVideoFailure>;
beforeEach(async () => {
  mock = await startSignVideoMock();
});
afterEach(async () => mock.close());

const service = (key: 'right' | 'wrong' = 'right') =>
  createSignVideoService({
    url: `${mock.url}${SIGN_VIDEO_PATH}`,
    apiKey: key === 'right' ? MOCK_SIGN_VIDEO_KEY : WRONG_KEY,
    policy: FAST_POLICY,
  });

const request = (overrides: Partial<SignVideoRequest> = {}): SignVideoRequest => ({
  text: 'Maya found a shell.',
  language: 'en',
  type: 'BSL',
  words: [
    { text: 'Maya', start_ms: 400, end_ms: 800 },
    { text: 'found', start_ms: 800, end_ms: 1100 },
    { text: 'a', start_ms: 1100, end_ms: 1200 },
    { text: 'shell.', start_ms: 1200, end_ms: 1700 },
  ],
  durationMs: 2100,
  childName: 'Maya',
  seed: 7,
  ...overrides,
});

describe('sign-video service (SIGN_VIDEO_URL)', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: new RegExp(`${SIGN_VIDEO_PATH}$`),
    call: ({ key }) => service(key).makeVideo(request()),
    expectSuccess: (result) => {
      expect(result.video?.format).toBe('webm');
      expect(result.video?.bytes.readUInt32BE(0)).toBe(0x1a45dfa3);
    },
  });

  it('sends the text, language, sign language, length and word timings', async () => {
    await service().makeVideo(request());
    const body = mock.requests[0]?.json as Record<string, unknown>;
    expect(body).toEqual({
      text: 'Maya found a shell.',
      language: 'en',
      sign_language_type: 'BSL',
      duration_ms: 2100,
      words: request().words,
    });
    expect(mock.requests[0]?.headers.accept).toBe('video/webm, video/mp4');
  });

  it('takes a 204 as nothing to sign in the scene', async () => {
    const result = await service().makeVideo(request({ text: 'माया ने सीप पाई।', language: 'hi' }));
    expect(result.video).toBeNull();
  });

  it('sends no authorization header without a key', async () => {
    await createSignVideoService({ url: `${mock.url}${SIGN_VIDEO_PATH}`, policy: FAST_POLICY })
      .makeVideo(request())
      .catch(() => undefined);
    expect(mock.requests[0]?.headers.authorization).toBeUndefined();
  });
});
