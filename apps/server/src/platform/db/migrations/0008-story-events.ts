import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Progress events of the stories being made, kept so that every process can replay a story's
 * events to a late follower (platform/events-postgres.ts). Only PostgreSQL fills it; on SQLite one
 * process keeps them in memory, but the schema stays the same on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('story_events')
    // The order of the events: a key's events are replayed by it.
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('story_events_key').on('story_events').columns(['key', 'seq']).execute();
  await db.schema.createIndex('story_events_age').on('story_events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('story_events').execute();
}
