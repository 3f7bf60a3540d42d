import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from './jobs/queue.ts';

/**
 * Times the stages of a job, which the job names (a few fixed names: each is a series of its own);
 * only work that finishes is recorded.
 */
export interface StageTimer {
  time<T>(stage: string, work: () => Promise<T>): Promise<T>;
}

export interface MetricsDeps {
  /** METRICS=on. Off, nothing is registered: /metrics is an unknown path and no request is timed. */
  enabled: boolean;
  /** Read at each scrape for the job gauges. */
  jobs: Pick<JobQueue, 'counts'>;
}

export interface Metrics {
  /** For the story job's deps; does nothing but run the work when metrics are off. */
  generationStages: StageTimer;
}

const untimed: StageTimer = { time: (_stage, work) => work() };

/** Stories take from a second (builtin engines) to many minutes (cloud pictures and voices). */
const GENERATION_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1200];

const JOB_STATES = ['queued', 'running', 'failed'] as const;

/** Requests the router matched to no route (unknown paths, and the web app's deep links). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics at GET /metrics (text exposition format): Node's process metrics, request
 * durations by route pattern, the job queue's counts and the time each stage of a story takes.
 * Each app has a registry of its own, so several apps can live in one process. Call it before any
 * route is registered, so every route's requests are timed.
 */
export function registerMetrics(app: FastifyInstance, { enabled, jobs }: MetricsDeps): Metrics {
  if (!enabled) return { generationStages: untimed };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'storyloom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  // The route's pattern, never the address asked for: one series per route, whatever the ids.
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'storyloom_jobs',
    help: 'Jobs in the queue by state: queued (due or waiting to retry), running, failed for good',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const counts = await jobs.counts();
        for (const state of JOB_STATES) this.set({ state }, counts[state]);
      } catch (error) {
        // The scrape still gets the other metrics; a missing series says the count failed.
        this.reset();
        app.log.warn({ err: error }, 'could not count the jobs for the metrics');
      }
    },
  });

  const stageDuration = new Histogram({
    name: 'storyloom_generation_stage_seconds',
    help: 'Time each stage of making a story takes, as the story job names them',
    labelNames: ['stage'] as const,
    buckets: GENERATION_BUCKETS,
    registers: [registry],
  });

  // For operators, not for the apps: the API document at /v1/openapi.json leaves it out.
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });

  return {
    generationStages: {
      async time(stage, work) {
        const started = performance.now();
        const result = await work();
        stageDuration.observe({ stage }, (performance.now() - started) / 1000);
        return result;
      },
    },
  };
}
