import { type LastStory, MESSAGES } from '@storyloom/contract';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import type { StoryRepository } from '../stories/repository.ts';
import { readableStory } from '../stories/story-access.ts';
import type { ResumeRepository } from './repository.ts';

/**
 * Where the Player link takes a signed-in parent on any device: the story the account played or
 * made last, skipping a played one it may no longer read.
 */
export class ResumeService {
  constructor(
    private readonly resume: ResumeRepository,
    private readonly stories: StoryRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async lastStory(viewer: string | null): Promise<LastStory> {
    if (!viewer) throw unauthorized();
    const [played, made] = await Promise.all([
      this.resume.lastPlayed(viewer),
      this.resume.newestOwnStory(viewer),
    ]);
    // A story made since the last one played (on any device) is the one to go back to.
    const playedSinceMade = played && (!made || played.played_at >= made.created_at);
    // A story made private or hidden since, deleted or failed is not offered again.
    if (playedSinceMade && (await this.mayRead(played.story_id, viewer)))
      return { bundle_id: played.story_id };
    return { bundle_id: made?.id ?? null };
  }

  /** Remembers a story the account started playing; one it may not read answers 404 and changes nothing. */
  async rememberPlayed(storyId: string, viewer: string | null): Promise<LastStory> {
    if (!viewer) throw unauthorized();
    const story = await readableStory(this.stories, storyId, viewer);
    const remembered = await this.resume.rememberPlayed(viewer, story.id, this.now().toISOString());
    // Deleted between being read and being remembered: as missing as if it had gone before.
    if (!remembered) throw notFound(MESSAGES.storyNotFound);
    return { bundle_id: story.id };
  }

  private async mayRead(storyId: string, userId: string): Promise<boolean> {
    try {
      await readableStory(this.stories, storyId, userId);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  }
}
