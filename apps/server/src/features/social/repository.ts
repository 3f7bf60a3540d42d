import type { Db } from '../../platform/db/database.ts';
import { listedPublicly } from '../stories/repository.ts';
import { type Story, storyFromRow } from '../stories/story-records.ts';

export type BookmarkedStory = Story & { bookmarked_at: string };

export interface LikeOutcome {
  liked: boolean;
  likeCount: number;
}

/** Persistence of likes and bookmarks, and of which stories a caller may like or bookmark. */
export class SocialRepository {
  constructor(private readonly db: Db) {}

  /** A ready story the viewer may read: any public one, or their own private one. */
  async readableStory(id: string, viewerId: string | null): Promise<Story | undefined> {
    const row = await this.db
      .selectFrom('stories')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'ready')
      .where((eb) =>
        viewerId ? eb.or([listedPublicly(eb), eb('user_id', '=', viewerId)]) : listedPublicly(eb),
      )
      .executeTakeFirst();
    return row && storyFromRow(row);
  }

  async isLiked(storyId: string, likerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('likes')
      .select('story_id')
      .where('story_id', '=', storyId)
      .where('liker_id', '=', likerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds one like per liker. The count moves only when a row really went in, in the same
   * transaction: an increment waits for a concurrent one on the story row and then builds on
   * it, where a COUNT on PostgreSQL would read a snapshot that misses the other's commit.
   */
  like(storyId: string, likerId: string): Promise<LikeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('likes')
        .values({ story_id: storyId, liker_id: likerId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['story_id', 'liker_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('stories')
          .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
          .where('id', '=', storyId)
          .execute();
      }
      return { liked: true, likeCount: await likeCountIn(trx, storyId) };
    });
  }

  /** Removes the liker's like, if any; the count moves only when a row really went. */
  unlike(storyId: string, likerId: string): Promise<LikeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('likes')
        .where('story_id', '=', storyId)
        .where('liker_id', '=', likerId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) {
        await trx
          .updateTable('stories')
          .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
          .where('id', '=', storyId)
          .where('like_count', '>', 0)
          .execute();
      }
      return { liked: false, likeCount: await likeCountIn(trx, storyId) };
    });
  }

  async isBookmarked(userId: string, storyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('bookmarks')
      .select('story_id')
      .where('user_id', '=', userId)
      .where('story_id', '=', storyId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Bookmarks a story once; bookmarking it again keeps the first date. */
  async addBookmark(userId: string, storyId: string): Promise<void> {
    await this.db
      .insertInto('bookmarks')
      .values({ user_id: userId, story_id: storyId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'story_id']).doNothing())
      .execute();
  }

  async removeBookmark(userId: string, storyId: string): Promise<void> {
    await this.db
      .deleteFrom('bookmarks')
      .where('user_id', '=', userId)
      .where('story_id', '=', storyId)
      .execute();
  }

  /** The user's bookmarked stories that are ready and still theirs to read, newest bookmark first. */
  async bookmarkedStories(userId: string): Promise<BookmarkedStory[]> {
    const rows = await this.db
      .selectFrom('bookmarks')
      .innerJoin('stories', 'stories.id', 'bookmarks.story_id')
      .selectAll('stories')
      .select('bookmarks.created_at as bookmarked_at')
      .where('bookmarks.user_id', '=', userId)
      .where('stories.status', '=', 'ready')
      .where((eb) =>
        eb.or([
          eb.and([eb('stories.privacy', '=', 'public'), eb('stories.hidden', '=', 0)]),
          eb('stories.user_id', '=', userId),
        ]),
      )
      .orderBy('bookmarks.created_at', 'desc')
      .orderBy('stories.id', 'desc')
      .execute();
    return rows.map((row) => ({ ...storyFromRow(row), bookmarked_at: row.bookmarked_at }));
  }
}

/** Open reports from this many different visitors hide a story until an operator decides. */
const REPORTS_TO_HIDE = 3;

export interface NewReport {
  storyId: string;
  reporter: string;
  reason: string;
  note: string | null;
}

/** Persistence of visitors' reports of public stories. */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores one report per visitor per story (a second changes nothing) and hides the story once
   * REPORTS_TO_HIDE visitors have open reports on it; returns whether the story is now hidden.
   */
  add(report: NewReport): Promise<{ hidden: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('story_reports')
        .values({
          story_id: report.storyId,
          reporter: report.reporter,
          reason: report.reason,
          note: report.note,
          created_at: new Date().toISOString(),
          resolved_at: null,
        })
        .onConflict((oc) => oc.columns(['story_id', 'reporter']).doNothing())
        .execute();
      const { n } = await trx
        .selectFrom('story_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('story_id', '=', report.storyId)
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(n) < REPORTS_TO_HIDE) return { hidden: false };
      await trx.updateTable('stories').set({ hidden: 1 }).where('id', '=', report.storyId).execute();
      return { hidden: true };
    });
  }
}

async function likeCountIn(trx: Db, storyId: string): Promise<number> {
  const row = await trx
    .selectFrom('stories')
    .select('like_count')
    .where('id', '=', storyId)
    .executeTakeFirst();
  return Number(row?.like_count ?? 0);
}
