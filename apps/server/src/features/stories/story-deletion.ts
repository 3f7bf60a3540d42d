import { MESSAGES } from '@storyloom/contract';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { MediaStore } from '../../platform/media.ts';
import { generationJobId, type StoryProgress } from './progress.ts';
import type { StoryRepository } from './repository.ts';
import { ownStory } from './story-access.ts';

export interface StoryDeletionDeps {
  stories: StoryRepository;
  media: MediaStore;
  queue: JobQueue;
  progress: StoryProgress;
}

export class StoryDeletion {
  constructor(private readonly deps: StoryDeletionDeps) {}

  /**
   * Deletes the caller's own story with all its media. A story still being made has its job
   * cancelled, and whoever follows its progress is told it was deleted.
   */
  async remove(id: string, viewer: string | null): Promise<void> {
    const { stories, queue, media, progress } = this.deps;
    const story = await ownStory(stories, id, viewer);
    await stories.delete(id);
    await queue.cancel(generationJobId(id));
    await media.removeStory(id);
    if (story.status === 'generating') {
      progress.publish(id, { event: 'error', data: { error: MESSAGES.storyDeleted, code: 'storyDeleted' } });
      progress.forget(id);
    }
  }
}
