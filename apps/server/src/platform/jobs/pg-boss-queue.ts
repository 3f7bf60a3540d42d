import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { within } from '../../lib/concurrency.ts';
import {
  JOB_NAMES,
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

/** pg-boss keeps its tables in this schema of the app's database. */
const SCHEMA = 'pgboss';
/** How long stop() waits for aborted runs to end before letting the process go. */
const ABORT_GRACE_MS = 5_000;

/** A job's data in pg-boss: our id (pg-boss's own ids are uuids) and the payload. */
interface BossData {
  key: string;
  payload: JobPayloads[JobName];
}

/** Where a job failed for good is copied, so its failure hook runs once, wherever the attempt ended. */
const deadLetterOf = (name: JobName) => `${name}.dead`;

/** pg-boss wants uuids: ours are derived from our ids, so enqueueing an id twice inserts nothing. */
export function bossId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const STATUS: Record<string, JobStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

interface BossRow {
  name: string;
  state: string;
  data: BossData;
  retry_count: number;
  output: { message?: string; value?: { message?: string } } | null;
  updated: Date;
}

/** The error text pg-boss kept: ours from fail(), or its own for an attempt that timed out. */
const errorOf = (output: BossRow['output']) => output?.message ?? output?.value?.message ?? null;

/** The stored name and payload were enqueued together, so the pair is one of JobRecord's. */
function toRecord(row: BossRow): JobRecord {
  return {
    id: row.data.key,
    name: row.name as JobName,
    status: STATUS[row.state] ?? 'failed',
    payload: row.data.payload,
    attempts: row.retry_count + 1,
    lastError: errorOf(row.output),
    updatedAt: new Date(row.updated).toISOString(),
  } as JobRecord;
}

/** The jobs of ours, live and archived, with the columns toRecord reads. */
const JOBS = `(
  select name, id, state, data, retry_count, output, start_after,
    coalesce(completed_on, started_on, created_on) as updated
  from ${SCHEMA}.job where name = any($1)
  union all
  select name, id, state, data, retry_count, output, start_after,
    coalesce(completed_on, started_on, created_on) as updated
  from ${SCHEMA}.archive where name = any($1)
) jobs`;

interface Running {
  /** The pg-boss queue it was taken from: a job's name, or its dead letters'. */
  queue: string;
  bossId: string;
  retryCount: number;
  controller: AbortController;
}

type Fetched = PgBoss.JobWithMetadata<BossData>;

/**
 * The job queue on PostgreSQL, for several processes: pg-boss keeps the jobs, and a job whose
 * worker died (or ran past JOB_TIMEOUT_SECONDS) is failed by its maintenance and retried by any
 * worker. Each process polls for due jobs and is woken at once by its own enqueues.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly options: QueueOptions;
  private readonly boss: PgBoss;
  private handlers: JobHandlers | null = null;
  private readonly running = new Map<Promise<void>, Running>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = true;
  private closed = false;

  private constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    options: Partial<QueueOptions>,
  ) {
    this.options = { ...QUEUE_DEFAULTS, ...options };
    const timeoutSeconds = this.timeoutSeconds();
    this.boss = new PgBoss({
      connectionString: url,
      schema: SCHEMA,
      max: Math.max(2, this.options.concurrency + 2),
      application_name: 'storyloom-jobs',
      // The sweep is enqueued by the app each hour: no cron, so no clock monitor either.
      schedule: false,
      // Expiry is checked in maintenance: often enough that a dead worker's job returns soon after its timeout.
      maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.floor(timeoutSeconds / 10))),
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  }

  /** Connects, installs or updates pg-boss's schema (under its own lock) and creates the queues. */
  static async open(url: string, log: FastifyBaseLogger, options: Partial<QueueOptions> = {}) {
    const queue = new PgBossJobQueue(url, log, options);
    await queue.boss.start();
    for (const name of JOB_NAMES) {
      await queue.ensureQueue(deadLetterOf(name));
      await queue.ensureQueue(name);
    }
    return queue;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    try {
      await this.boss.createQueue(name);
    } catch (error) {
      // Another process made it at the same moment.
      if (!(await this.boss.getQueue(name))) throw error;
    }
  }

  private timeoutSeconds(): number {
    return Math.max(1, Math.round(this.options.lockMs / 1000));
  }

  async enqueue<K extends JobName>(name: K, payload: JobPayloads[K], id: string): Promise<void> {
    const data: BossData = { key: id, payload };
    await this.boss.send(name, data, {
      id: bossId(id),
      retryLimit: this.options.maxAttempts - 1,
      retryDelay: Math.max(1, Math.round(this.options.retryBaseMs / 1000)),
      retryBackoff: true,
      expireInSeconds: this.timeoutSeconds(),
      deadLetter: deadLetterOf(name),
    });
    this.wake();
  }

  async start(handlers: JobHandlers): Promise<void> {
    this.handlers = handlers;
    this.stopped = false;
    this.schedule(0);
  }

  /** A job running in another process learns it at its next check that the attempt is current. */
  async cancel(id: string): Promise<void> {
    const uuid = bossId(id);
    for (const job of this.running.values()) if (job.bossId === uuid) job.controller.abort();
    for (const name of JOB_NAMES) await this.boss.cancel(name, uuid);
  }

  async stop({ graceMs }: { graceMs?: number } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.polling) await new Promise((r) => setTimeout(r, 5));
    const settled = Promise.allSettled([...this.running.keys()]);
    if (graceMs === undefined || (await within(settled, graceMs))) return this.close();
    for (const job of this.running.values()) {
      job.controller.abort(new JobHandedBack('The worker is shutting down; the job is handed back'));
      await this.handBack(job);
    }
    await within(settled, ABORT_GRACE_MS);
    await this.close();
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.boss.stop({ graceful: false, close: true });
  }

  /**
   * Puts a running job back as due, without counting the attempt: pg-boss counts an attempt when
   * it starts a job that had started before, so the start is forgotten with the state.
   */
  private async handBack(job: Running): Promise<void> {
    await this.sql(
      `update ${SCHEMA}.job set state = 'retry', started_on = null, start_after = now()
       where name = $1 and id = $2 and state = 'active' and retry_count = $3`,
      [job.queue, job.bossId, job.retryCount],
    );
    this.log.info({ job: job.bossId }, 'job handed back');
  }

  async idle(): Promise<void> {
    for (;;) {
      const [row] = await this.sql<{ n: number }>(
        `select count(*)::int as n from ${SCHEMA}.job
         where name = any($1) and state < 'active' and start_after < now()`,
        [this.allNames()],
      );
      if (row?.n === 0 && this.running.size === 0 && !this.polling) return;
      await Promise.allSettled([...this.running.keys()]);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.sql<{ state: string; n: number }>(
      `select state, count(*)::int as n from ${SCHEMA}.job
       where name = any($1) and state in ('created', 'retry', 'active', 'failed') group by state`,
      [JOB_NAMES],
    );
    const count = (...states: string[]) =>
      rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
    return { queued: count('created', 'retry'), running: count('active'), failed: count('failed') };
  }

  async find(id: string): Promise<JobRecord | null> {
    const [row] = await this.sql<BossRow>(`select * from ${JOBS} where id = $2 limit 1`, [
      JOB_NAMES,
      bossId(id),
    ]);
    return row ? toRecord(row) : null;
  }

  async findBy<K extends JobName>(name: K, field: keyof JobPayloads[K] & string, value: string) {
    const rows = await this.sql<BossRow>(`select * from ${JOBS} where data->'payload'->>$2 = $3`, [
      [name],
      field,
      value,
    ]);
    return rows.map((row) => toRecord(row) as JobRecord<K>);
  }

  async failures(limit: number): Promise<JobRecord[]> {
    const rows = await this.sql<BossRow>(
      `select * from ${JOBS} where state = 'failed' order by updated desc limit $2`,
      [JOB_NAMES, limit],
    );
    return rows.map(toRecord);
  }

  async check(): Promise<void> {
    await this.sql(`select 1 from ${SCHEMA}.version`, []);
  }

  private async sql<T>(text: string, values: unknown[]): Promise<T[]> {
    return (await this.boss.getDb().executeSql(text, values)).rows as T[];
  }

  /** Our queues and their dead letters. */
  private allNames(): string[] {
    return [...JOB_NAMES, ...JOB_NAMES.map(deadLetterOf)];
  }

  private wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      let found = true;
      while (found && !this.stopped) {
        found = false;
        for (const name of JOB_NAMES) {
          for (const queue of [name, deadLetterOf(name)]) {
            if (this.stopped || this.running.size >= this.options.concurrency) return;
            const [job] = await this.boss.fetch<BossData>(queue, { batchSize: 1, includeMetadata: true });
            if (!job) continue;
            found = true;
            const running: Running = {
              queue,
              bossId: job.id,
              retryCount: job.retryCount,
              controller: new AbortController(),
            };
            const work = (
              queue === name ? this.execute(name, job, running.controller) : this.runFailureHook(name, job)
            ).finally(() => {
              this.running.delete(work);
              this.wake();
            });
            this.running.set(work, running);
          }
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'job poll failed');
    } finally {
      this.polling = false;
      if (!this.stopped) this.schedule(this.options.pollMs);
    }
  }

  private handlerFor(name: JobName): JobHandler<JobPayloads[JobName]> | undefined {
    return this.handlers?.[name] as JobHandler<JobPayloads[JobName]> | undefined;
  }

  /** The attempt still holds the job: not cancelled, not timed out and retried, not handed back. */
  private async isCurrent(name: JobName, job: Fetched): Promise<boolean> {
    const [row] = await this.sql<{ state: string; retry_count: number; started_on: Date | null }>(
      `select state, retry_count, started_on from ${SCHEMA}.job where name = $1 and id = $2`,
      [name, job.id],
    );
    return (
      row?.state === 'active' &&
      row.retry_count === job.retryCount &&
      row.started_on?.getTime() === new Date(job.startedOn).getTime()
    );
  }

  private async execute(name: JobName, job: Fetched, controller: AbortController): Promise<void> {
    const key = job.data.key;
    const isCurrent = () => this.isCurrent(name, job);
    // Past its timeout pg-boss gives the job to another worker: this attempt stops at its next check.
    const timeout = setTimeout(
      () => controller.abort(new JobHandedBack('The job ran past JOB_TIMEOUT_SECONDS')),
      this.options.lockMs,
    );
    try {
      const handler = this.handlerFor(name);
      if (!handler) throw new Error(`No handler for job ${name}`);
      const outcome = await handler.run(job.data.payload, {
        jobId: key,
        attempt: job.retryCount + 1,
        signal: controller.signal,
        isCurrent,
      });
      if (await isCurrent()) await this.boss.complete(name, job.id);
      this.log.info({ job: key, outcome }, 'job finished');
    } catch (error) {
      if (controller.signal.reason instanceof JobHandedBack) return;
      if (controller.signal.aborted) {
        this.log.info({ job: key }, 'job cancelled');
        return;
      }
      if (!(await isCurrent())) {
        this.log.info({ job: key }, 'job attempt stopped: another attempt holds it now');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const last = job.retryCount >= job.retryLimit;
      this.log[last ? 'error' : 'warn'](
        { job: key, attempt: job.retryCount + 1, err: error },
        last ? 'job failed for good' : 'job failed; retrying',
      );
      await this.boss.fail(name, job.id, { message });
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Runs a job's failure hook from its dead letter; a hook that throws is tried again. */
  private async runFailureHook(name: JobName, letter: Fetched): Promise<void> {
    const { output } = letter as Fetched & { output: BossRow['output'] };
    const error = new Error(errorOf(output) ?? 'The job failed');
    try {
      await this.handlerFor(name)?.failed(letter.data.payload, error);
      await this.boss.complete(deadLetterOf(name), letter.id);
    } catch (hookError) {
      this.log.error({ err: hookError, job: letter.data.key }, 'job failure hook failed');
      await this.boss.fail(deadLetterOf(name), letter.id, { message: String(hookError) });
    }
  }
}
