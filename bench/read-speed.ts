/**
 * The read scenario: how fast the real server answers the archive list and a story bundle, beside
 * a bare Fastify hello-world on the same machine in the same run. An archive of 2,000 public ready
 * stories is written straight into a fresh SQLite database first; the server then runs as a
 * process of its own with its production settings (log level info, limits on), and autocannon
 * asks each address in turn with 50 connections for 10 s, with a browser's Accept-Encoding, in
 * three rounds. The ratios to hello-world are the
 * figures to watch: targets ≥ 0.4 for the list and ≥ 0.5 for the bundle.
 * Alone: `node --import tsx bench/read-speed.ts`.
 */

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, THEME_VALUES } from '@storyloom/contract';
import autocannon from 'autocannon';
import { MOODS, POSES, TIMES_OF_DAY } from '../apps/server/src/domain/story-model.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Db, migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { freePort, ROOT, startServer, stopServer, waitUntilUp } from './server-process.ts';
import { median } from './stats.ts';

const ARCHIVE_SIZE = 2000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 10);
const ROUNDS = 3;

export interface ReadFigures {
  scenario: string;
  name: string;
  requests_per_second: number;
  p99_ms: number;
  /** Answers that were not 200, and requests that failed: must be 0. */
  errors: number;
  /** Requests per second over hello-world's. */
  ratio_to_hello: number;
}

const CHILDREN = ['Mia', 'Noah', 'Aiyana', 'Kenji', 'Lucía', 'Omar', 'Zoë', 'Priya'];
const SENTENCES = [
  'The little boat rocked gently as the waves sang a soft song.',
  'A friendly turtle peeked out from behind a rock covered in shimmering shells.',
  'Together they followed a trail of glowing starfish down to the sandy floor.',
  'High above, the moon smiled and lit the water with silver ribbons.',
  'At last it was time to go home, and everyone waved goodbye.',
];
/** The themes a parent picks from a list; a custom one has its own text, left out here. */
const LISTED_THEMES = THEME_VALUES.filter((theme) => theme !== 'custom');
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** Word timings as the narration engine stores them: one entry per word, a few hundred ms each. */
function wordsOf(narration: string) {
  let at = 0;
  return narration.split(' ').map((text) => {
    const start = at;
    at += 220 + text.length * 30;
    return { text, start_ms: start, end_ms: at - 40 };
  });
}

/**
 * Writes the archive in a few transactions: stories of 4 to 12 scenes, each scene with its
 * picture, narration, word timings and art, named as the media store names them.
 */
async function seedArchive(db: Db): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const BATCH = 200;
  for (let first = 0; first < ARCHIVE_SIZE; first += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let i = first; i < Math.min(first + BATCH, ARCHIVE_SIZE); i++) {
        const id = `bench${String(i).padStart(7, '0')}`;
        const child = pick(CHILDREN, i);
        const theme = pick(LISTED_THEMES, i);
        const scenes = 4 + (i % 9);
        const at = new Date(start + i * 60_000).toISOString();
        ids.push(id);
        await trx
          .insertInto('stories')
          .values({
            id,
            user_id: null,
            title: `${child} and the ${theme} adventure`,
            child,
            child_key: child.toLowerCase(),
            theme,
            custom_theme: null,
            language: pick(LANGUAGE_CODES, i),
            age: 3 + (i % 6),
            scene_count: scenes,
            privacy: 'public',
            status: 'ready',
            audio_only: 0,
            background_music: i % 2,
            sign_language: 0,
            sign_language_type: null,
            image_mode: 'auto',
            tts_voice: 'builtin-luna',
            tts_provider: 'builtin',
            voice_clone_id: null,
            voice_used: 'builtin-luna',
            pause_ms: 800,
            speech_rate: 0.85,
            sentences_per_scene: 2,
            child_gender: null,
            seed: i,
            character: JSON.stringify({ palette: ['#f4a261', '#2a9d8f', '#264653'] }),
            failure_reason: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('scenes')
          .values(
            Array.from({ length: scenes }, (_, idx) => {
              const narration = `${child} smiled. ${pick(SENTENCES, i + idx)} ${pick(SENTENCES, i + idx + 2)}`;
              return {
                story_id: id,
                idx,
                narration,
                image_prompt: `A children's book illustration: ${narration}`,
                art: JSON.stringify({
                  setting: theme,
                  time_of_day: pick(TIMES_OF_DAY, idx),
                  props: ['shell', 'lantern'],
                  action: pick(POSES, idx),
                  mood: pick(MOODS, idx),
                  companion: 'a friendly turtle',
                }),
                image_key: `scene_${idx + 1}.png`,
                audio_key: `scene_${idx + 1}.mp3`,
                sign_video_key: null,
                sign_video_mp4_key: null,
                words: JSON.stringify(wordsOf(narration)),
                status: 'ready',
              };
            }),
          )
          .execute();
      }
    });
  }
  return ids;
}

/**
 * autocannon's run against one address, or several asked in turn by each connection (written once
 * each, so the client's own work stays as small as for one), 50 connections.
 */
interface Run {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function hammer(url: string, paths: string[], duration = SECONDS): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // As a browser asks: compressed answers welcome.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The bare Fastify hello-world in a process of its own. */
async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, url);
  return { url, child };
}

export async function measureReadSpeed(): Promise<ReadFigures[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-reads-'));
  const db = openDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  await migrateToLatest(db);
  const ids = await seedArchive(db);
  await db.destroy();

  // Both run from the start; only the one being asked works at any moment.
  const hello = await startHello();
  // The production settings; the warm-up (speech and drawing engines) is left out, as it would
  // compete for the CPU between runs.
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WARM_UP: 'off' });
  const listPath = '/v1/stories/list?limit=100';
  // The bundles of a hundred stories, asked in turn.
  const bundlePaths = ids.slice(0, 100).map((id) => `/v1/stories/bundle/${id}`);
  for (const pathname of [listPath, ...bundlePaths.slice(0, 5)]) {
    const res = await fetch(`${server.url}${pathname}`);
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
    await res.arrayBuffer();
  }
  // Warm: the first answers compile what the JIT needs.
  await hammer(hello.url, ['/'], 2);
  await hammer(server.url, [listPath, ...bundlePaths], 2);
  // Hello-world, the list and the bundle one after another, in rounds: on a shared machine one
  // run can be slowed by whatever else runs, so each ratio is taken within a round and the median
  // round counts.
  const rounds: Record<'hello' | 'list' | 'bundle', Run>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({
      hello: await hammer(hello.url, ['/']),
      list: await hammer(server.url, [listPath]),
      bundle: await hammer(server.url, bundlePaths),
    });
  }
  await stopServer(hello.child);
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const figures = (name: 'hello' | 'list' | 'bundle', scenario: string): ReadFigures => ({
    scenario,
    name,
    requests_per_second: Math.round(median(rounds.map((r) => r[name].requestsPerSecond))),
    p99_ms: median(rounds.map((r) => r[name].p99)),
    errors: rounds.reduce((sum, r) => sum + r[name].errors, 0),
    ratio_to_hello: Number(
      median(rounds.map((r) => r[name].requestsPerSecond / r.hello.requestsPerSecond)).toFixed(2),
    ),
  });
  const load = `${CONNECTIONS} connections × ${SECONDS} s, median of ${ROUNDS} rounds`;
  return [
    figures('hello', `bare Fastify hello-world (${load})`),
    figures('list', `GET ${listPath} of ${ARCHIVE_SIZE} public stories (${load})`),
    figures('bundle', `GET /v1/stories/bundle/{id}, 100 stories of 4–12 scenes in turn (${load})`),
  ];
}

export const describeReadSpeed = (r: ReadFigures): string =>
  `${r.scenario}: ${r.requests_per_second} req/s, p99 ${r.p99_ms} ms, ${r.errors} errors, ×${r.ratio_to_hello} of hello-world`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const r of await measureReadSpeed()) console.log(describeReadSpeed(r));
}
