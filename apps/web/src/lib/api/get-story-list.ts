import { MESSAGES, type StoryListParams, type StoryListResponse, storyListPath } from '@storyloom/contract';
import { apiRequest } from '../api-client.ts';
import { contractSchemas } from '../contract-schemas.ts';

/**
 * GET /v1/stories/list: one page of stories, newest first, with the total that match.
 * Failures carry the texts of product §8 that lead to the 'Failed to Load Stories' page.
 */
export async function getStoryList(
  params: StoryListParams,
  { anonymous = false, signal }: { anonymous?: boolean; signal?: AbortSignal } = {},
): Promise<StoryListResponse> {
  // The schema is fetched while the list is, the first time a list is read.
  const schemas = contractSchemas.stories();
  let body: unknown;
  try {
    body = await apiRequest(storyListPath(params), { anonymous, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(MESSAGES.fetchStoriesFailed, { cause: error });
  }
  const parsed = (await schemas).storyListResponse.safeParse(body);
  if (!parsed.success) throw new Error(MESSAGES.invalidResponseFormat, { cause: parsed.error });
  return parsed.data;
}
