import type { VendorSettings } from '../http/provider-http.ts';
import { createChatText } from './chat-text.ts';
import { createOpenAiImage } from './images.ts';
import { createOpenAiModeration } from './moderation.ts';
import { OPENAI_BASE_URL, openAiHttp } from './openai-http.ts';
import { createOpenAiSpeech } from './speech.ts';

/** Calls to each OpenAI API at once: its limits are per minute and generous, so every scene of a story can go together. */
const CONCURRENCY = 12;

/**
 * OpenAI: story text (Chat Completions with structured output), images (GPT image models),
 * speech and moderation. Each API gets its own client, timeout and limit on calls at once.
 */
export function createOpenAi(settings: VendorSettings) {
  const http = (timeoutMs: number) =>
    openAiHttp(settings, 'openai', { baseURL: OPENAI_BASE_URL, timeoutMs, concurrency: CONCURRENCY });
  return {
    text: (model: string) => createChatText({ id: 'openai', http: http(120_000), model }),
    image: (model: string) => createOpenAiImage(http(180_000), model),
    speech: (model: string) => createOpenAiSpeech(http(60_000), model),
    moderation: (model = 'omni-moderation-latest') => createOpenAiModeration(http(15_000), model),
  };
}
