import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { generateStory } from '../test/requests.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { registerMetrics } from './metrics.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of one sample in a Prometheus exposition, by its name and exact labels. */
function sample(exposition: string, name: string, labels: string): number | undefined {
  const line = exposition.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is an unknown path when metrics are off', async () => {
    t = await buildTestApp();
    const metrics = await t.app.inject('/metrics');
    const unknown = await t.app.inject('/nothing-here');
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual(unknown.json());
  });

  it('times requests by route pattern, counts the jobs and times the stages of a story', async () => {
    t = await buildTestApp({ env: { METRICS: 'on' } });
    const { bundle_id } = await generateStory(t.app, { scenes: 2 });
    await t.app.jobs.idle();
    expect((await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).statusCode).toBe(200);
    expect((await t.app.inject('/v1/nothing-here')).statusCode).toBe(404);

    const response = await t.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;

    const requests = 'storyloom_http_request_duration_seconds_count';
    expect(
      sample(text, requests, 'method="GET",route="/v1/stories/bundle/:bundleId",status_code="200"'),
    ).toBe(1);
    expect(sample(text, requests, 'method="POST",route="/v1/stories/generate",status_code="200"')).toBe(1);
    expect(sample(text, requests, 'method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(text).not.toContain(bundle_id);

    for (const state of ['queued', 'running', 'failed']) {
      expect(sample(text, 'storyloom_jobs', `state="${state}"`), state).toBe(0);
    }

    const stages = 'storyloom_generation_stage_seconds_count';
    expect(sample(text, stages, 'stage="write"')).toBe(1);
    expect(sample(text, stages, 'stage="picture"')).toBe(2);
    expect(sample(text, stages, 'stage="narration"')).toBe(2);
    expect(sample(text, stages, 'stage="story"')).toBe(1);
    expect(sample(text, 'storyloom_generation_stage_seconds_sum', 'stage="story"')).toBeGreaterThan(0);

    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('counts the jobs waiting at each scrape', async () => {
    t = await buildTestApp({ env: { METRICS: 'on' } });
    // The worker starts when the app is ready: stopped after that, it leaves the job waiting.
    await t.app.ready();
    await t.app.jobs.stop();
    await t.app.jobs.enqueue('retention.sweep', { hour: '2026-01-01T00' }, 'sweep-waiting');
    const text = (await t.app.inject('/metrics')).body;
    expect(sample(text, 'storyloom_jobs', 'state="queued"')).toBe(1);
  });

  it('serves a bare app, as a worker process has, and times only the stages that finish', async () => {
    const app = Fastify({ logger: false });
    let counts = async () => ({ queued: 2, running: 1, failed: 3 });
    const { generationStages } = registerMetrics(app, { enabled: true, jobs: { counts: () => counts() } });
    app.get('/v1/health', async () => ({ ok: true }));
    try {
      await generationStages.time('picture', async () => 'drawn');
      await expect(
        generationStages.time('picture', async () => Promise.reject(new Error('provider down'))),
      ).rejects.toThrow('provider down');
      await app.inject('/v1/health');

      let text = (await app.inject('/metrics')).body;
      expect(sample(text, 'storyloom_generation_stage_seconds_count', 'stage="picture"')).toBe(1);
      expect(
        sample(
          text,
          'storyloom_http_request_duration_seconds_count',
          'method="GET",route="/v1/health",status_code="200"',
        ),
      ).toBe(1);
      const jobCounts = ['queued', 'running', 'failed'].map((state) =>
        sample(text, 'storyloom_jobs', `state="${state}"`),
      );
      expect(jobCounts).toEqual([2, 1, 3]);

      // A count that fails leaves its series out; the rest is still served.
      counts = () => Promise.reject(new Error('database down'));
      const failing = await app.inject('/metrics');
      text = failing.body;
      expect(failing.statusCode).toBe(200);
      expect(sample(text, 'storyloom_jobs', 'state="queued"')).toBeUndefined();
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    } finally {
      await app.close();
    }
  });
});
