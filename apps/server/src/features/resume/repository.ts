import type { Db } from '../../platform/db/database.ts';

/** Persistence of the story each account played last. */
export class ResumeRepository {
  constructor(private readonly db: Db) {}

  async lastPlayed(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('last_played')
      .select('story_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.story_id;
  }

  async rememberPlayed(userId: string, storyId: string, playedAt: string): Promise<void> {
    await this.db
      .insertInto('last_played')
      .values({ user_id: userId, story_id: storyId, played_at: playedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ story_id: storyId, played_at: playedAt }))
      .execute();
  }

  /** The newest story the account made that did not fail (one still being made plays as far as it goes). */
  async newestOwnStory(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('stories')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '!=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }
}
