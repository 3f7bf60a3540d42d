import type { Db } from '../../platform/db/database.ts';

/** Persistence of the story each account played last. */
export class ResumeRepository {
  constructor(private readonly db: Db) {}

  lastPlayed(userId: string): Promise<{ story_id: string; played_at: string } | undefined> {
    return this.db
      .selectFrom('last_played')
      .select(['story_id', 'played_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async rememberPlayed(userId: string, storyId: string, playedAt: string): Promise<void> {
    await this.db
      .insertInto('last_played')
      .values({ user_id: userId, story_id: storyId, played_at: playedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ story_id: storyId, played_at: playedAt }))
      .execute();
  }

  /** The newest story the account made that did not fail (one still being made plays as far as it goes). */
  newestOwnStory(userId: string): Promise<{ id: string; created_at: string } | undefined> {
    return this.db
      .selectFrom('stories')
      .select(['id', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
