import { MESSAGES, type StoryBundle, type StoryListQuery, type StoryListResponse } from '@storyloom/contract';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { MediaLinks } from '../../platform/media-links.ts';
import { presentBundle, presentListItem } from './presenter.ts';
import type { StoryRepository } from './repository.ts';
import { readableStory } from './story-access.ts';
import { decodeCursor, encodeCursor } from './story-cursor.ts';
import type { Story } from './story-records.ts';

/** Reading one story for the player, and listing stories a page at a time. */
export class StoryReader {
  constructor(
    private readonly stories: StoryRepository,
    private readonly links: MediaLinks,
  ) {}

  /** A story the viewer may read; someone else's private story is as missing as one that never was. */
  readable(id: string, viewer: string | null): Promise<Story> {
    return readableStory(this.stories, id, viewer);
  }

  async bundle(id: string, viewer: string | null): Promise<StoryBundle> {
    const story = await this.readable(id, viewer);
    return presentBundle(story, await this.stories.scenes(id), this.links, viewer);
  }

  async latest(child: string, viewer: string | null): Promise<StoryBundle> {
    const story = await this.stories.latestForChild(child, viewer);
    if (!story) throw notFound(MESSAGES.storyNotFound);
    return presentBundle(story, await this.stories.scenes(story.id), this.links, viewer);
  }

  async list(query: StoryListQuery, viewer: string | null): Promise<StoryListResponse> {
    if (query.mine && !viewer) throw unauthorized();
    const { stories, total } = await this.stories.list({
      viewerId: viewer,
      mine: query.mine ?? false,
      q: query.q || undefined,
      language: query.language || undefined,
      theme: query.theme || undefined,
      cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit,
    });
    const last = stories.at(-1);
    return {
      ok: true,
      stories: stories.map((story) => presentListItem(story, this.links)),
      total,
      next_cursor:
        last && stories.length === query.limit
          ? encodeCursor({ createdAt: last.created_at, id: last.id })
          : null,
    };
  }
}
