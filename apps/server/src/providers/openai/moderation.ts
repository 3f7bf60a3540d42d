import { ProviderError } from '../http/provider-error.ts';
import type { ProviderHttp } from '../http/provider-http.ts';
import type { ModerationProvider } from '../types.ts';

interface ModerationResponse {
  results?: { flagged?: unknown; categories?: Record<string, unknown> }[];
}

/** OpenAI's moderation endpoint (free to use), one result per text. */
export function createOpenAiModeration(http: ProviderHttp, model: string): ModerationProvider {
  return {
    id: 'openai',
    async moderate(texts) {
      const answer = await http.json<ModerationResponse>({
        path: '/moderations',
        json: { model, input: texts },
      });
      const results = answer?.results;
      if (!Array.isArray(results) || results.length !== texts.length) {
        throw new ProviderError('openai', 'openai: the moderation answer has no results', {
          kind: 'malformed',
        });
      }
      const categories = new Set<string>();
      let flagged = false;
      for (const result of results) {
        if (result.flagged === true) flagged = true;
        for (const [category, hit] of Object.entries(result.categories ?? {}))
          if (hit === true) categories.add(category);
      }
      return { flagged, categories: [...categories] };
    },
  };
}
