import { MESSAGES } from '@storyloom/contract';
import { ApiError } from '../../../lib/api-client.ts';

/** How often a story still being made is fetched again, to pick up its new scenes and sign videos. */
export const GENERATING_REFETCH_MS = 1000;

/** A story that could not be loaded, carrying the player's message of product §8. */
export class StoryLoadError extends Error {
  override readonly name = 'StoryLoadError';

  constructor(
    message: string,
    /** True when the server answered that there is no such story: asking again will not help. */
    readonly notFound: boolean,
    options?: ErrorOptions,
    /** The server's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message, options);
  }

  /** The story is not there for this visitor (deleted, never made, or someone else's private one). */
  get gone(): boolean {
    return this.status === 404 || this.status === 403;
  }
}

/** Any non-OK answer means 'Story not found' (product §7); anything else 'Failed to load story'. */
export function toStoryLoadError(error: unknown): StoryLoadError {
  if (error instanceof ApiError && error.status !== null) {
    return new StoryLoadError(MESSAGES.storyNotFound, true, { cause: error }, error.status);
  }
  return new StoryLoadError(MESSAGES.failedToLoadStory, false, { cause: error });
}

/** Retries a failed load once (product §9), but never a story the server says is not there. */
export const retryStoryLoad = (failureCount: number, error: Error): boolean =>
  !(error instanceof StoryLoadError && error.notFound) && failureCount < 1;

/** Fetches the story again every few seconds while its scenes are still being made. */
export const refetchWhileGenerating = (query: { state: { data?: { status: string } } }): number | false =>
  query.state.data?.status === 'generating' ? GENERATING_REFETCH_MS : false;
