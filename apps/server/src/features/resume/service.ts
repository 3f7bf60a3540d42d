import type { LastStory } from '@storyloom/contract';
import { AppError, unauthorized } from '../../platform/errors.ts';
import type { StoryRepository } from '../stories/repository.ts';
import { readableStory } from '../stories/story-access.ts';
import type { ResumeRepository } from './repository.ts';

/**
 * Where the Player link takes a signed-in parent on any device: the story the account played
 * last while it may still read it, else the newest story it made.
 */
export class ResumeService {
  constructor(
    private readonly resume: ResumeRepository,
    private readonly stories: StoryRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async lastStory(viewer: string | null): Promise<LastStory> {
    if (!viewer) throw unauthorized();
    const played = await this.resume.lastPlayed(viewer);
    // A story made private or hidden since, or one that failed, is not offered again.
    if (played && (await this.mayRead(played, viewer))) return { bundle_id: played };
    return { bundle_id: (await this.resume.newestOwnStory(viewer)) ?? null };
  }

  /** Remembers a story the account started playing; one it may not read answers 404 and changes nothing. */
  async rememberPlayed(storyId: string, viewer: string | null): Promise<LastStory> {
    if (!viewer) throw unauthorized();
    const story = await readableStory(this.stories, storyId, viewer);
    await this.resume.rememberPlayed(viewer, story.id, this.now().toISOString());
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
