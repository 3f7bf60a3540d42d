/**
 * A 4-scene builtin story at each story length (Short, Long), end to end in one process
 * (POST /v1/stories/generate): how much longer a Long story takes than a Short one, how many
 * sentences the writer really gave each scene, and the generator's estimate beside each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { estimateGenerationSeconds, pluralize, STORY_LENGTHS, type StoryBundle } from '@storyloom/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { splitSentences } from '../apps/server/src/engines/writer/writer.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';

const SCENES = 4;
/** The lengths compared: the spec's one sentence a scene, and the longest choice. */
const MEASURED = STORY_LENGTHS.filter((length) => length.value === 'short' || length.value === 'long');

export interface StoryLengthFigures {
  scenario: string;
  sentences_per_scene: number;
  runs: number;
  median_ms: number;
  max_ms: number;
  /** Against the Short story's median. */
  ratio_to_short: number;
  /** Sentences the writer gave each scene, on average over the runs. */
  sentences_written_per_scene: number;
  /** Words of narration in the whole story, median over the runs. */
  narration_words: number;
  /** The generator's estimate (product §9, builtin voice, auto pictures), in ms. */
  estimate_ms: number;
}

async function makeStory(app: FastifyInstance, sentencesPerScene: number) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/stories/generate',
    payload: {
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: SCENES,
      image_mode: 'auto',
      sentences_per_scene: sentencesPerScene,
    },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`generate failed: ${res.body}`);
  const bundle = (await app.inject(`/v1/stories/bundle/${res.json().bundle_id}`)).json<StoryBundle>();
  const narrations = bundle.scenes.map((scene) => scene.narration);
  return {
    ms,
    sentences: narrations.map((text) => splitSentences(text).length),
    words: narrations.join(' ').split(/\s+/).filter(Boolean).length,
  };
}

export async function measureStoryLengths(runs = 3): Promise<StoryLengthFigures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-lengths-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...BENCH_LIMITS });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  try {
    // One story first, so the engines are loaded before anything is timed.
    await makeStory(app, 1);
    const figures: StoryLengthFigures[] = [];
    for (const length of MEASURED) {
      const made = [];
      for (let i = 0; i < runs; i++) made.push(await makeStory(app, length.sentencesPerScene));
      const times = made.map((m) => m.ms);
      const sentences = made.flatMap((m) => m.sentences);
      const medianMs = median(times);
      const shortMs = figures[0]?.median_ms ?? medianMs;
      figures.push({
        scenario: `${length.label} ${SCENES}-scene story (${pluralize(length.sentencesPerScene, 'sentence', 'sentences')} a scene; builtin engines; POST /v1/stories/generate)`,
        sentences_per_scene: length.sentencesPerScene,
        runs,
        median_ms: Math.round(medianMs),
        max_ms: Math.round(Math.max(...times)),
        ratio_to_short: Number((medianMs / shortMs).toFixed(2)),
        sentences_written_per_scene: Number(
          (sentences.reduce((a, b) => a + b, 0) / sentences.length).toFixed(2),
        ),
        narration_words: median(made.map((m) => m.words)),
        estimate_ms:
          1000 *
          estimateGenerationSeconds({
            scenes: SCENES,
            ttsProvider: 'builtin',
            imageMode: 'auto',
            audioOnly: false,
            sentencesPerScene: length.sentencesPerScene,
          }),
      });
    }
    return figures;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const describeStoryLength = (f: StoryLengthFigures) =>
  `${f.scenario}: median ${f.median_ms} ms (max ${f.max_ms}, ${f.runs} runs), ×${f.ratio_to_short} of Short; ` +
  `${f.sentences_written_per_scene} sentences a scene, ${f.narration_words} words; product §9 estimate ${f.estimate_ms} ms`;
