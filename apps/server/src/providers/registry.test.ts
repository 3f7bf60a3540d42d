import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WriterInput } from '../domain/story-model.ts';
import { loadConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { FAST_POLICY } from '../test/mock-providers/adapter-cases.ts';
import { type MockProviders, startMockProviders } from '../test/mock-providers/all-providers.ts';
import { MOCK_ELEVENLABS_VOICES } from '../test/mock-providers/elevenlabs.ts';
import { MOCK_MODEL_TITLE } from '../test/mock-providers/openai.ts';
import { createProviders } from './registry.ts';
import type { ImageRequest } from './types.ts';

const story: WriterInput = {
  childName: 'Mia',
  language: 'en',
  theme: 'ocean',
  ageGroup: 'preschool',
  scenes: 2,
  sentencesPerScene: 1,
  seed: 1,
};
const scene: ImageRequest = {
  art: {
    setting: 'beach',
    time_of_day: 'day',
    props: ['bucket'],
    action: 'sitting',
    mood: 'happy',
    companion: 'seagull',
  },
  prompt: 'The child builds a sandcastle.',
  width: 1024,
  height: 1024,
  seed: 5,
};

describe('createProviders without keys', () => {
  const offline = createProviders();

  it('offers only what the builtin engines draw and speak', async () => {
    expect(offline.imageModes).toEqual(['auto', 'svg']);
    expect(offline.speech.map((p) => p.id)).toEqual(['builtin']);
    expect(offline.sceneConcurrency).toBe(2);
    expect([offline.writer, offline.signer]).toEqual(['builtin', 'builtin']);
  });

  it('reads an OpenAI voice with a builtin stand-in and says so', async () => {
    const voice = await offline.resolveVoice('openai', 'alloy');
    expect(voice.provider.id).toBe('builtin');
    expect(voice.voice).toBe('builtin-luna');
    expect(voice.warning).toMatch(/not configured/);
  });

  it('draws a Stability mode with the builtin illustrator, with a notice', async () => {
    const { provider, width, height } = offline.imageFor('stability_1152x896');
    expect([width, height]).toEqual([1152, 896]);
    const result = await provider.illustrate({ ...scene, width: 320, height: 240 });
    expect(result.warnings).toEqual([
      'Stability is not configured on this server, so the builtin illustrator drew the pictures.',
    ]);
    // The builtin illustrator says where it drew the face, for the cover's crop.
    expect(result.face).toEqual({ x: expect.any(Number), y: expect.any(Number) });
  });
});

describe('createProviders with every provider configured', () => {
  let mocks: MockProviders;
  let logged: unknown[];
  const providers = (env: Record<string, string> = {}) =>
    createProviders(loadConfig({ ...mocks.env, ...env }).providers, {
      policy: FAST_POLICY,
      log: { warn: (details, message) => logged.push({ details, message }) },
    });

  beforeEach(async () => {
    mocks = await startMockProviders();
    logged = [];
  });
  afterEach(async () => mocks.close());

  it('offers every image mode and the configured voices', async () => {
    const all = providers();
    expect(all.imageModes).toHaveLength(18);
    expect(all.speech.map((p) => p.id)).toEqual(['openai', 'elevenlabs', 'speechify', 'builtin']);
    expect(all.sceneConcurrency).toBe(12);
    expect(all.writer).toBe('cloud');
    expect(all.imageFor('auto').provider.id).toBe('stability');
    expect(all.imageFor('auto', { reference: true }).provider.id).toBe('stability');
    expect(all.imageFor('stability_1024', { reference: true }).provider.id).toBe('stability');
    expect(all.imageFor('dalle3_1024x1792').provider.id).toBe('openai');
    expect(all.imageFor('freepik_portrait').provider.id).toBe('freepik');
    expect(all.imageFor('svg').provider.id).toBe('builtin');
  });

  it('picks OpenAI for auto when Stability is not configured', () => {
    const { STABILITY_API_KEY: _, ...withoutStability } = mocks.env;
    const some = createProviders(loadConfig(withoutStability).providers);
    expect(some.imageFor('auto').provider.id).toBe('openai');
    expect(some.imageFor('auto', { reference: true }).provider.id).toBe('openai');
    const freepikOnly = createProviders(
      loadConfig({ FREEPIK_API_KEY: mocks.env.FREEPIK_API_KEY as string }).providers,
    );
    // No configured illustrator draws from the reference: auto still draws with the one there is.
    expect(freepikOnly.imageFor('auto', { reference: true }).provider.id).toBe('freepik');
    expect(some.imageModes).not.toContain('stability_1024');
  });

  it('resolves each provider’s voices and refuses one the account lacks', async () => {
    const all = providers();
    expect((await all.resolveVoice('openai', 'coral')).provider.id).toBe('openai');
    const rachel = MOCK_ELEVENLABS_VOICES[0]?.voice_id as string;
    expect(await all.resolveVoice('elevenlabs', rachel)).toMatchObject({ voice: rachel, warning: null });
    await expect(all.resolveVoice('elevenlabs', 'not-on-the-account')).rejects.toBeInstanceOf(AppError);
    await expect(all.resolveVoice('speechify', 'someone-elses-clone')).rejects.toBeInstanceOf(AppError);
  });

  it('writes with the self-hosted model first, then OpenAI, then the builtin writer', async () => {
    const chain = providers({ LLM_BASE_URL: mocks.llm.url, LLM_MODEL: 'llama3.1' });
    expect((await chain.text.writeStory(story)).title).toBe(`${MOCK_MODEL_TITLE} Mia`);
    expect(mocks.llm.requests).toHaveLength(1);
    expect(mocks.openai.requests).toHaveLength(0);

    mocks.llm.down();
    expect(await chain.text.writeStory(story)).toMatchObject({
      title: `${MOCK_MODEL_TITLE} Mia`,
      warnings: [],
    });
    expect(mocks.openai.requests).toHaveLength(1);

    mocks.openai.down();
    const fallback = await chain.text.writeStory(story);
    expect(fallback.title).not.toContain(MOCK_MODEL_TITLE);
    expect(fallback.warnings).toEqual([
      'The self-hosted model could not write this story (HTTP 503), so the builtin writer wrote it.',
    ]);
  });

  it('says nothing of a face in a picture the provider drew', async () => {
    const result = await providers().imageFor('stability_1024').provider.illustrate(scene);
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    expect(result.face).toBeUndefined();
  });

  it('draws a scene with the builtin illustrator when the provider is down, and logs no key', async () => {
    mocks.stability.down();
    const result = await providers().imageFor('stability_1024').provider.illustrate(scene);
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
    expect(result.face).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect(result.warnings).toEqual([
      'Stability could not draw every picture (HTTP 503), so the builtin illustrator drew those scenes.',
    ]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ details: { provider: 'stability', status: 503 } });
    for (const key of mocks.keys) expect(JSON.stringify(logged)).not.toContain(key);
  });

  it('reads a scene with a builtin voice of the same gender when the provider is down', async () => {
    mocks.elevenlabs.fail('server-error', { times: 10, path: /with-timestamps/ });
    const adam = MOCK_ELEVENLABS_VOICES[1]?.voice_id as string;
    const speaker = await providers().resolveVoice('elevenlabs', adam);
    const result = await speaker.provider.speak({
      text: 'Hello, Mia.',
      language: 'en',
      voice: speaker.voice,
      speechRate: 1,
    });
    expect(result.words.map((w) => w.text)).toEqual(['Hello', 'Mia']);
    expect(result.warnings).toEqual([
      'ElevenLabs could not read every scene (HTTP 500), so the builtin voice Oliver read those scenes.',
    ]);
  });

  it('moderates with the word lists first, then OpenAI, and lets the lists decide when OpenAI is down', async () => {
    const all = providers();
    expect((await all.moderation.moderate(['fuck'])).flagged).toBe(true);
    expect(mocks.openai.requests).toHaveLength(0);
    expect((await all.moderation.moderate([`a ${mocks.openai.flagWord} dragon`])).flagged).toBe(true);
    expect((await all.moderation.moderate(['Mia'])).flagged).toBe(false);
    mocks.openai.down();
    expect((await all.moderation.moderate([`a ${mocks.openai.flagWord} dragon`])).flagged).toBe(false);
    expect(logged).toHaveLength(1);
  });
});
