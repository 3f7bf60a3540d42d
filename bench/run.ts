/**
 * `npm run bench`: measures speed and memory of the server's hot paths and writes the
 * figures to bench/results/latest.json. Figures are reported, never asserted.
 * BENCH_ONLY picks parts by name (e.g. `BENCH_ONLY=cloud,browser`): core, lengths, first-story, first-scene,
 * browser, cloud, sign, load, reads, sizes, lighthouse. first-story, browser and sizes need the built web
 * app (`npm run build -w apps/web`), lighthouse the built server too (`npm run bench` builds both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { encodeNarration } from '../apps/server/src/engines/voice/encode-narration.ts';
import { synthesize } from '../apps/server/src/engines/voice/synthesize.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { insertStory } from '../apps/server/src/test/factories.ts';
import { describeRouteSize, routeSizes } from '../scripts/route-sizes.ts';
import { describeBrowserStory, measureBrowserStory } from './browser-story.ts';
import { measureCloudStories } from './cloud-story.ts';
import { describeFirstScene, measureFirstScene } from './first-scene.ts';
import { describeFirstStory, measureFirstStory } from './first-story.ts';
import { describeLighthouse, measureLighthouse } from './lighthouse.ts';
import { BENCH_LIMITS } from './limits.ts';
import { describeLoad, measureLoad } from './load.ts';
import { describeReadSpeed, measureReadSpeed } from './read-speed.ts';
import { measureSignVideos } from './sign-video.ts';
import { median } from './stats.ts';
import { describeStoryLength, measureStoryLengths } from './story-length.ts';

const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
/** Whether BENCH_ONLY asks for a part; every part runs without it. */
const wanted = (part: string) => !only || only.includes(part);

interface Scenario {
  name: string;
  runs: number;
  run(): Promise<void>;
}

/**
 * Runs a scenario, timing each run, and watches the event loop meanwhile: its longest stall is
 * how long any other request would have waited behind the work.
 */
async function measure(scenario: Scenario) {
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  for (let i = 0; i < scenario.runs; i++) {
    const start = performance.now();
    await scenario.run();
    times.push(performance.now() - start);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  loop.disable();
  return {
    scenario: scenario.name,
    runs: scenario.runs,
    median_ms: Number(median(times).toFixed(2)),
    max_ms: Number(Math.max(...times).toFixed(2)),
    peak_rss_mb: Number((peakRss / 1024 / 1024).toFixed(1)),
    // The monitor reports nanoseconds, and the timer's own resolution on top of any stall.
    event_loop_stall_p99_ms: Number((loop.percentile(99) / 1e6).toFixed(1)),
    event_loop_stall_max_ms: Number((loop.max / 1e6).toFixed(1)),
  };
}

let addresses = 0;
/** Another client's address (10.x.y.z), for calls that are limited per address. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A visitor of their own address opens the story (which hands out the like cookie), then likes it. */
async function likeAsNewVisitor(app: FastifyInstance, id: string) {
  const remoteAddress = nextAddress();
  const status = await app.inject({ url: `/v1/stories/${id}/like/status`, remoteAddress });
  const cookie = status.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return app.inject({ method: 'POST', url: `/v1/stories/${id}/like`, headers: { cookie }, remoteAddress });
}

/** The in-process scenarios: start-up, health, stories, PDFs, the archive, likes and the voice. */
async function measureCore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-'));
  // The limits stay on, with the story allowance raised for the runs below, which come from one address.
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...BENCH_LIMITS });

  const scenarios: Scenario[] = [
    {
      name: 'cold start: open database, migrate, build app',
      runs: 5,
      async run() {
        const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
        await migrateToLatest(db);
        const app = await buildApp(config, { db });
        await app.ready();
        await app.close();
      },
    },
  ];

  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  scenarios.push({
    name: '200 × GET /v1/health',
    runs: 5,
    async run() {
      for (let i = 0; i < 200; i++) await app.inject('/v1/health');
    },
  });

  /** The newest story made with each scene count, for the document scenarios. */
  const madeStories = new Map<number, string>();
  for (const scenes of [4, 12]) {
    scenarios.push({
      name: `generate a ${scenes}-scene story end to end (builtin writer, illustrator and narration; POST /v1/stories/generate)`,
      runs: 5,
      async run() {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/stories/generate',
          payload: { child_name: 'Mia', theme: 'ocean', language: 'en', age: 4, scenes, image_mode: 'auto' },
        });
        if (res.statusCode !== 200) throw new Error(`generate failed: ${res.body}`);
        madeStories.set(scenes, res.json<{ bundle_id: string }>().bundle_id);
      },
    });
  }
  for (const scenes of [4, 12]) {
    scenarios.push({
      name: `picture-book PDF of a ${scenes}-scene story (GET /v1/stories/{id}/pdf)`,
      runs: 5,
      async run() {
        // PDFs are limited per address: each run is another reader's.
        const res = await app.inject({
          url: `/v1/stories/${madeStories.get(scenes)}/pdf`,
          remoteAddress: nextAddress(),
        });
        if (res.statusCode !== 200) throw new Error(`pdf failed: ${res.statusCode}`);
      },
    });
  }

  const ARCHIVE_SIZE = 5000;
  const children = ['Mia', 'Noah', 'Aiyana', 'Kenji', 'Lucía', 'Omar', 'Zoë', 'Priya'];
  const languages = ['en', 'es', 'fr', 'de', 'hi', 'zh'];
  const themes = ['ocean', 'space', 'castle', 'dragon', 'jungle'];
  for (let i = 0; i < ARCHIVE_SIZE; i++) {
    await insertStory(db, {
      child: children[i % children.length],
      language: languages[i % languages.length],
      theme: themes[i % themes.length],
    });
  }
  scenarios.push(
    {
      name: `archive of ${ARCHIVE_SIZE} stories: 20 × list with search, 20 × list with language and theme filters`,
      runs: 5,
      async run() {
        for (let i = 0; i < 20; i++) {
          const search = await app.inject(
            `/v1/stories/list?q=${encodeURIComponent(children[i % 8] ?? 'Mia')}`,
          );
          const filtered = await app.inject('/v1/stories/list?language=fr&theme=castle&limit=100');
          if (search.statusCode !== 200 || filtered.statusCode !== 200) throw new Error('list failed');
        }
      },
    },
    {
      name: '100 visitors like one story at once (POST /v1/stories/{id}/like)',
      runs: 5,
      async run() {
        const id = madeStories.get(4);
        const answers = await Promise.all(Array.from({ length: 100 }, () => likeAsNewVisitor(app, `${id}`)));
        if (answers.some((res) => res.statusCode !== 200)) throw new Error('like failed');
      },
    },
  );

  const sceneText =
    'Next, Mia and Pip swam with a school of rainbow fish, laughing all the way. The water sparkled like a thousand tiny stars.';
  let speech: Awaited<ReturnType<typeof synthesize>> | null = null;
  scenarios.push(
    {
      name: 'synthesize one scene (builtin voice, 2 sentences, with word timings)',
      runs: 10,
      async run() {
        speech = await synthesize({
          text: sceneText,
          language: 'en',
          voice: 'builtin-luna',
          speechRate: 0.85,
        });
      },
    },
    {
      name: 'encode one scene to MP3',
      runs: 10,
      async run() {
        if (speech) await encodeNarration({ pcm: speech.pcm, sampleRate: speech.sampleRate });
      },
    },
    {
      name: 'encode one scene to MP3 with the lullaby bed mixed in',
      runs: 10,
      async run() {
        if (speech)
          await encodeNarration({
            pcm: speech.pcm,
            sampleRate: speech.sampleRate,
            music: { theme: 'ocean', seed: 1 },
          });
      },
    },
  );

  const results = [];
  for (const scenario of scenarios) {
    const result = await measure(scenario);
    results.push(result);
    console.log(
      `${result.scenario}: median ${result.median_ms} ms, max ${result.max_ms} ms, peak RSS ${result.peak_rss_mb} MB, event loop stalled p99 ${result.event_loop_stall_p99_ms} ms, max ${result.event_loop_stall_max_ms} ms (${result.runs} runs)`,
    );
  }
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

const results = wanted('core') ? await measureCore() : [];

const storyLengths = wanted('lengths') ? await measureStoryLengths() : [];
for (const l of storyLengths) console.log(describeStoryLength(l));

// With the warm-up off too, to show what it saves.
const firstStories = wanted('first-story')
  ? [
      await measureFirstStory(true, 'after-warm-up'),
      await measureFirstStory(true),
      await measureFirstStory(false),
    ]
  : [];
for (const f of firstStories) console.log(describeFirstStory(f));

const browserStory = wanted('browser') ? await measureBrowserStory() : null;
if (browserStory) console.log(describeBrowserStory(browserStory));

const cloudStories = wanted('cloud') ? await measureCloudStories(3) : [];
for (const c of cloudStories) {
  console.log(
    `${c.scenario}: median ${c.median_ms} ms (max ${c.max_ms}), scene 1 playable at ${c.scene_1_median_ms} ms; ` +
      `critical path ${c.critical_path_ms} ms (×${c.ratio_to_critical_path}, target ≤ ×1.1; scene 1 ×${c.scene_1_ratio}); ` +
      `product §9 estimate ${c.estimate_ms} ms (${c.runs} runs)`,
  );
}

const firstScene = wanted('first-scene') ? await measureFirstScene(5) : [];
for (const f of firstScene) console.log(describeFirstScene(f));

const signVideos = wanted('sign') ? [await measureSignVideos('ASL'), await measureSignVideos('BSL')] : [];
for (const s of signVideos) {
  console.log(
    `${s.scenario}: median ${s.median_sign_video_ms} ms per scene for a median narration of ${s.median_narration_ms} ms; ` +
      `worst scene ×${s.max_ratio_to_narration} of its narration; event loop stalled at most ${s.event_loop_stall_max_ms} ms`,
  );
}

const load = wanted('load') ? await measureLoad() : null;
if (load) console.log(describeLoad(load));

const reads = wanted('reads') ? await measureReadSpeed() : [];
for (const r of reads) console.log(describeReadSpeed(r));

// What a phone downloads to show each main page: the JavaScript it needs, gzipped.
const pageSizes = wanted('sizes') ? routeSizes() : [];
for (const size of pageSizes) console.log(describeRouteSize(size));

const lighthousePages = wanted('lighthouse') ? await measureLighthouse() : [];
for (const l of lighthousePages) console.log(describeLighthouse(l));

const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  // A partial run keeps the full run's figures.
  path.join(out, only ? `latest-${only.join('-')}.json` : 'latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      results,
      story_lengths: storyLengths,
      first_stories: firstStories,
      browser_story: browserStory,
      cloud_stories: cloudStories,
      first_scene: firstScene,
      sign_videos: signVideos,
      load,
      reads,
      page_sizes: pageSizes,
      lighthouse: lighthousePages,
    },
    null,
    2,
  ),
);
