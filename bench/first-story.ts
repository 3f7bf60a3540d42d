/**
 * The first story after a start, as a parent sees it: the real server starts as `npm start` does,
 * and a 4-scene builtin story is asked for as soon as /v1/health answers; then a few more, for the
 * median. Run with the warm-up on (the default) and off, to show what it saves. Needs the built
 * web app (`npm run build -w apps/web`).
 */
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';

/** The first story may take this many times the median: the engines load before the parent asks. */
export const FIRST_STORY_TARGET = 1.5;

export interface FirstStoryFigures {
  scenario: string;
  warm_up: boolean;
  runs: number;
  first_ms: number;
  median_ms: number;
  ratio_to_median: number;
}

async function timeStory(server: RunningServer): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}/v1/stories/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: 4,
      image_mode: 'auto',
    }),
  });
  if (res.status !== 200) throw new Error(`generate failed: ${await res.text()}`);
  return performance.now() - started;
}

export async function measureFirstStory(warmUp: boolean, runs = 4): Promise<FirstStoryFigures> {
  const server = await startServer({ ...BENCH_LIMITS, LOG_LEVEL: 'error', WARM_UP: warmUp ? 'on' : 'off' });
  try {
    const first = await timeStory(server);
    const next: number[] = [];
    for (let i = 0; i < runs; i++) next.push(await timeStory(server));
    return {
      scenario: `first 4-scene story right after a start, warm-up ${warmUp ? 'on' : 'off'} (builtin engines; POST /v1/stories/generate)`,
      warm_up: warmUp,
      runs,
      first_ms: Math.round(first),
      median_ms: Math.round(median(next)),
      ratio_to_median: Number((first / median(next)).toFixed(2)),
    };
  } finally {
    await server.stop();
  }
}

export const describeFirstStory = (f: FirstStoryFigures) =>
  `${f.scenario}: first ${f.first_ms} ms, then median ${f.median_ms} ms (${f.runs} runs): ` +
  `first ×${f.ratio_to_median} of the median (target ≤ ×${FIRST_STORY_TARGET})`;
