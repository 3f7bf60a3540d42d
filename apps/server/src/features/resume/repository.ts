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

  /**
   * Remembers the story, written only while the story is there: one deleted since it was read
   * writes nothing (false) rather than breaking the row's reference to it.
   */
  async rememberPlayed(userId: string, storyId: string, playedAt: string): Promise<boolean> {
    const result = await this.db
      .insertInto('last_played')
      .columns(['user_id', 'story_id', 'played_at'])
      .expression((eb) =>
        eb
          .selectFrom('stories')
          .select([eb.val(userId).as('user_id'), 'id', eb.val(playedAt).as('played_at')])
          .where('id', '=', storyId),
      )
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ story_id: storyId, played_at: playedAt }))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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
