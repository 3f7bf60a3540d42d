import { type AgeGroup, type LanguageCode, OPENAI_VOICES, type Theme } from '@storyloom/contract';
import { writeStory } from '../../engines/writer/writer.ts';
import { mockPng, mockSpeechMp3 } from './media.ts';
import {
  bearerKey,
  type MockProvider,
  type MockReply,
  type MockRequest,
  startMockProvider,
} from './mock-server.ts';

export const MOCK_OPENAI_KEY = 'sk-mock-openai-0123456789abcdef';

/** The title every story the mock model writes starts with, so tests can tell it from the builtin writer's. */
export const MOCK_MODEL_TITLE = 'A story by the mock model for';

export type OpenAiFailure =
  | 'bad-request'
  | 'rate-limit'
  | 'quota'
  | 'server-error'
  /** Chat answers with `message.refusal` instead of content. */
  | 'refusal'
  /** Chat answers a story with one scene too few. */
  | 'wrong-scene-count';

const VOICES = new Set<string>(OPENAI_VOICES);
const GPT_IMAGE_SIZES = new Set(['1024x1024', '1536x1024', '1024x1536', 'auto']);

const error = (
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers = {},
): MockReply => ({
  status,
  headers: { 'x-request-id': 'req_mock', ...headers },
  body: { error: { message, type, param: null, code } },
});

interface StoryData {
  child_name: string;
  language: string;
  age_group: string;
  theme: Theme;
  custom_theme?: string;
  scenes: number;
  sentences_per_scene: number;
}

/** A chat completion as OpenAI sends it: the JSON answer is a string in `message.content`. */
const completion = (content: string | null, refusal: string | null = null): MockReply => ({
  status: 200,
  body: {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-mock',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  },
});

/**
 * The mock model reads the story request from the user message (JSON data, as the adapter sends
 * it) and answers a story in the asked language, with the child's name, in the schema's shape.
 */
function writeMockStory(data: StoryData, sceneCount = data.scenes) {
  const language = (data.language.match(/\(([a-z]{2})\)$/)?.[1] ?? 'en') as LanguageCode;
  const written = writeStory({
    childName: data.child_name,
    language,
    theme: data.theme,
    customTheme: data.custom_theme,
    ageGroup: data.age_group.split(' ')[0] as AgeGroup,
    scenes: sceneCount,
    sentencesPerScene: data.sentences_per_scene,
    seed: 7,
  });
  return {
    title: `${MOCK_MODEL_TITLE} ${data.child_name}`,
    scenes: written.scenes.map((scene) => ({
      narration: scene.narration,
      image_prompt: `A picture of ${data.child_name} in the scene. ${scene.image_prompt}`,
      art: scene.art,
    })),
  };
}

function chat(
  request: MockRequest,
  mode: 'refusal' | 'wrong-scene-count' | null,
  jsonSchema: boolean,
): MockReply {
  const body = request.json as {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type?: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  };
  if (!body?.model || !Array.isArray(body.messages)) {
    return error(400, "Missing required parameter: 'model'.", 'invalid_request_error', null);
  }
  const format = body.response_format as
    | { type?: string; json_schema?: { name?: string; schema?: unknown }; schema?: unknown }
    | undefined;
  const schemaOk = jsonSchema
    ? format?.type === 'json_schema' &&
      Boolean(format.json_schema?.schema) &&
      /^[a-zA-Z0-9_-]{1,64}$/.test(format.json_schema?.name ?? '')
    : format?.type === 'json_object' && Boolean(format.schema);
  if (!schemaOk) return error(400, "Invalid 'response_format'.", 'invalid_request_error', null);
  if (mode === 'refusal') return completion(null, "I'm sorry, I can't help with that.");
  const user = body.messages.find((m) => m.role === 'user');
  const data = JSON.parse(user?.content ?? '{}') as StoryData;
  const story = writeMockStory(
    data,
    mode === 'wrong-scene-count' ? Math.max(1, data.scenes - 1) : data.scenes,
  );
  if (mode === 'wrong-scene-count' && data.scenes === 1) story.scenes = [];
  return completion(JSON.stringify(story));
}

export interface OpenAiMock extends MockProvider<OpenAiFailure> {
  /** Texts containing this word are flagged by the mock moderation. */
  readonly flagWord: string;
}

/** OpenAI's API (chat completions, images, speech, moderations) as its public API reference documents it. */
export async function startOpenAiMock(
  options: {
    key?: string;
    /** A self-hosted server started without --api-key takes any request. */
    requireKey?: boolean;
    /** Older llama.cpp builds know only `{type:"json_object", schema}`. */
    jsonSchema?: boolean;
  } = {},
): Promise<OpenAiMock> {
  const key = options.key ?? MOCK_OPENAI_KEY;
  const chatPlans: { mode: 'refusal' | 'wrong-scene-count'; left: number }[] = [];
  const mock = await startMockProvider<OpenAiFailure>({
    name: 'openai',
    authorized: (request) => options.requireKey === false || bearerKey(request) === key,
    failure(kind, request, retryAfter) {
      const wait = retryAfter ? { 'retry-after': retryAfter } : {};
      switch (kind) {
        case 'unauthorized':
          return error(
            401,
            `Incorrect API key provided: ${bearerKey(request)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            'invalid_request_error',
            'invalid_api_key',
          );
        case 'unavailable':
          return error(503, 'The server is overloaded or not ready yet.', 'server_error', null);
        case 'bad-request':
          return error(400, "Invalid value for 'size'.", 'invalid_request_error', 'invalid_value');
        case 'rate-limit':
          return error(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded', {
            'x-ratelimit-reset-requests': '20ms',
            ...wait,
          });
        case 'quota':
          return error(
            429,
            'You exceeded your current quota, please check your plan and billing details.',
            'insufficient_quota',
            'insufficient_quota',
            wait,
          );
        case 'refusal':
        case 'wrong-scene-count':
          // Played by the chat route itself.
          return error(500, 'unreachable', 'server_error', null);
        default:
          return error(500, 'The server had an error while processing your request.', 'server_error', null);
      }
    },
    malformed: (request) =>
      request.path === '/audio/speech'
        ? {
            status: 200,
            headers: { 'content-type': 'audio/mpeg' },
            body: Buffer.from('definitely not an mp3 file'),
          }
        : {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: '{"choices": [ {"message": ',
          },
    async route(request) {
      switch (request.path) {
        case '/chat/completions': {
          const plan = chatPlans.find((p) => p.left > 0);
          if (plan) plan.left -= 1;
          return chat(request, plan?.mode ?? null, options.jsonSchema ?? true);
        }
        case '/images/generations': {
          const body = request.json as {
            model?: string;
            prompt?: string;
            size?: string;
            response_format?: string;
          };
          if (!body?.prompt)
            return error(400, "Missing required parameter: 'prompt'.", 'invalid_request_error', null);
          if (body.response_format) {
            return error(
              400,
              "Unknown parameter: 'response_format'.",
              'invalid_request_error',
              'unknown_parameter',
            );
          }
          if (body.size && !GPT_IMAGE_SIZES.has(body.size)) {
            return error(400, `Invalid value: '${body.size}'.`, 'invalid_request_error', 'invalid_value');
          }
          return imagesAnswer();
        }
        case '/images/edits': {
          const form = request.form;
          const images = form?.getAll('image[]') ?? [];
          if (!form?.get('prompt') || images.length === 0) {
            return error(400, "Missing required parameter: 'image'.", 'invalid_request_error', null);
          }
          return imagesAnswer();
        }
        case '/audio/speech': {
          const body = request.json as { model?: string; input?: string; voice?: string };
          if (!body?.input || body.input.length > 4096) {
            return error(400, "Invalid 'input'.", 'invalid_request_error', null);
          }
          if (!VOICES.has(body.voice ?? ''))
            return error(400, "Invalid 'voice'.", 'invalid_request_error', null);
          return {
            status: 200,
            headers: { 'content-type': 'audio/mpeg' },
            body: await mockSpeechMp3(body.input),
          };
        }
        case '/moderations': {
          const body = request.json as { input?: string | string[] };
          const inputs = Array.isArray(body?.input) ? body.input : [body?.input ?? ''];
          return {
            status: 200,
            body: {
              id: 'modr-mock',
              model: 'omni-moderation-latest',
              results: inputs.map((text) => {
                const flagged = text.includes(FLAG_WORD);
                return {
                  flagged,
                  categories: { harassment: false, violence: flagged },
                  category_scores: { harassment: 0.01, violence: flagged ? 0.97 : 0.01 },
                  category_applied_input_types: { harassment: ['text'], violence: ['text'] },
                };
              }),
            },
          };
        }
        default:
          return error(404, `Unknown path ${request.path}`, 'invalid_request_error', 'unknown_url');
      }
    },
  });
  const playChat: OpenAiMock['fail'] = (kind, failOptions) => {
    if (kind === 'refusal' || kind === 'wrong-scene-count') {
      chatPlans.push({ mode: kind, left: failOptions?.times ?? 1 });
      return;
    }
    mock.fail(kind, failOptions);
  };
  return { ...mock, fail: playChat, flagWord: FLAG_WORD };
}

const FLAG_WORD = 'MOCKFLAG';

const imagesAnswer = (): MockReply => ({
  status: 200,
  body: {
    created: Math.floor(Date.now() / 1000),
    data: [{ b64_json: mockPng().toString('base64') }],
    usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
  },
});
