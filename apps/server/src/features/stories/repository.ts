import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, ScenesTable, StoriesTable } from '../../platform/db/schema.ts';
import { serializeWarnings } from './warnings.ts';

export type StoryRow = Selectable<StoriesTable>;
export type SceneRow = Selectable<ScenesTable>;
export type NewStory = Omit<Insertable<StoriesTable>, 'created_at' | 'updated_at'>;

export interface ListFilters {
  /** Public stories, plus this user's own when given. */
  viewerId: string | null;
  /** Only the viewer's own stories. */
  mine: boolean;
  q?: string;
  language?: string;
  theme?: string;
  cursor?: { createdAt: string; id: string };
  limit: number;
}

/** Public and not hidden by reports: what anyone but the owner may see. */
export const listedPublicly = (eb: ExpressionBuilder<Database, 'stories'>) =>
  eb.and([eb('privacy', '=', 'public'), eb('hidden', '=', 0)]);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Persistence of stories and their scenes. Only ready stories are ever listed. */
export class StoryRepository {
  constructor(private readonly db: Db) {}

  async create(story: NewStory): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('stories')
      .values({ ...story, created_at: now, updated_at: now })
      .execute();
  }

  find(id: string): Promise<StoryRow | undefined> {
    return this.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether the story is still there: a job checks before it writes, since a story can be deleted meanwhile. */
  async exists(id: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('stories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    );
  }

  scenes(storyId: string): Promise<SceneRow[]> {
    return this.db.selectFrom('scenes').selectAll().where('story_id', '=', storyId).orderBy('idx').execute();
  }

  /** Stores the written text of a story: its title, what the parent should know about it, and every scene. */
  async saveScript(
    storyId: string,
    title: string,
    warnings: string[],
    scenes: Omit<SceneRow, 'story_id'>[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('scenes').where('story_id', '=', storyId).execute();
      if (scenes.length > 0) {
        await trx
          .insertInto('scenes')
          .values(scenes.map((scene) => ({ ...scene, story_id: storyId })))
          .execute();
      }
      await trx
        .updateTable('stories')
        .set({
          title,
          warnings: serializeWarnings({ story: warnings, voice: [] }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', storyId)
        .execute();
    });
  }

  async updateScene(storyId: string, idx: number, changes: Partial<Omit<SceneRow, 'story_id' | 'idx'>>) {
    await this.db
      .updateTable('scenes')
      .set(changes)
      .where('story_id', '=', storyId)
      .where('idx', '=', idx)
      .execute();
  }

  /**
   * Points every scene at its new audio (and sign video, made again to follow the new voice) and
   * updates the story's voice, in one transaction.
   */
  async replaceAudio(
    storyId: string,
    scenes: (Pick<SceneRow, 'idx' | 'words'> & { audio_key: string } & Partial<
        Pick<SceneRow, 'sign_video_key' | 'sign_video_mp4_key'>
      >)[],
    story: Pick<StoryRow, 'tts_voice' | 'tts_provider' | 'voice_clone_id' | 'voice_used' | 'warnings'>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const scene of scenes) {
        await trx
          .updateTable('scenes')
          .set({
            audio_key: scene.audio_key,
            words: scene.words,
            ...(scene.sign_video_key !== undefined
              ? { sign_video_key: scene.sign_video_key, sign_video_mp4_key: scene.sign_video_mp4_key ?? null }
              : {}),
          })
          .where('story_id', '=', storyId)
          .where('idx', '=', scene.idx)
          .execute();
      }
      await trx
        .updateTable('stories')
        .set({ ...story, updated_at: new Date().toISOString() })
        .where('id', '=', storyId)
        .execute();
    });
  }

  /** Sets a story's status; false when the story is gone. */
  async setStatus(
    storyId: string,
    status: 'generating' | 'ready' | 'failed',
    extra: Partial<StoryRow> = {},
  ): Promise<boolean> {
    // Who asked is kept only while the story is being made: it is what the queue's caps count.
    const requester = status === 'generating' ? {} : { requested_by: null };
    const result = await this.db
      .updateTable('stories')
      .set({ ...extra, ...requester, status, updated_at: new Date().toISOString() })
      .where('id', '=', storyId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Stories being made (queued or running): all of them, and those the caller asked for. */
  async countBeingMade(requestedBy: string): Promise<{ all: number; caller: number }> {
    const row = await this.db
      .selectFrom('stories')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('all'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('requested_by', '=', requestedBy).then(eb.lit(1)).else(eb.lit(0)).end(),
          )
          .as('caller'),
      ])
      .where('status', '=', 'generating')
      .executeTakeFirstOrThrow();
    return { all: Number(row.all), caller: Number(row.caller ?? 0) };
  }

  async delete(storyId: string): Promise<void> {
    await this.db.deleteFrom('stories').where('id', '=', storyId).execute();
  }

  /** The newest ready story for a child's name that the viewer may see. */
  latestForChild(child: string, viewerId: string | null): Promise<StoryRow | undefined> {
    return this.db
      .selectFrom('stories')
      .selectAll()
      .where('child_key', '=', child.trim().toLowerCase())
      .where('status', '=', 'ready')
      .where((eb) =>
        viewerId ? eb.or([listedPublicly(eb), eb('user_id', '=', viewerId)]) : listedPublicly(eb),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A page of ready stories, newest first, and how many match in all. */
  async list(filters: ListFilters): Promise<{ rows: StoryRow[]; total: number }> {
    let query = this.db.selectFrom('stories').where('status', '=', 'ready');
    if (filters.mine) {
      query = query.where('user_id', '=', filters.viewerId ?? '');
    } else if (filters.viewerId) {
      const viewer = filters.viewerId;
      query = query.where((eb) => eb.or([listedPublicly(eb), eb('user_id', '=', viewer)]));
    } else {
      query = query.where(listedPublicly);
    }
    if (filters.language) query = query.where('language', '=', filters.language);
    if (filters.theme) {
      const theme = filters.theme.toLowerCase();
      query = query.where((eb) => eb(eb.fn('lower', ['theme']), '=', theme));
    }
    if (filters.q) {
      const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or(
          (['child', 'title', 'theme', 'custom_theme'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    const countRow = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let page = query.selectAll();
    if (filters.cursor) {
      const { createdAt, id } = filters.cursor;
      page = page.where((eb) =>
        eb.or([
          eb('created_at', '<', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
        ]),
      );
    }
    const rows = await page
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .execute();
    return { rows, total: Number(countRow.n) };
  }
}
