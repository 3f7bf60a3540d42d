import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import {
  type ElevenLabsFailure,
  MOCK_ELEVENLABS_KEY,
  MOCK_ELEVENLABS_VOICES,
  startElevenLabsMock,
} from '../../test/mock-providers/elevenlabs.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import type { CloneRequest } from '../types.ts';
import { createElevenLabs } from './elevenlabs.ts';
import { createElevenLabsCloning } from './voice-cloning.ts';

const WRONG_KEY = 'xi-wrong-key-0000000000';

let mock: MockProvider<ElevenLabsFailure>;
beforeEach(async () => {
  mock = await startElevenLabsMock();
});
afterEach(async () => mock.close());

const settings = (key: 'right' | 'wrong' = 'right') => ({
  apiKey: key === 'right' ? MOCK_ELEVENLABS_KEY : WRONG_KEY,
  baseURL: mock.url,
  policy: FAST_POLICY,
});
const cloning = (key: 'right' | 'wrong' = 'right') => createElevenLabsCloning(settings(key));
const request: CloneRequest = {
  name: 'Mum',
  sample: { bytes: Buffer.from('RIFF....WAVEfmt sample'), fileName: 'sample.wav', format: 'wav' },
  language: 'en',
  gender: 'female',
  consent: { fullName: 'Ana Lopez', email: 'ana@example.com' },
};

describe('ElevenLabs instant voice cloning', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /^\/v1\/voices\/add$/,
    call: ({ key }) => cloning(key).create(request),
    expectSuccess: (result) => expect(result.voiceId).toMatch(/^cloned/),
  });

  it('uploads the sample as a file with its audio type, the name and labels', async () => {
    await cloning().create(request);
    const form = mock.requests[0]?.form as FormData;
    expect(form.get('name')).toBe('Mum');
    const file = form.get('files') as File;
    expect(file.name).toBe('sample.wav');
    expect(file.type).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(request.sample.bytes);
    expect(JSON.parse(String(form.get('labels')))).toEqual({ language: 'en', gender: 'female' });
  });

  it('deletes the voice, and reports a voice that is not there', async () => {
    const { voiceId } = await cloning().create(request);
    await cloning().remove(voiceId);
    expect(mock.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/voices/${voiceId}` });
    await expect(cloning().remove(voiceId)).rejects.toMatchObject({ status: 404, code: 'voice_not_found' });
  });

  it('speaks with the cloned voice but never offers it as a voice anyone may pick', async () => {
    const { voiceId } = await cloning().create(request);
    const speech = createElevenLabs({ ...settings(), model: 'eleven_multilingual_v2' });
    expect((await speech.voices()).map((v) => v.value)).toEqual(
      MOCK_ELEVENLABS_VOICES.map((v) => v.voice_id),
    );
    expect(await speech.hasVoice(voiceId)).toBe(false);
    const spoken = await speech.speak({
      text: 'Goodnight, Mia.',
      language: 'en',
      voice: voiceId,
      speechRate: 1,
    });
    expect(spoken.words.map((w) => w.text)).toEqual(['Goodnight', 'Mia']);
  });
});
