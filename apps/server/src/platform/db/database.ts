import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../private-files.ts';
import * as initial from './migrations/0001-initial.ts';
import * as sessions from './migrations/0002-sessions.ts';
import * as signVideoMp4 from './migrations/0003-sign-video-mp4.ts';
import * as storyRequester from './migrations/0004-story-requester.ts';
import * as opaqueUserIds from './migrations/0005-opaque-user-ids.ts';
import * as printOrdersOwnFiles from './migrations/0006-print-orders-own-files.ts';
import * as accountData from './migrations/0007-account-data.ts';
import * as storyEvents from './migrations/0008-story-events.ts';
import * as archiveIndex from './migrations/0009-archive-index.ts';
import * as storyAppearance from './migrations/0010-story-appearance.ts';
import * as storyPlot from './migrations/0011-story-plot.ts';
import * as coverFocus from './migrations/0012-cover-focus.ts';
import * as storySearchText from './migrations/0013-story-search-text.ts';
import * as lastPlayed from './migrations/0014-last-played.ts';
import * as printOrderNumbers from './migrations/0015-print-order-numbers.ts';
import * as favouriteThings from './migrations/0016-favourite-things.ts';
import * as pictureVariants from './migrations/0017-picture-variants.ts';
import type { Database } from './schema.ts';
import { countWrites, WriteCounter } from './write-counter.ts';

export type Db = Kysely<Database>;

/** Migrations in order; the name is stored, so never rename one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sessions': sessions,
  '0003-sign-video-mp4': signVideoMp4,
  '0004-story-requester': storyRequester,
  '0005-opaque-user-ids': opaqueUserIds,
  '0006-print-orders-own-files': printOrdersOwnFiles,
  '0007-account-data': accountData,
  '0008-story-events': storyEvents,
  '0009-archive-index': archiveIndex,
  '0010-story-appearance': storyAppearance,
  '0011-story-plot': storyPlot,
  '0012-cover-focus': coverFocus,
  '0013-story-search-text': storySearchText,
  '0014-last-played': lastPlayed,
  '0015-print-order-numbers': printOrderNumbers,
  '0016-favourite-things': favouriteThings,
  '0017-picture-variants': pictureVariants,
};

/** Opens the configured database: SQLite (WAL) on one machine, PostgreSQL beyond it. */
export function openDatabase(config: Config['database']): Db {
  if (config.kind === 'postgres') {
    const counter = new WriteCounter();
    return countWrites(
      new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url }) }),
        plugins: [counter],
      }),
      counter,
    );
  }
  if (config.file !== ':memory:') {
    makePrivateDirSync(path.dirname(config.file));
    // Made private before SQLite opens it: its WAL and shared-memory files take the database file's mode.
    fs.closeSync(fs.openSync(config.file, 'a', PRIVATE_FILE_MODE));
    fs.chmodSync(config.file, PRIVATE_FILE_MODE);
  }
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  for (const companion of ['-wal', '-shm']) {
    if (config.file !== ':memory:' && fs.existsSync(config.file + companion)) {
      fs.chmodSync(config.file + companion, PRIVATE_FILE_MODE);
    }
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const counter = new WriteCounter();
  return countWrites(
    new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [counter] }),
    counter,
  );
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
