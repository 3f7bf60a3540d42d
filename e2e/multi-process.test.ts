import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../apps/server/src/test/s3-server.ts';
import { type RunningPostgres, startPostgres } from './support/postgres.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Storyloom as operators run it beyond one machine: two API processes and two workers on one
 * PostgreSQL database and one S3-compatible bucket, the compiled server in each. One worker is
 * killed while it holds jobs; every story must still end ready, once, with its media in the
 * bucket and none on any process's disk, and its events must reach the API that did not start it.
 */

const STORIES = 20;
const SCENES = 2;
/** How long a job held by a killed worker stays taken before another worker may run it. */
const JOB_TIMEOUT_SECONDS = 20;

interface Followed {
  bundleId: string;
  startedOn: number;
  events: string[];
}

/** Reads a story's event stream to its end, through the given API process. */
async function follow(api: RunningServer, eventsUrl: string): Promise<string[]> {
  const res = await fetch(`${api.url}${eventsUrl}`);
  if (!res.ok) throw new Error(`events answered ${res.status}`);
  const text = await res.text();
  return [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1] as string);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('several processes on PostgreSQL and S3-compatible storage', () => {
  let postgres: RunningPostgres;
  let s3: TestS3Server;
  const apis: RunningServer[] = [];
  const workers: RunningServer[] = [];
  /** The stories each worker has made a scene of, by worker. */
  const workedOn: Set<string>[] = [new Set(), new Set()];

  beforeAll(async () => {
    [postgres, s3] = await Promise.all([startPostgres(), startS3Server()]);
    const shared = {
      ...s3.env,
      DATABASE_URL: postgres.url,
      AUTH_SECRET: 'a-secret-every-process-shares-0123456789',
      RATE_LIMITS: 'off',
      WARM_UP: 'off',
      JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
      WORKER_CONCURRENCY: '2',
      // The SDK's notice that its releases of 2027 will need Node 22, once per process.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // One after another: each runs the migrations at start, the first one for real.
    apis.push(await startServer({ ...shared, ROLE: 'api' }));
    apis.push(await startServer({ ...shared, ROLE: 'api' }));
    for (const index of [0, 1]) {
      const seen = workedOn[index] as Set<string>;
      workers.push(
        await startServer({ ...shared, ROLE: 'worker', LOG_LEVEL: 'debug' }, (line) => {
          const storyId = /"storyId":"([^"]+)"/.exec(line)?.[1];
          if (storyId) seen.add(storyId);
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([...apis, ...workers].map((server) => server.stop()));
    await Promise.allSettled([s3?.close(), postgres?.stop()]);
  });

  it('makes every story exactly once when a worker is killed while it holds jobs', async () => {
    const started = performance.now();
    const asked = await Promise.all(
      Array.from({ length: STORIES }, async (_, i) => {
        const startedOn = i % 2;
        const api = apis[startedOn] as RunningServer;
        const res = await fetch(`${api.url}/v1/stories/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', prefer: 'respond-async' },
          body: JSON.stringify({
            child_name: `Child ${i + 1}`,
            theme: ['space', 'ocean', 'forest', 'dinosaurs'][i % 4],
            language: 'en',
            age: 5,
            scenes: SCENES,
          }),
        });
        expect(res.status).toBe(202);
        const { bundle_id, events_url } = (await res.json()) as { bundle_id: string; events_url: string };
        return { bundleId: bundle_id, startedOn, eventsUrl: events_url };
      }),
    );
    // Each story is followed through the API process that did not start it.
    const followed: Promise<Followed>[] = asked.map(async ({ bundleId, startedOn, eventsUrl }) => ({
      bundleId,
      startedOn,
      events: await follow(apis[1 - startedOn] as RunningServer, eventsUrl),
    }));

    // Killed while it holds jobs: once it has made a scene, with stories of its own unfinished.
    const doomed = workers[0] as RunningServer;
    const deadline = Date.now() + 60_000;
    while ((workedOn[0] as Set<string>).size === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(workedOn[0]?.size).toBeGreaterThan(0);
    await doomed.kill('SIGKILL');
    // What it had written: once it is gone, and the uploads it had finished sending are stored. A
    // story it held is taken over only when its job times out, seconds later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const writtenBeforeKill = new Set(s3.writes().keys());

    const results = await Promise.all(followed);
    const seconds = (performance.now() - started) / 1000;

    for (const { bundleId, events } of results) {
      expect(
        events.filter((e) => e === 'done'),
        bundleId,
      ).toHaveLength(1);
      expect(events, bundleId).not.toContain('error');
    }
    // Every story is whole, read through either API process.
    for (const [i, { bundleId }] of results.entries()) {
      const api = apis[i % 2] as RunningServer;
      const bundle = (await (await fetch(`${api.url}/v1/stories/bundle/${bundleId}`)).json()) as {
        status: string;
        scenes: { ready: boolean; image_url: string | null; audio_url: string | null }[];
      };
      expect(bundle.status).toBe('ready');
      expect(bundle.scenes).toHaveLength(SCENES);
      for (const scene of bundle.scenes) {
        expect(scene.ready).toBe(true);
        for (const url of [scene.image_url, scene.audio_url]) {
          const media = await fetch(new URL(url as string, api.url));
          expect(media.status, url as string).toBe(200);
        }
      }
    }
    // A file written twice can only be one the killed worker had written when it died, for a scene
    // it had not finished: it is made again once, by the worker that took the story over.
    const writes = s3.writes();
    const rewritten = [...writes].filter(([, count]) => count > 1).map(([key]) => key);
    for (const key of rewritten) {
      expect(writtenBeforeKill.has(key), key).toBe(true);
      expect(writes.get(key), key).toBe(2);
    }
    // Nothing was kept on the processes' own disks: the bucket holds every file.
    for (const server of [...apis, ...workers]) {
      expect(filesUnder(path.join(server.dataDir, 'media'))).toEqual([]);
    }
    console.log(
      `${STORIES} stories of ${SCENES} scenes through 2 API processes and 2 workers, one worker killed ` +
        `(${rewritten.length} files it had begun written again): all ready in ${seconds.toFixed(1)} s`,
    );
  }, 300_000);
});
