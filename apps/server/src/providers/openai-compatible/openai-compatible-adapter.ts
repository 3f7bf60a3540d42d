import type { ProviderAdapter } from '../provider-adapter.ts';
import { createOpenAiCompatibleText } from './openai-compatible.ts';

/** A self-hosted model (LLM_BASE_URL) writes the stories. */
export const openAiCompatibleAdapter: ProviderAdapter = {
  id: 'llm',
  name: 'The self-hosted model',
  configure(config, context) {
    if (!config.llm) return null;
    return {
      text: createOpenAiCompatibleText({
        baseURL: config.llm.baseURL,
        apiKey: config.llm.apiKey,
        model: config.llm.model,
        fetch: context.fetch,
        policy: context.policy,
      }),
    };
  },
};
