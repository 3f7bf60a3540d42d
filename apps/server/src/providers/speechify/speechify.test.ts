import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import { mockSpeechBounds } from '../../test/mock-providers/media.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_SPEECHIFY_KEY,
  MOCK_SPEECHIFY_VOICE,
  type SpeechifyFailure,
  startSpeechifyMock,
} from '../../test/mock-providers/speechify.ts';
import { createSpeechify } from './speechify.ts';

const WRONG_KEY = 'sf-wrong-key-000000';

let mock: MockProvider<SpeechifyFailure>;
beforeEach(async () => {
  mock = await startSpeechifyMock();
});
afterEach(async () => mock.close());

const speechify = (key: 'right' | 'wrong' = 'right') =>
  createSpeechify({
    apiKey: key === 'right' ? MOCK_SPEECHIFY_KEY : WRONG_KEY,
    baseURL: mock.url,
    policy: FAST_POLICY,
  });
const text = 'Goodnight, Mia. The stars are watching over you.';

describe('Speechify text to speech with speech marks (cloned voices)', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /^\/v1\/audio\/speech$/,
    call: ({ key }) =>
      speechify(key).speak({ text, language: 'en', voice: MOCK_SPEECHIFY_VOICE, speechRate: 1 }),
    expectSuccess: (result) => {
      expect(result.words.map((w) => w.text)).toEqual([
        'Goodnight',
        'Mia',
        'The',
        'stars',
        'are',
        'watching',
        'over',
        'you',
      ]);
    },
  });

  it('times words from the speech marks, in milliseconds', async () => {
    const result = await speechify().speak({
      text,
      language: 'en',
      voice: MOCK_SPEECHIFY_VOICE,
      speechRate: 1,
    });
    const { startMs } = mockSpeechBounds(text);
    expect(result.words[0]?.start_ms).toBe(startMs);
    expect(mock.requests[0]?.json).toMatchObject({
      input: text,
      voice_id: MOCK_SPEECHIFY_VOICE,
      audio_format: 'mp3',
    });
  });

  it('does not retry a 402 payment_required', async () => {
    mock.fail('payment-required', { times: 3 });
    await expect(
      speechify().speak({ text, language: 'en', voice: MOCK_SPEECHIFY_VOICE, speechRate: 1 }),
    ).rejects.toMatchObject({ status: 402, code: 'payment_required' });
    expect(mock.requests).toHaveLength(1);
  });

  it('knows the account’s cloned voices', async () => {
    const provider = speechify();
    expect(await provider.hasVoice(MOCK_SPEECHIFY_VOICE)).toBe(true);
    expect(await provider.hasVoice('nobody')).toBe(false);
  });
});
