/** Every job the system runs, with its payload. Each name has exactly one handler. */
export interface JobPayloads {
  'story.generate': { storyId: string };
  /** Writes the zip of everything an account keeps (features/account/export-job.ts). */
  'account.export': { exportId: string; userId: string };
  /** The hourly clean-up: old downloads, and anonymous stories past RETAIN_ANONYMOUS_DAYS. */
  'retention.sweep': { hour: string };
}
export type JobName = keyof JobPayloads;
export const JOB_NAMES = ['story.generate', 'account.export', 'retention.sweep'] as const satisfies JobName[];

export interface JobContext {
  jobId: string;
  attempt: number;
  /**
   * Aborted when the job is cancelled in this process (its subject was deleted), with a
   * `JobHandedBack` reason when this process gives the job up to another worker.
   */
  signal: AbortSignal;
  /**
   * Whether this attempt still holds the job: false once it was cancelled, or taken back after
   * JOB_TIMEOUT_SECONDS and given to another worker, so a stale attempt stops writing.
   */
  isCurrent(): Promise<boolean>;
}

/**
 * The abort reason of an attempt this process gives up while the job is still wanted: the process
 * is shutting down, or the attempt ran past JOB_TIMEOUT_SECONDS. Another worker carries the job
 * on, so the attempt stops without failing it or removing what it wrote.
 */
export class JobHandedBack extends Error {
  override name = 'JobHandedBack';
}

export interface JobHandler<P> {
  /** Does the work; must be idempotent, since a job may run again after a crash. */
  run(payload: P, context: JobContext): Promise<'done' | 'skipped'>;
  /**
   * Called once when the job has failed for the last time, or when its attempts were used up by
   * runs that never finished (a process that crashed or was killed while running it).
   */
  failed(payload: P, error: unknown): Promise<void>;
}
export type JobHandlers = { [K in JobName]: JobHandler<JobPayloads[K]> };

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A job as the queue keeps it (one type per name, so checking the name narrows the payload). */
export type JobRecord<K extends JobName = JobName> = K extends JobName
  ? {
      id: string;
      name: K;
      status: JobStatus;
      payload: JobPayloads[K];
      attempts: number;
      lastError: string | null;
      updatedAt: string;
    }
  : never;

export interface JobCounts {
  queued: number;
  running: number;
  failed: number;
}

export interface QueueOptions {
  /** Jobs this process runs at once; 0 takes none (a process that only enqueues). */
  concurrency: number;
  maxAttempts: number;
  pollMs: number;
  /** How long an attempt may run before another worker takes the job back (JOB_TIMEOUT_SECONDS). */
  lockMs: number;
  /** Base of the exponential backoff between attempts. */
  retryBaseMs: number;
}

export const QUEUE_DEFAULTS: QueueOptions = {
  concurrency: 2,
  maxAttempts: 3,
  pollMs: 500,
  lockMs: 1_800_000,
  retryBaseMs: 2_000,
};

/**
 * The durable job queue: jobs survive a restart, failed attempts are retried with backoff, a
 * job's id makes enqueueing idempotent (and keeps a story to one job, so it never runs twice at
 * once), and a job whose worker died is taken back after its timeout. Embedded in the `jobs`
 * table on SQLite (embedded-queue.ts), pg-boss on PostgreSQL (pg-boss-queue.ts).
 */
export interface JobQueue {
  enqueue<K extends JobName>(name: K, payload: JobPayloads[K], id: string): Promise<void>;
  /** The job is never started again; when it runs in this process its signal is aborted. */
  cancel(id: string): Promise<void>;
  /** Starts working the jobs (up to `concurrency` at once). */
  start(handlers: JobHandlers): Promise<void>;
  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones; those still running then
   * are aborted and handed back, to be retried by another worker. Without `graceMs` it waits.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Resolves when nothing is running or due (for tests and the warm-up). */
  idle(): Promise<void>;
  counts(): Promise<JobCounts>;
  /** The job with this id, wherever it stands; null when there is none. */
  find(id: string): Promise<JobRecord | null>;
  /** The jobs of a name whose payload has this field's value (an account's downloads). */
  findBy<K extends JobName>(
    name: K,
    field: keyof JobPayloads[K] & string,
    value: string,
  ): Promise<JobRecord<K>[]>;
  /** Jobs that failed for good, newest first, with their errors (for the operator). */
  failures(limit: number): Promise<JobRecord[]>;
  /** Throws when the queue's storage cannot be reached (readiness). */
  check(): Promise<void>;
}
