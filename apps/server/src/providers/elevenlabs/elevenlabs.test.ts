import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import {
  type ElevenLabsFailure,
  MOCK_ELEVENLABS_KEY,
  MOCK_ELEVENLABS_VOICES,
  startElevenLabsMock,
} from '../../test/mock-providers/elevenlabs.ts';
import { mockSpeechBounds } from '../../test/mock-providers/media.ts';
import type { MockProvider } from '../../test/mock-providers/mock-server.ts';
import { bodyOf } from '../../test/mock-providers/mock-server.ts';
import { createElevenLabs } from './elevenlabs.ts';

const WRONG_KEY = 'xi-wrong-key-0000000000';

let mock: MockProvider<ElevenLabsFailure>;
beforeEach(async () => {
  mock = await startElevenLabsMock();
});
afterEach(async () => mock.close());

const RACHEL = MOCK_ELEVENLABS_VOICES[0]?.voice_id as string;
const ADAM = MOCK_ELEVENLABS_VOICES[1]?.voice_id as string;
const elevenlabs = (key: 'right' | 'wrong' = 'right') =>
  createElevenLabs({
    apiKey: key === 'right' ? MOCK_ELEVENLABS_KEY : WRONG_KEY,
    baseURL: mock.url,
    model: 'eleven_multilingual_v2',
    policy: FAST_POLICY,
  });
const text = 'Mia and the dolphin sang, and the whole reef listened.';

describe('ElevenLabs text to speech with timestamps', () => {
  itHandlesProviderFailures({
    mock: () => mock,
    wrongKey: WRONG_KEY,
    path: /with-timestamps$/,
    call: ({ key }) => elevenlabs(key).speak({ text, language: 'en', voice: RACHEL, speechRate: 0.85 }),
    expectSuccess: (result) => {
      expect(result.words.map((w) => w.text)).toEqual([
        'Mia',
        'and',
        'the',
        'dolphin',
        'sang',
        'and',
        'the',
        'whole',
        'reef',
        'listened',
      ]);
    },
  });

  it('times words from the character timestamps', async () => {
    const result = await elevenlabs().speak({ text, language: 'en', voice: RACHEL, speechRate: 1 });
    const { startMs, endMs } = mockSpeechBounds(text);
    const step = (endMs - startMs) / [...text].length;
    const dolphin = result.words[3];
    expect(dolphin?.start_ms).toBeCloseTo(startMs + text.indexOf('dolphin') * step, -1);
    expect(result.words.at(-1)?.end_ms).toBeCloseTo(startMs + (text.length - 1) * step, -1);
    const request = mock.requests.at(-1);
    expect(request?.query.get('output_format')).toBe('mp3_44100_128');
    expect(request?.json).toMatchObject({
      text,
      model_id: 'eleven_multilingual_v2',
      voice_settings: { speed: 1 },
    });
  });

  it('reads a pace outside its range at the nearest speed it has, and says so', async () => {
    const result = await elevenlabs().speak({ text, language: 'en', voice: RACHEL, speechRate: 0.5 });
    expect(bodyOf<{ voice_settings: { speed: number } }>(mock.requests.at(-1)).voice_settings.speed).toBe(
      0.7,
    );
    expect(result.warnings.join(' ')).toMatch(/0\.7/);
  });

  it('retries a 429 too_many_concurrent_requests', async () => {
    mock.fail('too-many-concurrent', { path: /with-timestamps$/ });
    await elevenlabs().speak({ text, language: 'en', voice: RACHEL, speechRate: 1 });
    expect(mock.requests.filter((r) => r.path.endsWith('with-timestamps'))).toHaveLength(2);
  });

  it('lists the account’s voices and picks a stand-in of the same gender', async () => {
    const provider = elevenlabs();
    expect(await provider.voices()).toEqual([
      { value: RACHEL, label: 'Rachel', provider: 'elevenlabs' },
      { value: ADAM, label: 'Adam', provider: 'elevenlabs' },
    ]);
    expect(await provider.hasVoice(ADAM)).toBe(true);
    expect(await provider.hasVoice('someone-else')).toBe(false);
    expect(await provider.standInFor(ADAM)).toBe('builtin-oliver');
    expect(mock.requests.filter((r) => r.path === '/v1/voices')).toHaveLength(1);
  });

  it('lists no voices when the list cannot be read', async () => {
    const provider = elevenlabs('wrong');
    expect(await provider.voices()).toEqual([]);
    expect(await provider.hasVoice(RACHEL)).toBeNull();
  });
});
