import { type FocusPoint, foldForSearch, type Theme, type WordTiming } from '@storyloom/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Plot } from '../../domain/story-model.ts';
import { storySearchText } from '../../lib/search-text.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import {
  coverFocusColumn,
  LISTED_COLUMNS,
  type ListedStory,
  listedStoryFromRow,
  type NewStory,
  newStoryRow,
  type PictureVariant,
  type Scene,
  type SceneChanges,
  type Story,
  type StoryStatus,
  sceneChangesRow,
  sceneFromRow,
  storyFromRow,
  variantsColumn,
  type WrittenScene,
  writtenSceneRow,
} from './story-records.ts';
import { type StoryWarnings, serializeWarnings } from './warnings.ts';

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

/** Rolls back a transfer of stories of which some could not be given. */
class NotAllGiven extends Error {}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Persistence of stories and their scenes. Only ready stories are ever listed. */
export class StoryRepository {
  constructor(private readonly db: Db) {}

  async create(story: NewStory): Promise<void> {
    await this.db.insertInto('stories').values(newStoryRow(story, new Date().toISOString())).execute();
  }

  async find(id: string): Promise<Story | undefined> {
    const row = await this.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
    return row && storyFromRow(row);
  }

  /** Whether the story is still there: a job checks before it writes, since a story can be deleted meanwhile. */
  async exists(id: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('stories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    );
  }

  async scenes(storyId: string): Promise<Scene[]> {
    const rows = await this.db
      .selectFrom('scenes')
      .selectAll()
      .where('story_id', '=', storyId)
      .orderBy('idx')
      .execute();
    return rows.map(sceneFromRow);
  }

  /** Stores the written text of a story: its title, what the parent should know about it, and every scene. */
  async saveScript(
    storyId: string,
    title: string,
    warnings: string[],
    scenes: WrittenScene[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('scenes').where('story_id', '=', storyId).execute();
      if (scenes.length > 0) {
        await trx
          .insertInto('scenes')
          .values(scenes.map((scene) => writtenSceneRow(storyId, scene)))
          .execute();
      }
      const searched = await trx
        .selectFrom('stories')
        .select(['child', 'theme', 'custom_theme'])
        .where('id', '=', storyId)
        .executeTakeFirst();
      await trx
        .updateTable('stories')
        .set({
          title,
          ...(searched ? { search_text: storySearchText({ ...searched, title }) } : {}),
          warnings: serializeWarnings({ story: warnings, voice: [] }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', storyId)
        .execute();
    });
  }

  async updateScene(storyId: string, idx: number, changes: SceneChanges) {
    await this.db
      .updateTable('scenes')
      .set(sceneChangesRow(changes))
      .where('story_id', '=', storyId)
      .where('idx', '=', idx)
      .execute();
  }

  /**
   * Scene 1's picture as the story's cover: where the child's face is in it (null when the picture
   * does not say) and its WebP copies, for the cards.
   */
  async setCover(
    storyId: string,
    cover: { focus: FocusPoint | null; variants: PictureVariant[] },
  ): Promise<void> {
    await this.db
      .updateTable('stories')
      .set({ cover_focus: coverFocusColumn(cover.focus), cover_variants: variantsColumn(cover.variants) })
      .where('id', '=', storyId)
      .execute();
  }

  /**
   * Points every scene at its new audio (and sign video, made again to follow the new voice) and
   * updates the story's voice, in one transaction.
   */
  async replaceAudio(
    storyId: string,
    scenes: ({ idx: number; audio_key: string; words: WordTiming[] } & Partial<
      Pick<Scene, 'sign_video_key' | 'sign_video_mp4_key'>
    >)[],
    story: Pick<Story, 'tts_voice' | 'tts_provider' | 'voice_clone_id' | 'voice_used' | 'warnings'>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const scene of scenes) {
        await trx
          .updateTable('scenes')
          .set({
            audio_key: scene.audio_key,
            words: JSON.stringify(scene.words),
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
        .set({ ...story, warnings: serializeWarnings(story.warnings), updated_at: new Date().toISOString() })
        .where('id', '=', storyId)
        .execute();
    });
  }

  /** Sets a story's status; false when the story is gone. */
  async setStatus(
    storyId: string,
    status: StoryStatus,
    extra: { voice_used?: string; warnings?: StoryWarnings; failure_reason?: string } = {},
  ): Promise<boolean> {
    // Who asked is kept only while the story is being made: it is what the queue's caps count.
    const requester = status === 'generating' ? {} : { requested_by: null };
    const { warnings, ...columns } = extra;
    const result = await this.db
      .updateTable('stories')
      .set({
        ...columns,
        ...(warnings ? { warnings: serializeWarnings(warnings) } : {}),
        ...requester,
        status,
        updated_at: new Date().toISOString(),
      })
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

  /**
   * The plots of a child's latest stories of a theme, newest first: the parent's own when signed
   * in, else the public stories nobody owns.
   */
  async recentPlots(child: string, theme: Theme, userId: string | null, limit: number): Promise<Plot[]> {
    const rows = await this.db
      .selectFrom('stories')
      .select('plot')
      .where('child_key', '=', child.trim().toLowerCase())
      .where('theme', '=', theme)
      .where('plot', 'is not', null)
      .where((eb) => (userId ? eb('user_id', '=', userId) : eb('user_id', 'is', null)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.plot as Plot);
  }

  /** The newest ready story for a child's name that the viewer may see. */
  async latestForChild(child: string, viewerId: string | null): Promise<Story | undefined> {
    const row = await this.db
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
    return row && storyFromRow(row);
  }

  /** Of these stories, the ready ones nobody owns yet, newest first (only what a list shows of each). */
  async unowned(ids: readonly string[]): Promise<ListedStory[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('stories')
      .select(LISTED_COLUMNS)
      .where('id', 'in', ids)
      .where('user_id', 'is', null)
      .where('status', '=', 'ready')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(listedStoryFromRow);
  }

  /**
   * Gives these stories to a user, all of them or none: false, with nothing changed, when any is
   * missing, not ready or already someone's.
   */
  async giveTo(ids: readonly string[], userId: string): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('stories')
          .set({ user_id: userId, updated_at: new Date().toISOString() })
          .where('id', 'in', ids)
          .where('user_id', 'is', null)
          .where('status', '=', 'ready')
          .executeTakeFirst();
        // Throwing rolls the transaction back: some of the stories were not free to give.
        if (Number(result.numUpdatedRows) !== ids.length) throw new NotAllGiven();
      });
      return true;
    } catch (error) {
      if (error instanceof NotAllGiven) return false;
      throw error;
    }
  }

  /** A page of ready stories, newest first (only what a list shows of each), and how many match in all. */
  async list(filters: ListFilters): Promise<{ stories: ListedStory[]; total: number }> {
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
      const pattern = `%${escapeLike(foldForSearch(filters.q))}%`;
      query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
    }
    const countRow = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let page = query.select(LISTED_COLUMNS);
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
    return { stories: rows.map(listedStoryFromRow), total: Number(countRow.n) };
  }
}
