import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WriterInput } from '../../domain/story-model.ts';
import { FAST_POLICY, itHandlesProviderFailures } from '../../test/mock-providers/adapter-cases.ts';
import { bodyOf } from '../../test/mock-providers/mock-server.ts';
import { MOCK_MODEL_TITLE, type OpenAiMock, startOpenAiMock } from '../../test/mock-providers/openai.ts';
import { createOpenAiCompatibleText } from './openai-compatible.ts';

const WRONG_KEY = 'llm-wrong-key-987654321';

let mock: OpenAiMock;
afterEach(async () => mock.close());

const input: WriterInput = {
  childName: 'Noor',
  language: 'ar',
  theme: 'space',
  ageGroup: 'early-readers',
  scenes: 2,
  sentencesPerScene: 1,
  seed: 3,
};

const LLM_KEY = 'llm-mock-key-0123456789';

describe('a self-hosted OpenAI-compatible server (Ollama, llama.cpp, vLLM)', () => {
  describe('with an API key', () => {
    beforeEach(async () => {
      mock = await startOpenAiMock({ key: LLM_KEY });
    });
    itHandlesProviderFailures({
      mock: () => mock,
      wrongKey: WRONG_KEY,
      path: /^\/chat\/completions$/,
      badRequestAttempts: 2,
      call: ({ key }) =>
        createOpenAiCompatibleText({
          baseURL: mock.url,
          model: 'llama3.1:8b',
          apiKey: key === 'right' ? LLM_KEY : WRONG_KEY,
          policy: FAST_POLICY,
        }).writeStory(input),
      expectSuccess: (story) => {
        expect(story.title).toBe(`${MOCK_MODEL_TITLE} Noor`);
        expect(story.scenes.every((s) => /[\u0600-\u06FF]/.test(s.narration))).toBe(true);
      },
    });
  });

  it('works without a key and sends the configured model', async () => {
    mock = await startOpenAiMock({ requireKey: false });
    const text = createOpenAiCompatibleText({ baseURL: mock.url, model: 'qwen2.5:7b', policy: FAST_POLICY });
    const story = await text.writeStory(input);
    expect(story.scenes).toHaveLength(2);
    expect(mock.requests[0]?.headers.authorization).toBeUndefined();
    expect(bodyOf<{ model: string }>(mock.requests[0]).model).toBe('qwen2.5:7b');
  });

  it('falls back to the older json_object form when the server refuses json_schema, and keeps it', async () => {
    mock = await startOpenAiMock({ requireKey: false, jsonSchema: false });
    const text = createOpenAiCompatibleText({ baseURL: mock.url, model: 'llama', policy: FAST_POLICY });
    expect((await text.writeStory(input)).scenes).toHaveLength(2);
    expect((await text.writeStory(input)).scenes).toHaveLength(2);
    const formats = mock.requests.map(
      (r) => (r.json as { response_format: { type: string } }).response_format.type,
    );
    expect(formats).toEqual(['json_schema', 'json_object', 'json_object']);
  });
});
