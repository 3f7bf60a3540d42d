import { LIMITS, STORY_COVER_SIZES, storyListQuery, storyListResponse } from '@storyloom/contract';
import { type ArchiveFirstPage, leadPicture } from '../../platform/http/page-preview.ts';
import type { StoryReader } from './story-reader.ts';

/**
 * The archive's first page as the app asks for it, from the same anonymous list: the newest public
 * stories, a full page of them.
 */
export function archiveFirstPage(reader: StoryReader) {
  return async (): Promise<ArchiveFirstPage> => {
    const stories = await reader.list(storyListQuery.parse({ limit: LIMITS.listLimit }), null);
    const first = stories.stories[0];
    const cover =
      first?.cover_url && !first.audio_only
        ? leadPicture(first.cover_url, first.cover_variants, STORY_COVER_SIZES)
        : null;
    // As GET /v1/stories/list answers it: shaped by its answer's schema.
    return { stories: storyListResponse.parse(stories), leadPicture: cover };
  };
}
