import { STORY_COVER_SIZES, storyListQuery } from '@storyloom/contract';
import { type LeadPicture, leadPicture } from '../../platform/http/page-preview.ts';
import type { StoryReader } from './story-reader.ts';

/**
 * The cover of the archive's first card, unfiltered, as the card asks for it: the newest public
 * story, which the app lists first from the same anonymous list. None when that story has no cover.
 */
export function archiveLeadPicture(reader: StoryReader) {
  return async (): Promise<LeadPicture | null> => {
    const { stories } = await reader.list(storyListQuery.parse({ limit: 1 }), null);
    const first = stories[0];
    if (!first?.cover_url || first.audio_only) return null;
    return leadPicture(first.cover_url, first.cover_variants, STORY_COVER_SIZES);
  };
}
