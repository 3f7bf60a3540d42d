import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { EmbeddedJobQueue } from './embedded-queue.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';
import type { JobQueue, QueueOptions } from './queue.ts';

/**
 * The queue for the configured database: pg-boss on PostgreSQL, where several processes share
 * the jobs; the `jobs` table on SQLite, whose single process takes back at start what it left running.
 */
export async function openJobQueue(
  database: Config['database'],
  db: Db,
  log: FastifyBaseLogger,
  options: Partial<QueueOptions> = {},
): Promise<JobQueue> {
  if (database.kind === 'postgres') return PgBossJobQueue.open(database.url, log, options);
  return new EmbeddedJobQueue(db, log, { ...options, recoverRunning: true });
}
