import { MESSAGES } from '@storyloom/contract';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import type { StoryRepository } from './repository.ts';
import type { Story } from './story-records.ts';

/** A story the viewer may read; someone else's private story is as missing as one that never was. */
export async function readableStory(
  stories: StoryRepository,
  id: string,
  viewer: string | null,
): Promise<Story> {
  const story = await stories.find(id);
  if (!story || story.status === 'failed') throw notFound(MESSAGES.storyNotFound);
  // A story hidden by reports is, like a private one, its owner's alone until an operator decides.
  const ownersOnly = story.privacy === 'private' || story.hidden;
  if (ownersOnly && (!viewer || story.user_id !== viewer)) throw notFound(MESSAGES.storyNotFound);
  return story;
}

/** The caller's own story, or the right 401/403/404. */
export async function ownStory(stories: StoryRepository, id: string, viewer: string | null): Promise<Story> {
  if (!viewer) throw unauthorized();
  const story = await stories.find(id);
  if (!story || story.status === 'failed') throw notFound(MESSAGES.storyNotFound);
  // Someone else's private story does not exist for the caller; a public one is only not theirs.
  if (story.user_id !== viewer) {
    if (story.privacy === 'private') throw notFound(MESSAGES.storyNotFound);
    throw forbidden('Only the story’s owner can do this');
  }
  return story;
}
