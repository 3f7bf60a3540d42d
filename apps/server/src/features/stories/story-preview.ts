import { SCENE_PICTURE_SIZES, storyBundle } from '@storyloom/contract';
import { AppError } from '../../platform/errors.ts';
import { leadPicture, type SharedStory } from '../../platform/http/page-preview.ts';
import type { StoryReader } from './story-reader.ts';

/** Short enough for a card's description, which the sites cut at about this length. */
const DESCRIPTION_LENGTH = 160;

/** The text cut at the last whole word that fits, with an ellipsis when anything was cut. */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The preview of a shared story's page: its title, who it is for and how it begins, and scene 1's
 * picture, which the player shows first. Only a story anyone may read gets one, so a private
 * story's title never leaves the server; so does a story whose scene 1 is not ready yet, which has
 * nothing to show.
 */
export function storyPreviews(reader: StoryReader, publicUrl: string) {
  return async (bundleId: string): Promise<SharedStory | null> => {
    const story = await reader.bundle(bundleId, null).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    const first = story?.scenes[0];
    if (!story || !first?.ready) return null;
    const preview = {
      title: story.title,
      description: shorten(`A Storyloom story for ${story.child}: ${first.narration}`, DESCRIPTION_LENGTH),
      // Public media may be this site's /data or the bucket's own address.
      image: first.image_url ? new URL(first.image_url, publicUrl).toString() : null,
      leadPicture:
        story.audio_only || !first.image_url
          ? null
          : leadPicture(first.image_url, first.image_variants, SCENE_PICTURE_SIZES),
    };
    // As GET /v1/stories/bundle/{id} answers it: shaped by its answer's schema.
    return { preview, story: storyBundle.parse(story) };
  };
}
