import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { StoryReportsTable, UsersTable } from '../../platform/db/schema.ts';
import { printOrderFromRow, type StoredPrintOrder } from '../print/repository.ts';
import { generationJobId } from '../stories/progress.ts';
import { type Scene, type Story, sceneFromRow, storyFromRow } from '../stories/story-records.ts';
import { type StoredVoiceClone, voiceCloneFromRow } from '../voices/repository.ts';

export type UserRow = Selectable<UsersTable>;
export type AccountStory = Story & { scenes: Scene[] };

/** Everything kept about one account, as the export writes it. */
export interface AccountData {
  user: UserRow;
  stories: AccountStory[];
  clones: StoredVoiceClone[];
  bookmarks: { story_id: string; title: string | null; created_at: string }[];
  likes: { story_id: string; title: string | null; created_at: string }[];
  /** The story the Player link resumes on every device, when one was played. */
  lastPlayed: { story_id: string; played_at: string } | null;
  orders: StoredPrintOrder[];
}

export interface AccountCounts {
  stories: number;
  voice_clones: number;
  print_orders: number;
  bookmarks: number;
  likes: number;
}

export type OpenReport = Selectable<StoryReportsTable> & { title: string | null; hidden: number | null };

export const exportJobId = (exportId: string) => `export_${exportId}`;

/** What an erase took away whose files are still to go: the stories it deleted and the orders it anonymised. */
export interface ErasedOwners {
  stories: string[];
  orders: string[];
}

export interface AccountRepositoryOptions {
  /**
   * Whether the database takes row locks (PostgreSQL): an erase then holds the account's row, so
   * a story claimed or made for it meanwhile waits, and fails once the account is gone. SQLite
   * runs one write transaction at a time, which does the same.
   */
  rowLocks?: boolean;
}

/** Persistence of what an account keeps, as a whole: counting it, reading it all, erasing it. */
export class AccountRepository {
  constructor(
    private readonly db: Db,
    private readonly options: AccountRepositoryOptions = {},
  ) {}

  user(uid: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirst();
  }

  /** Every account signed in with this email (any letter case); usually one. */
  usersByEmail(email: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .execute();
  }

  async counts(uid: string): Promise<AccountCounts> {
    const count = async (table: 'stories' | 'voice_clones' | 'print_orders' | 'bookmarks') => {
      const { n } = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', uid)
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    const { n: likes } = await this.db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('liker_id', '=', uid)
      .executeTakeFirstOrThrow();
    return {
      stories: await count('stories'),
      voice_clones: await count('voice_clones'),
      print_orders: await count('print_orders'),
      bookmarks: await count('bookmarks'),
      likes: Number(likes),
    };
  }

  /** Everything kept about the account; undefined when it no longer exists. */
  async data(uid: string): Promise<AccountData | undefined> {
    const user = await this.user(uid);
    if (!user) return undefined;
    const stories = await this.db
      .selectFrom('stories')
      .selectAll()
      .where('user_id', '=', uid)
      .orderBy('created_at')
      .execute();
    const scenes = stories.length
      ? await this.db
          .selectFrom('scenes')
          .selectAll()
          .where(
            'story_id',
            'in',
            stories.map((s) => s.id),
          )
          .orderBy('story_id')
          .orderBy('idx')
          .execute()
      : [];
    const marked = (table: 'bookmarks' | 'likes') =>
      this.db
        .selectFrom(table)
        .leftJoin('stories', 'stories.id', `${table}.story_id`)
        .select([
          `${table}.story_id as story_id`,
          'stories.title as title',
          `${table}.created_at as created_at`,
        ])
        .where(table === 'bookmarks' ? 'bookmarks.user_id' : 'likes.liker_id', '=', uid)
        .orderBy(`${table}.created_at`)
        .execute();
    return {
      user,
      stories: stories.map((story) => ({
        ...storyFromRow(story),
        scenes: scenes.filter((s) => s.story_id === story.id).map(sceneFromRow),
      })),
      clones: (await this.db.selectFrom('voice_clones').selectAll().where('user_id', '=', uid).execute()).map(
        voiceCloneFromRow,
      ),
      bookmarks: await marked('bookmarks'),
      likes: await marked('likes'),
      lastPlayed:
        (await this.db
          .selectFrom('last_played')
          .select(['story_id', 'played_at'])
          .where('user_id', '=', uid)
          .executeTakeFirst()) ?? null,
      orders: (
        await this.db
          .selectFrom('print_orders')
          .selectAll()
          .where('user_id', '=', uid)
          .orderBy('created_at')
          .execute()
      ).map(printOrderFromRow),
    };
  }

  /** The account's stories, clones and print orders, as they are now (downloads are the queue's). */
  async fileOwners(uid: string) {
    const ids = async (table: 'stories' | 'voice_clones' | 'print_orders') =>
      (await this.db.selectFrom(table).select('id').where('user_id', '=', uid).execute()).map((r) => r.id);
    return {
      stories: await ids('stories'),
      clones: await ids('voice_clones'),
      orders: await ids('print_orders'),
    };
  }

  /**
   * Erases every row of the account in one transaction: its stories (and with them their scenes,
   * likes, bookmarks and reports), its likes and reports of other stories, bookmarks, clones,
   * sessions, jobs and progress events; print orders stay as anonymised rows (no account, address, title or file).
   * Answers the stories and orders it took, read as they were deleted: a story claimed after the
   * account was last listed is among them, so its files go too.
   */
  async erase(uid: string, exportIds: string[]): Promise<ErasedOwners> {
    return this.db.transaction().execute(async (trx) => {
      if (this.options.rowLocks) {
        await trx.selectFrom('users').select('id').where('id', '=', uid).forUpdate().execute();
      }
      const liked = await trx.selectFrom('likes').select('story_id').where('liker_id', '=', uid).execute();
      if (liked.length > 0) {
        await trx
          .updateTable('stories')
          .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
          .where(
            'id',
            'in',
            liked.map((l) => l.story_id),
          )
          .where('like_count', '>', 0)
          .execute();
      }
      await trx.deleteFrom('likes').where('liker_id', '=', uid).execute();
      await trx.deleteFrom('story_reports').where('reporter', '=', `account:${uid}`).execute();
      const stories = (
        await trx.deleteFrom('stories').where('user_id', '=', uid).returning('id').execute()
      ).map((row) => row.id);
      const jobIds = [...stories.map(generationJobId), ...exportIds.map(exportJobId)];
      if (jobIds.length > 0) await trx.deleteFrom('jobs').where('id', 'in', jobIds).execute();
      if (stories.length > 0) await trx.deleteFrom('story_events').where('key', 'in', stories).execute();
      const orders = (
        await trx
          .updateTable('print_orders')
          .set({ user_id: null, shipping: '{}', title: '', pdf_key: null })
          .where('user_id', '=', uid)
          .returning('id')
          .execute()
      ).map((row) => row.id);
      for (const table of ['bookmarks', 'voice_clones', 'sessions'] as const) {
        await trx.deleteFrom(table).where('user_id', '=', uid).execute();
      }
      await trx.deleteFrom('users').where('id', '=', uid).execute();
      return { stories, orders };
    });
  }

  // ---- Operators ----

  async setHidden(storyId: string, hidden: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('stories')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', storyId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      // The operator has decided: the story's open reports are closed, and new ones count afresh.
      await trx
        .updateTable('story_reports')
        .set({ resolved_at: new Date().toISOString() })
        .where('story_id', '=', storyId)
        .where('resolved_at', 'is', null)
        .execute();
      return true;
    });
  }

  /** Deletes a story and its rows (scenes, likes, bookmarks, reports, its job); false when there is none. */
  async deleteStory(storyId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('jobs').where('id', '=', generationJobId(storyId)).execute();
      const result = await trx.deleteFrom('stories').where('id', '=', storyId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  /** Open reports, newest first, with their story's title and whether it is hidden. */
  openReports(): Promise<OpenReport[]> {
    return this.db
      .selectFrom('story_reports')
      .leftJoin('stories', 'stories.id', 'story_reports.story_id')
      .selectAll('story_reports')
      .select(['stories.title as title', 'stories.hidden as hidden'])
      .where('story_reports.resolved_at', 'is', null)
      .orderBy('story_reports.created_at', 'desc')
      .execute();
  }

  /** Anonymous public stories made before `before`, for the retention job. */
  async anonymousPublicBefore(before: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('stories')
      .select('id')
      .where('user_id', 'is', null)
      .where('privacy', '=', 'public')
      .where('created_at', '<', before)
      .execute();
    return rows.map((row) => row.id);
  }
}
