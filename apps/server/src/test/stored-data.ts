import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';

/** Every table that holds the app's data (the migrations' own bookkeeping aside). */
export const DATA_TABLES = [
  'users',
  'stories',
  'scenes',
  'likes',
  'bookmarks',
  'voice_clones',
  'print_orders',
  'jobs',
  'sessions',
  'story_reports',
  'story_events',
  'last_played',
] as const satisfies readonly (keyof Database)[];

/** Every row of every data table, as text: to compare before and after, or to search for what is left. */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of DATA_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row));
  }
  return rows;
}

/** How many rows each data table holds. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DATA_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The files below a folder, relative to it and sorted; none when it does not exist. */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
