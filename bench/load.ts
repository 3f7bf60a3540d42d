/**
 * The load scenario: a real server process on loopback, its limits on, with 200 readers of the
 * archive and the player at once and a burst of 20 story requests from a few clients. Reports the
 * errors (none are expected but the designed 429 and 503 of the burst), the p99 of /v1/health and
 * of the bundle route, and the server's peak memory. BENCH_LOAD_SECONDS sets how long it runs
 * (60 by default). Alone: `BENCH_LOAD_SECONDS=10 node --import tsx bench/load.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { insertStory } from '../apps/server/src/test/factories.ts';
import { startServer, stopServer } from './server-process.ts';
import { percentile } from './stats.ts';

const READERS = 200;
const GENERATIONS = Number(process.env.BENCH_LOAD_GENERATIONS ?? 20);
/** The burst comes from this many clients (named by X-Forwarded-For through a trusted proxy). */
const BURST_CLIENTS = 4;
const ARCHIVE_SIZE = 300;
/** A reader looks at a page for this long, give or take half, before the next: 200 readers ask ~70 times a second. */
const THINK_MS = 3000;

export interface LoadFigures {
  scenario: string;
  seconds: number;
  readers: number;
  reader_requests: number;
  /** Reader answers that were not 200, and requests that got no answer: must be 0. */
  reader_errors: number;
  generate: { accepted: number; rate_limited: number; queue_full: number; errors: number };
  stories_made: number;
  health_p99_ms: number;
  health_max_ms: number;
  bundle_p99_ms: number;
  list_p99_ms: number;
  peak_rss_mb: number;
}

/** The server's resident memory now and at its highest, in MB, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** An archive of ready public stories, written before the server starts. */
async function seedArchive(dataDir: string): Promise<string[]> {
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  await migrateToLatest(db);
  const ids: string[] = [];
  const children = ['Mia', 'Noah', 'Aiyana', 'Kenji', 'Lucía', 'Omar'];
  for (let i = 0; i < ARCHIVE_SIZE; i++)
    ids.push(await insertStory(db, { child: children[i % children.length] }));
  await db.destroy();
  return ids;
}

/** The server with the limits as shipped; the burst's clients are told apart by the proxy header, as behind nginx. */
const startLimitedServer = (dataDir: string) =>
  startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

export async function measureLoad(
  seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60),
): Promise<LoadFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-load-'));
  const ids = await seedArchive(dataDir);
  const { url, child } = await startLimitedServer(dataDir);
  const pid = child.pid as number;
  const latencies = { health: [] as number[], bundle: [] as number[], list: [] as number[] };
  let readerRequests = 0;
  let readerErrors = 0;
  let peak = memoryOf(pid).peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).peak);
  }, 250);

  /** One reader's GET, timed; anything but a 200 is an error. */
  const read = async (kind: keyof typeof latencies | null, pathname: string) => {
    const started = performance.now();
    readerRequests += 1;
    try {
      const res = await fetch(`${url}${pathname}`);
      const body = await res.arrayBuffer();
      if (kind) latencies[kind].push(performance.now() - started);
      if (res.status !== 200) {
        readerErrors += 1;
        return null;
      }
      return body;
    } catch {
      readerErrors += 1;
      return null;
    }
  };

  // Warm: the first answers of each route compile its schemas.
  for (const pathname of ['/v1/health', '/v1/stories/list?limit=100', `/v1/stories/bundle/${ids[0]}`]) {
    for (let i = 0; i < 5; i++) await (await fetch(`${url}${pathname}`)).arrayBuffer();
  }
  const until = performance.now() + seconds * 1000;
  const pick = () => ids[Math.floor(Math.random() * ids.length)] as string;
  const readers = Array.from({ length: READERS }, async (_, n) => {
    await sleep(Math.random() * 1000);
    while (performance.now() < until) {
      if (n % 2 === 0) {
        // An archive reader: the list, then a story from it.
        await read('list', '/v1/stories/list?limit=100');
        await think();
        await read('bundle', `/v1/stories/bundle/${pick()}`);
      } else {
        // A player: the story and its like state, as the player page loads them.
        const id = pick();
        await Promise.all([
          read('bundle', `/v1/stories/bundle/${id}`),
          read(null, `/v1/stories/${id}/like/status`),
        ]);
      }
      await think();
    }
  });
  const prober = (async () => {
    while (performance.now() < until) {
      await read('health', '/v1/health');
      await sleep(100);
    }
  })();

  const generate = { accepted: 0, rate_limited: 0, queue_full: 0, errors: 0 };
  const burst = (async () => {
    await sleep(2000);
    await Promise.all(
      Array.from({ length: GENERATIONS }, async (_, n) => {
        try {
          const res = await fetch(`${url}/v1/stories/generate`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              prefer: 'respond-async',
              'x-forwarded-for': `192.0.2.${(n % BURST_CLIENTS) + 1}`,
            },
            body: JSON.stringify({ child_name: 'Mia', theme: 'ocean', language: 'en', age: 4, scenes: 4 }),
          });
          await res.arrayBuffer();
          const designed = res.status === 429 || res.status === 503;
          if (res.status === 202) generate.accepted += 1;
          else if (designed && res.headers.get('retry-after'))
            generate[res.status === 429 ? 'rate_limited' : 'queue_full'] += 1;
          else generate.errors += 1;
        } catch {
          generate.errors += 1;
        }
      }),
    );
  })();

  await Promise.all([...readers, prober, burst]);
  clearInterval(sampler);
  peak = Math.max(peak, memoryOf(pid).peak);
  const list = (await (await fetch(`${url}/v1/stories/list?limit=1`)).json()) as { total: number };
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    scenario: `${READERS} archive and player readers for ${seconds} s, with a burst of ${GENERATIONS} stories from ${BURST_CLIENTS} clients (real server on loopback, limits on)`,
    seconds,
    readers: READERS,
    reader_requests: readerRequests,
    reader_errors: readerErrors,
    generate,
    stories_made: list.total - ARCHIVE_SIZE,
    health_p99_ms: round(percentile(latencies.health, 99)),
    health_max_ms: round(Math.max(...latencies.health)),
    bundle_p99_ms: round(percentile(latencies.bundle, 99)),
    list_p99_ms: round(percentile(latencies.list, 99)),
    peak_rss_mb: round(peak),
  };
}

export const describeLoad = (l: LoadFigures): string =>
  `${l.scenario}: ${l.reader_requests} reader requests, ${l.reader_errors} errors; ` +
  `generate ${l.generate.accepted} accepted, ${l.generate.rate_limited} × 429, ${l.generate.queue_full} × 503, ${l.generate.errors} errors; ` +
  `${l.stories_made} stories made meanwhile; p99 /v1/health ${l.health_p99_ms} ms (max ${l.health_max_ms}), ` +
  `bundle ${l.bundle_p99_ms} ms, list ${l.list_p99_ms} ms; server peak RSS ${l.peak_rss_mb} MB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeLoad(await measureLoad()));
}
