import { LIMITS } from './constants.ts';

/** The voices to choose from and the engines the server really has (GET). */
export const VOICE_OPTIONS_PATH = '/v1/meta/openai-options';

/** Where a story is read (GET /v1/stories/bundle/{id}). */
export const bundlePath = (bundleId: string): string => `/v1/stories/bundle/${encodeURIComponent(bundleId)}`;

/** The filters of GET /v1/stories/list that the screens use; empty values are left out. */
export interface StoryListParams {
  q?: string;
  language?: string;
  theme?: string;
  cursor?: string;
  /** Only the caller's own stories (needs the bearer). */
  mine?: boolean;
}

/** GET /v1/stories/list as the app asks for a page of it: a full page, then the filters it has. */
export function storyListPath(params: StoryListParams): string {
  const search = new URLSearchParams({ limit: String(LIMITS.listLimit) });
  if (params.mine) search.set('mine', '1');
  if (params.q) search.set('q', params.q);
  if (params.language) search.set('language', params.language);
  if (params.theme) search.set('theme', params.theme);
  if (params.cursor) search.set('cursor', params.cursor);
  return `/v1/stories/list?${search}`;
}
