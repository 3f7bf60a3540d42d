import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { within } from '../../lib/concurrency.ts';
import type { Db } from '../db/database.ts';
import type { Database, JobsTable } from '../db/schema.ts';
import {
  type JobCounts,
  JobHandedBack,
  type JobHandler,
  type JobHandlers,
  type JobName,
  type JobPayloads,
  type JobQueue,
  type JobRecord,
  type JobStatus,
  QUEUE_DEFAULTS,
  type QueueOptions,
} from './queue.ts';

export interface EmbeddedQueueOptions extends QueueOptions {
  /**
   * Take back at start the jobs a previous process left running (a single embedded worker);
   * otherwise they return when their lock expires.
   */
  recoverRunning: boolean;
}

type JobRow = Selectable<JobsTable>;

/** How long stop() waits for aborted runs to end before letting the process go. */
const ABORT_GRACE_MS = 5_000;

/**
 * The job queue kept in the `jobs` table, for the single-machine setup on SQLite. An attempt
 * counts when it is claimed, so a job that crashes the process stops after its last attempt.
 */
export class EmbeddedJobQueue implements JobQueue {
  private readonly options: EmbeddedQueueOptions;
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
    options: Partial<EmbeddedQueueOptions> = {},
  ) {
    this.options = { ...QUEUE_DEFAULTS, recoverRunning: false, ...options };
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

  /** Starts working. Either way a job whose attempts were all used by runs that never finished is given up. */
  async start(handlers: JobHandlers): Promise<void> {
    this.handlers = handlers;
    this.stopped = false;
    if (this.options.recoverRunning) {
      const result = await this.db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) this.log.info({ jobs: Number(result.numUpdatedRows) }, 'resuming jobs');
    }
    this.schedule(0);
  }

  /** A job running in another process learns it by checking its subject still exists. */
  async cancel(id: string): Promise<void> {
    this.controllers.get(id)?.abort();
    await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }

  async stop({ graceMs }: { graceMs?: number } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // A poll in the middle of a claim may still start the job it took: wait for it to come back.
    while (this.polling) await new Promise((r) => setTimeout(r, 5));
    const settled = Promise.allSettled([...this.running]);
    if (graceMs === undefined || (await within(settled, graceMs))) return;
    for (const controller of this.controllers.values())
      controller.abort(new JobHandedBack('The worker is shutting down; the job is handed back'));
    // Handed back without counting the attempt: the next process runs it as if this one never had.
    await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        locked_by: null,
        locked_until: null,
        updated_at: new Date().toISOString(),
      }))
      .where('status', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .execute();
    await within(settled, ABORT_GRACE_MS);
  }

  async idle(): Promise<void> {
    for (;;) {
      const due = await this.dueCount();
      // Read after the count: a claim that took the last due job meanwhile is still in flight or running.
      if (due === 0 && this.running.size === 0 && this.claims === 0) return;
      await Promise.allSettled([...this.running]);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('status', 'in', ['queued', 'running', 'failed'])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { queued: count('queued'), running: count('running'), failed: count('failed') };
  }

  async find(id: string): Promise<JobRecord | null> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findBy<K extends JobName>(name: K, field: keyof JobPayloads[K] & string, value: string) {
    const rows = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', name)
      .where('payload', 'like', `%${JSON.stringify({ [field]: value }).slice(1, -1)}%`)
      .execute();
    return rows
      .map((row) => toRecord(row) as JobRecord<K>)
      .filter((record) => (record.payload as Record<string, unknown>)[field] === value);
  }

  async failures(limit: number): Promise<JobRecord[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async check(): Promise<void> {
    await sql`select 1 from jobs limit 1`.execute(this.db);
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

  /** The row of this attempt while it still holds the job (not cancelled, lapsed, retaken or handed back). */
  private held(job: JobRow) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .where('attempts', '=', job.attempts);
  }

  private async execute(job: JobRow) {
    const handler = this.handlerFor(job.name);
    const payload = JSON.parse(job.payload) as JobPayloads[JobName];
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    const isCurrent = async () => {
      const row = await this.db
        .selectFrom('jobs')
        .select(['status', 'locked_by', 'attempts', 'locked_until'])
        .where('id', '=', job.id)
        .executeTakeFirst();
      return (
        row?.status === 'running' &&
        row.locked_by === this.workerId &&
        row.attempts === job.attempts &&
        (row.locked_until ?? '') >= new Date().toISOString()
      );
    };
    // Past its lock another claim may take the job: this attempt stops at its next check.
    const timeout = setTimeout(
      () => controller.abort(new JobHandedBack('The job ran past JOB_TIMEOUT_SECONDS')),
      this.options.lockMs,
    );
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      const outcome = await handler.run(payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal: controller.signal,
        isCurrent,
      });
      await this.finish(job, 'done', null);
      this.log.info({ job: job.id, outcome }, 'job finished');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (controller.signal.reason instanceof JobHandedBack) {
        this.log.info({ job: job.id }, 'job handed back');
      } else if (controller.signal.aborted) {
        this.log.info({ job: job.id }, 'job cancelled');
      } else if (job.attempts < job.max_attempts) {
        const delay = this.options.retryBaseMs * 2 ** (job.attempts - 1);
        this.log.warn({ job: job.id, attempt: job.attempts, err: error }, 'job failed; retrying');
        await this.held(job)
          .set({
            status: 'queued',
            run_at: new Date(Date.now() + delay).toISOString(),
            locked_by: null,
            locked_until: null,
            last_error: message,
            updated_at: new Date().toISOString(),
          })
          .execute();
      } else {
        this.log.error({ job: job.id, err: error }, 'job failed for good');
        if (!(await this.finish(job, 'failed', message))) return;
        await handler
          ?.failed(payload, error)
          .catch((e: unknown) => this.log.error({ err: e }, 'job failure hook failed'));
      }
    } finally {
      clearTimeout(timeout);
      this.controllers.delete(job.id);
    }
  }

  /**
   * Ends a job this attempt holds; false when it no longer holds it (the job was cancelled, or its
   * lock lapsed and another attempt took it), so a stale attempt never overwrites the outcome.
   */
  private async finish(job: JobRow, status: 'done' | 'failed', lastError: string | null): Promise<boolean> {
    const result = await this.held(job)
      .set({
        status,
        locked_by: null,
        locked_until: null,
        last_error: lastError,
        updated_at: new Date().toISOString(),
      })
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

/** The stored name and payload were enqueued together, so the pair is one of JobRecord's. */
function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    name: row.name as JobName,
    status: row.status as JobStatus,
    payload: JSON.parse(row.payload) as JobPayloads[JobName],
    attempts: row.attempts,
    lastError: row.last_error,
    updatedAt: row.updated_at,
  } as JobRecord;
}
