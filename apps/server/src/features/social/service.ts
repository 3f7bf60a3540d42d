import {
  type BookmarksResponse,
  type LikeState,
  MESSAGES,
  type ReportStoryRequest,
} from '@storyloom/contract';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { MediaLinks } from '../../platform/media-links.ts';
import { presentListItem } from '../stories/presenter.ts';
import type { Story } from '../stories/story-records.ts';
import type { ReportRepository, SocialRepository } from './repository.ts';

/** Who is liking: a signed-in user by their uid, or an anonymous visitor by their cookie's id. */
export type Liker = { userId: string } | { anonymousId: string };

const likerId = (liker: Liker) => ('userId' in liker ? liker.userId : `anon:${liker.anonymousId}`);
const viewerOf = (liker: Liker) => ('userId' in liker ? liker.userId : null);

/** Likes (anyone) and bookmarks (signed-in users) of the stories a caller may read, and reports of public ones. */
export class SocialService {
  constructor(
    private readonly repository: SocialRepository,
    private readonly reports: ReportRepository,
    private readonly links: MediaLinks,
  ) {}

  /**
   * Reports a public story, once per visitor (`reporter`, see the report route): reporting it
   * again changes nothing. Enough reports hide the story until an operator decides.
   */
  async report(storyId: string, viewer: string | null, reporter: string, request: ReportStoryRequest) {
    const story = await this.readable(storyId, viewer);
    if (story.privacy !== 'public') throw notFound(MESSAGES.storyNotFound);
    await this.reports.add({
      storyId: story.id,
      reporter,
      reason: request.reason,
      note: request.note || null,
    });
  }

  async likeStatus(storyId: string, liker: Liker): Promise<LikeState> {
    const story = await this.readable(storyId, viewerOf(liker));
    return { liked: await this.repository.isLiked(story.id, likerId(liker)), like_count: story.like_count };
  }

  async like(storyId: string, liker: Liker): Promise<LikeState> {
    const story = await this.readable(storyId, viewerOf(liker));
    const { liked, likeCount } = await this.repository.like(story.id, likerId(liker));
    return { liked, like_count: likeCount };
  }

  async unlike(storyId: string, liker: Liker): Promise<LikeState> {
    const story = await this.readable(storyId, viewerOf(liker));
    const { liked, likeCount } = await this.repository.unlike(story.id, likerId(liker));
    return { liked, like_count: likeCount };
  }

  async isBookmarked(storyId: string, viewer: string | null): Promise<boolean> {
    const userId = signedIn(viewer);
    await this.readable(storyId, userId);
    return this.repository.isBookmarked(userId, storyId);
  }

  async bookmark(storyId: string, viewer: string | null): Promise<void> {
    const userId = signedIn(viewer);
    await this.readable(storyId, userId);
    await this.repository.addBookmark(userId, storyId);
  }

  async unbookmark(storyId: string, viewer: string | null): Promise<void> {
    const userId = signedIn(viewer);
    await this.readable(storyId, userId);
    await this.repository.removeBookmark(userId, storyId);
  }

  async bookmarks(viewer: string | null): Promise<BookmarksResponse> {
    const rows = await this.repository.bookmarkedStories(signedIn(viewer));
    return {
      ok: true,
      bookmarks: rows.map((row) => ({
        ...presentListItem(row, this.links),
        bookmarked_at: row.bookmarked_at,
      })),
    };
  }

  /** Someone else's private story, like one still being made, answers as a missing one. */
  private async readable(storyId: string, viewer: string | null): Promise<Story> {
    const story = await this.repository.readableStory(storyId, viewer);
    if (!story) throw notFound(MESSAGES.storyNotFound);
    return story;
  }
}

function signedIn(viewer: string | null): string {
  if (!viewer) throw unauthorized();
  return viewer;
}
