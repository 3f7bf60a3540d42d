import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, JobsTable } from '../db/schema.ts';

/** Every job the system runs, with its payload. Each name has exactly one handler. */
export interface JobPayloads {
  'story.generate': { storyId: string };
  /** Writes the zip of everything an account keeps (features/account/export-job.ts). */
  'account.export': { exportId: string; userId: string };
  /** The hourly clean-up: old downloads, and anonymous stories past RETAIN_ANONYMOUS_DAYS. */
  'retention.sweep': { hour: string };
}
export type JobName = keyof JobPayloads;

export interface JobContext {
  jobId: string;
  attempt: number;
  /** Aborted when the job is cancelled in this process (its subject was deleted). */
  signal: AbortSignal;
}

export interface JobHandler<P> {
  /** Does the work; must be idempotent, since a job may run again after a crash. */
  run(payload: P, context: JobContext): Promise<'done' | 'skipped'>;
  /**
   * Called once when the job has failed for the last time, or when a claim finds its attempts used
   * up by runs that never finished (a process that crashed while running it).
   */
  failed(payload: P, error: unknown): Promise<void>;
}
export type JobHandlers = { [K in JobName]: JobHandler<JobPayloads[K]> };

export interface QueueOptions {
  concurrency: number;
  maxAttempts: number;
  pollMs: number;
  /** How long a claimed job stays locked without a heartbeat before another worker may take it. */
  lockMs: number;
  /** Base of the exponential backoff between attempts. */
  retryBaseMs: number;
}

const DEFAULTS: QueueOptions = {
  concurrency: 2,
  maxAttempts: 3,
  pollMs: 500,
  lockMs: 60_000,
  retryBaseMs: 2_000,
};

type JobRow = Selectable<JobsTable>;

/**
 * A durable job queue kept in the `jobs` table: jobs survive a restart and resume, failed
 * attempts are retried with backoff, and a job's id makes enqueueing idempotent. An attempt
 * counts when it is claimed, so a job that crashes the process stops after its last attempt.
 */
export class JobQueue {
  private readonly options: QueueOptions;
  private readonly workerId = randomUUID();
  private handlers: JobHandlers | null = null;
  private running = new Set<Promise<void>>();
  /** Cancels the jobs running in this process, by id. */
  private readonly controllers = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** Claims under way: a job taken in the database but not yet in `running`. */
  private claims = 0;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async enqueue<K extends JobName>(name: K, payload: JobPayloads[K], id: string): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('jobs')
      .values({
        id,
        name,
        payload: JSON.stringify(payload),
        status: 'queued',
        max_attempts: this.options.maxAttempts,
        run_at: now,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    this.wake();
  }

  /**
   * Starts working. With `recoverRunning` (a single embedded worker) jobs left running by a
   * previous process are taken back at once; otherwise they return when their lock expires.
   * Either way a job whose attempts were all used by runs that never finished is given up.
   */
  async start(handlers: JobHandlers, { recoverRunning = false } = {}): Promise<void> {
    this.handlers = handlers;
    this.stopped = false;
    if (recoverRunning) {
      const result = await this.db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) this.log.info({ jobs: Number(result.numUpdatedRows) }, 'resuming jobs');
    }
    this.schedule(0);
  }

  /**
   * Cancels a job: it is never claimed again, and when it runs in this process its signal is
   * aborted. A job running in another process learns it by checking its subject still exists.
   */
  async cancel(id: string): Promise<void> {
    this.controllers.get(id)?.abort();
    await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }

  /** Stops taking jobs and waits for the running ones to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // A poll in the middle of a claim may still start the job it took: wait for it to come back.
    while (this.polling) await new Promise((r) => setTimeout(r, 5));
    await Promise.allSettled([...this.running]);
  }

  /**
   * How many jobs wait (due or backing off), run (in any process) and have failed for good, for
   * the metrics; one grouped count over the `jobs_due` index.
   */
  async counts(): Promise<{ queued: number; running: number; failed: number }> {
    const rows = await this.db
      .selectFrom('jobs')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['queued', 'running', 'failed'])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { queued: count('queued'), running: count('running'), failed: count('failed') };
  }

  /** Resolves when nothing is running or due (for tests and graceful shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      const due = await this.dueCount();
      // Read after the count: a claim that took the last due job meanwhile is still in flight or running.
      if (due === 0 && this.running.size === 0 && this.claims === 0) return;
      await Promise.allSettled([...this.running]);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  /** Jobs a worker may take now: queued and due, or running under a lock that has lapsed. */
  private claimable(now: string) {
    return (eb: ExpressionBuilder<Database, 'jobs'>) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]);
  }

  private async dueCount(): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(this.claimable(new Date().toISOString()))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        // Counted from before the claim until its work is running, so idle() never misses a job in between.
        this.claims += 1;
        try {
          const job = await this.claim();
          if (!job) break;
          if (job.attempts > job.max_attempts) {
            await this.giveUp(job);
            continue;
          }
          const work = this.execute(job).finally(() => {
            this.running.delete(work);
            this.wake();
          });
          this.running.add(work);
        } finally {
          this.claims -= 1;
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'job poll failed');
    } finally {
      this.polling = false;
      if (!this.stopped) this.schedule(this.options.pollMs);
    }
  }

  /**
   * Takes the next due job, counting the attempt. A job claimed with more attempts than it may
   * have was left running by processes that stopped before it finished: the caller gives it up.
   */
  private async claim(): Promise<JobRow | null> {
    const now = new Date();
    const due = await this.db
      .selectFrom('jobs')
      .select(['id'])
      .where(this.claimable(now.toISOString()))
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    if (!due) return null;
    const claimed = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        locked_by: this.workerId,
        locked_until: new Date(now.getTime() + this.options.lockMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: now.toISOString(),
      }))
      .where('id', '=', due.id)
      .where(this.claimable(now.toISOString()))
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return null;
    return this.db.selectFrom('jobs').selectAll().where('id', '=', due.id).executeTakeFirstOrThrow();
  }

  /** Ends a job whose every attempt was claimed and none finished, and tells its handler. */
  private async giveUp(job: JobRow): Promise<void> {
    const attempts = job.attempts - 1;
    const message = `Stopped after ${attempts} attempts that never finished (the process stopped while running it)`;
    this.log.error({ job: job.id, attempts }, 'job given up: its attempts are used up');
    const result = await this.db
      .updateTable('jobs')
      .set({
        status: 'failed',
        attempts,
        locked_by: null,
        locked_until: null,
        last_error: message,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.workerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return;
    await this.handlerFor(job.name)
      ?.failed(JSON.parse(job.payload) as JobPayloads[JobName], new Error(message))
      .catch((e: unknown) => this.log.error({ err: e }, 'job failure hook failed'));
  }

  /** The handler of a stored job's name; its payload is the one that name was enqueued with. */
  private handlerFor(name: string): JobHandler<JobPayloads[JobName]> | undefined {
    return this.handlers?.[name as JobName] as JobHandler<JobPayloads[JobName]> | undefined;
  }

  private async execute(job: JobRow) {
    const handler = this.handlerFor(job.name);
    const payload = JSON.parse(job.payload) as JobPayloads[JobName];
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    const heartbeat = setInterval(() => {
      void this.db
        .updateTable('jobs')
        .set({ locked_until: new Date(Date.now() + this.options.lockMs).toISOString() })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.workerId)
        .execute()
        .catch((error: unknown) => this.log.warn({ err: error, job: job.id }, 'job heartbeat failed'));
    }, this.options.lockMs / 3);
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      const outcome = await handler.run(payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal: controller.signal,
      });
      await this.finish(job.id, 'done', null);
      this.log.info({ job: job.id, outcome }, 'job finished');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (controller.signal.aborted) {
        this.log.info({ job: job.id }, 'job cancelled');
      } else if (job.attempts < job.max_attempts) {
        const delay = this.options.retryBaseMs * 2 ** (job.attempts - 1);
        this.log.warn({ job: job.id, attempt: job.attempts, err: error }, 'job failed; retrying');
        await this.db
          .updateTable('jobs')
          .set({
            status: 'queued',
            run_at: new Date(Date.now() + delay).toISOString(),
            locked_by: null,
            locked_until: null,
            last_error: message,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.workerId)
          .execute();
      } else {
        this.log.error({ job: job.id, err: error }, 'job failed for good');
        if (!(await this.finish(job.id, 'failed', message))) return;
        await handler
          ?.failed(payload, error)
          .catch((e: unknown) => this.log.error({ err: e }, 'job failure hook failed'));
      }
    } finally {
      clearInterval(heartbeat);
      this.controllers.delete(job.id);
    }
  }

  /**
   * Ends a job this worker holds; false when it no longer holds it (the job was cancelled, or its
   * lock lapsed and another worker took it), so a stale worker never overwrites the outcome.
   */
  private async finish(id: string, status: 'done' | 'failed', lastError: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        status,
        locked_by: null,
        locked_until: null,
        last_error: lastError,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('locked_by', '=', this.workerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
