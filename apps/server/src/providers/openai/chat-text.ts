import type { WriterInput } from '../../domain/story-model.ts';
import { ProviderError } from '../http/provider-error.ts';
import type { ProviderHttp } from '../http/provider-http.ts';
import { parseStoryAnswer, STORY_JSON_SCHEMA, StoryAnswerError, storyMessages } from '../story-prompt.ts';
import type { TextProvider } from '../types.ts';

export interface ChatTextOptions {
  id: string;
  http: ProviderHttp;
  model: string;
  /**
   * For self-hosted servers: when one refuses `json_schema` with a 400 (older llama.cpp builds),
   * ask again in the older `{type:"json_object", schema}` form, and keep using it.
   */
  jsonObjectFallback?: boolean;
  /** Answers asked for in all, when one is refused or does not fit the story. */
  answerAttempts?: number;
}

interface ChatCompletion {
  choices?: {
    message?: { content?: string | null; refusal?: string | null };
    finish_reason?: string;
  }[];
}

/** Writes stories through a Chat Completions API with JSON-schema structured output. */
export function createChatText(options: ChatTextOptions): TextProvider {
  const { http, model, id } = options;
  const attempts = options.answerAttempts ?? 2;
  let format: 'json_schema' | 'json_object' = 'json_schema';
  const responseFormat = () =>
    format === 'json_schema'
      ? {
          type: 'json_schema',
          json_schema: { name: 'storyloom_story', schema: STORY_JSON_SCHEMA, strict: true },
        }
      : { type: 'json_object', schema: STORY_JSON_SCHEMA };
  const problem = (message: string, kind: 'malformed' | 'refused' | 'invalid') =>
    new ProviderError(id, `${id}: ${message}`, { kind });

  async function ask(input: WriterInput) {
    try {
      return await http.json<ChatCompletion>({
        path: '/chat/completions',
        json: { model, messages: storyMessages(input), response_format: responseFormat() },
      });
    } catch (error) {
      if (
        options.jsonObjectFallback &&
        format === 'json_schema' &&
        error instanceof ProviderError &&
        error.status === 400
      ) {
        format = 'json_object';
        return ask(input);
      }
      throw error;
    }
  }

  return {
    id,
    async writeStory(input) {
      let last: ProviderError | null = null;
      for (let attempt = 0; attempt < attempts; attempt++) {
        const completion = await ask(input);
        const choice = completion?.choices?.[0];
        const message = choice?.message;
        if (!message) {
          last = problem('the answer has no message', 'malformed');
        } else if (message.refusal) {
          last = problem('the model refused to write the story', 'refused');
        } else if (choice.finish_reason === 'content_filter') {
          last = problem('the answer was stopped by a content filter', 'refused');
        } else if (choice.finish_reason === 'length') {
          last = problem('the answer was cut off', 'invalid');
        } else if (typeof message.content !== 'string') {
          last = problem('the answer has no content', 'malformed');
        } else {
          try {
            return { ...parseStoryAnswer(message.content, input), warnings: [] };
          } catch (error) {
            if (!(error instanceof StoryAnswerError)) throw error;
            last = problem(error.message, 'invalid');
          }
        }
      }
      throw last as ProviderError;
    },
  };
}
