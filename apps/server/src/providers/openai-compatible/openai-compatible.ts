import type { VendorSettings } from '../http/provider-http.ts';
import { createChatText } from '../openai/chat-text.ts';
import { openAiHttp } from '../openai/openai-http.ts';
import type { TextProvider } from '../types.ts';

/** A self-hosted model usually serves one request at a time well; two keep it busy without queueing on its side. */
const CONCURRENCY = 2;

export interface OpenAiCompatibleSettings extends Omit<VendorSettings, 'apiKey' | 'baseURL'> {
  baseURL: string;
  /** Ollama ignores it; llama.cpp and vLLM check it when started with --api-key. */
  apiKey?: string | null;
  model: string;
}

/**
 * Story text from any server that speaks OpenAI's Chat Completions (Ollama at /v1, llama.cpp's
 * llama-server, vLLM). Local models are slower, so calls wait longer before giving up.
 */
export function createOpenAiCompatibleText(settings: OpenAiCompatibleSettings): TextProvider {
  const http = openAiHttp(settings, 'llm', {
    baseURL: settings.baseURL,
    timeoutMs: 300_000,
    concurrency: CONCURRENCY,
  });
  return createChatText({ id: 'llm', http, model: settings.model, jsonObjectFallback: true });
}
