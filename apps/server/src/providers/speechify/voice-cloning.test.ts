import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import {
  MOCK_SPEECHIFY_KEY,
  type SpeechifyFailure,
  startSpeechifyMock,
} from '../../test/mock-providers/speechify.ts';
import type { CloneRequest } from '../types.ts';
import { createSpeechify } from './speechify.ts';
import { createSpeechifyCloning } from './voice-cloning.ts';

const WRONG_KEY = 'sf-wrong-key-000000';

let mock: MockProvider<SpeechifyFailure>;
beforeEach(async () => {
  mock = await startSpeechifyMock();
});
afterEach(async () => mock.close());

const settings = (key: 'right' | 'wrong' = 'right') => ({
  apiKey: key === 'right' ? MOCK_SPEECHIFY_KEY : WRONG_KEY,
  baseURL: mock.url,
  policy: FAST_POLICY,
});
const cloning = (key: 'right' | 'wrong' = 'right') => createSpeechifyCloning(settings(key));
const request: CloneRequest = {
  name: 'Dad',
  sample: { bytes: Buffer.from('ID3 a small mp3'), fileName: 'sample.mp3', format: 'mp3' },
  language: 'en',
  gender: 'male',
  consent: { fullName: 'Bo Berg', email: 'bo@example.com' },
};
const creations = () => mock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/voices');

describe('Speechify voice cloning', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /^\/v1\/voices$/,
    call: ({ key }) => cloning(key).create(request),
    expectSuccess: (result) => expect(result.voiceId).toMatch(/^sf-personal-/),
  });

  it('sends the sample, gender, locale and the speaker’s consent as a JSON string', async () => {
    await cloning().create(request);
    const form = creations()[0]?.form as FormData;
    expect(form.get('name')).toBe('Dad');
    expect(form.get('gender')).toBe('male');
    expect(form.get('locale')).toBe('en-US');
    expect((form.get('sample') as File).type).toBe('audio/mpeg');
    expect(JSON.parse(String(form.get('consent')))).toEqual({
      fullName: 'Bo Berg',
      email: 'bo@example.com',
    });
  });

  it('retries with the same idempotency key, so the parent is cloned once', async () => {
    mock.fail('server-error', { path: /^\/v1\/voices$/ });
    await cloning().create(request);
    const keys = creations().map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('speaks with the cloned voice, and deletes it', async () => {
    const { voiceId } = await cloning().create(request);
    const speech = createSpeechify(settings());
    const spoken = await speech.speak({
      text: 'Goodnight, Mia.',
      language: 'en',
      voice: voiceId,
      speechRate: 1,
    });
    expect(spoken.words.map((w) => w.text)).toEqual(['Goodnight', 'Mia']);
    await cloning().remove(voiceId);
    expect(mock.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/voices/${voiceId}` });
    await expect(cloning().remove(voiceId)).rejects.toMatchObject({ status: 404, code: 'voice_not_found' });
  });
});
