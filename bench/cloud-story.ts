/**
 * A story made by cloud providers, timed end to end against mock providers that answer after the
 * documented per-scene costs (§9: text 5 s, voice 2 s, image 11 s). The ratio to the critical path is
 * judged at those latencies; BENCH_CLOUD_SCALE=10 divides them for a quicker, CPU-bound look.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { estimateGenerationSeconds } from '@storyloom/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';
import { timeStoryEvents } from './story-events.ts';

const SCALE = Number(process.env.BENCH_CLOUD_SCALE ?? 1);
const TEXT_MS = 5_000 / SCALE;
const VOICE_MS = 2_000 / SCALE;
const IMAGE_MS = 11_000 / SCALE;

export interface CloudStoryFigures {
  scenario: string;
  scenes: number;
  runs: number;
  /** Median time from the request to the story being ready. */
  median_ms: number;
  max_ms: number;
  /** Median time until scene 1 is ready to play. */
  scene_1_median_ms: number;
  /** product §9's estimate, scaled like the mocks. */
  estimate_ms: number;
  /** Text plus the slowest scene (its image): nothing can finish sooner. */
  critical_path_ms: number;
  ratio_to_critical_path: number;
  /** Scene 1 against text plus one scene. */
  scene_1_ratio: number;
}

/** Times one story from `started`, until scene 1 and the whole story are ready. */
async function timeStory(address: string, scenes: number, started: number) {
  const { sceneOne, story } = await timeStoryEvents(
    address,
    {
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes,
      image_mode: 'auto',
      tts_provider: 'openai',
      tts_voice: 'coral',
    },
    started,
  );
  return { total: story, sceneOne };
}

/** Starts the mock providers in their own process and reads the environment that points at them. */
async function startMockProcess() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=storyloom-source',
      path.join(import.meta.dirname, 'mock-providers-process.ts'),
      JSON.stringify({ text: TEXT_MS, voice: VOICE_MS, image: IMAGE_MS }),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))));
    });
    child.on('exit', (code) => reject(new Error(`the mock providers stopped (exit code ${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { env, stop };
}

export async function measureCloudStories(runs = 3): Promise<CloudStoryFigures[]> {
  const mocks = await startMockProcess();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-cloud-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...BENCH_LIMITS,
    OPENAI_API_KEY: mocks.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: mocks.env.OPENAI_BASE_URL,
    STABILITY_API_KEY: mocks.env.STABILITY_API_KEY,
    STABILITY_BASE_URL: mocks.env.STABILITY_BASE_URL,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const figures: CloudStoryFigures[] = [];
  try {
    // One story first, so the mocks' audio clips and the voice engine are warm.
    await timeStory(address, 4, performance.now());
    for (const scenes of [4, 12]) {
      const totals: number[] = [];
      const firsts: number[] = [];
      for (let i = 0; i < runs; i++) {
        const { total, sceneOne } = await timeStory(address, scenes, performance.now());
        totals.push(total);
        firsts.push(sceneOne);
      }
      const critical = TEXT_MS + Math.max(IMAGE_MS, VOICE_MS);
      const estimate =
        (estimateGenerationSeconds({ scenes, ttsProvider: 'openai', imageMode: 'auto', audioOnly: false }) *
          1000) /
        SCALE;
      figures.push({
        scenario: `generate a ${scenes}-scene story with mock cloud providers (OpenAI text and voice, Stability images; ${SCALE === 1 ? 'documented costs' : `documented costs / ${SCALE}`})`,
        scenes,
        runs,
        median_ms: Math.round(median(totals)),
        max_ms: Math.round(Math.max(...totals)),
        scene_1_median_ms: Math.round(median(firsts)),
        estimate_ms: Math.round(estimate),
        critical_path_ms: critical,
        ratio_to_critical_path: Number((median(totals) / critical).toFixed(2)),
        scene_1_ratio: Number((median(firsts) / critical).toFixed(2)),
      });
    }
  } finally {
    await app.close();
    await mocks.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
