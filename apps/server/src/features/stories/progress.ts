import type { JobEvent } from '@storyloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { type EventLog, MemoryEventLog } from '../../platform/events.ts';
import { PostgresEventLog } from '../../platform/events-postgres.ts';

/** Progress of story generation, keyed by bundle id, replayed to late subscribers. */
export type StoryProgress = EventLog<JobEvent>;

/** On PostgreSQL the events cross processes (a story made by a worker, followed through any API process). */
export const openStoryProgress = (
  database: Config['database'],
  db: Db,
  log: FastifyBaseLogger,
): Promise<StoryProgress> =>
  database.kind === 'postgres'
    ? PostgresEventLog.open<JobEvent>({ db, url: database.url, log })
    : Promise.resolve(new MemoryEventLog<JobEvent>());

/** The job id of a story's generation; the events stream is addressed by it. */
export const generationJobId = (bundleId: string) => `gen_${bundleId}`;
export const bundleIdOfJob = (jobId: string): string | null =>
  jobId.startsWith('gen_') ? jobId.slice(4) : null;
