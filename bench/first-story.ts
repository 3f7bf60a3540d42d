/**
 * The first story after a start, as a parent sees it: the real server starts as `npm start` does,
 * and a 4-scene builtin story is asked for as soon as /v1/health answers, or once the server says
 * its engines are warmed up (a parent who opens the app a few seconds after it started); then a few
 * more, for the median. Run with the warm-up on (the default) and off, to show what it saves. Needs
 * the built web app (`npm run build -w apps/web`).
 */
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';

/** The first story may take this many times the median: the engines load before the parent asks. */
export const FIRST_STORY_TARGET = 1.5;

/** When the first story is asked for: as soon as the server answers, or once its engines are warm. */
export type FirstStoryTiming = 'at-once' | 'after-warm-up';

export interface FirstStoryFigures {
  scenario: string;
  warm_up: boolean;
  asked: FirstStoryTiming;
  /** From the start of the server process to the first story's request. */
  asked_after_ms: number;
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

export async function measureFirstStory(
  warmUp: boolean,
  asked: FirstStoryTiming = 'at-once',
  runs = 4,
): Promise<FirstStoryFigures> {
  const begun = performance.now();
  let warmed: () => void = () => {};
  const warm = new Promise<void>((resolve) => {
    warmed = resolve;
  });
  const server = await startServer(
    { ...BENCH_LIMITS, LOG_LEVEL: 'info', WARM_UP: warmUp ? 'on' : 'off' },
    (line) => {
      if (line.includes('engines warmed up')) warmed();
    },
  );
  try {
    if (asked === 'after-warm-up') {
      const late = setTimeout(() => warmed(), 60_000);
      await warm;
      clearTimeout(late);
    }
    const askedAfter = performance.now() - begun;
    const first = await timeStory(server);
    const next: number[] = [];
    for (let i = 0; i < runs; i++) next.push(await timeStory(server));
    return {
      scenario: `first 4-scene story ${asked === 'at-once' ? 'as soon as the server answers' : 'once the engines are warmed up'}, warm-up ${warmUp ? 'on' : 'off'} (builtin engines; POST /v1/stories/generate)`,
      warm_up: warmUp,
      asked,
      asked_after_ms: Math.round(askedAfter),
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
  `${f.scenario}: asked ${f.asked_after_ms} ms after the start; first ${f.first_ms} ms, then median ${f.median_ms} ms (${f.runs} runs): ` +
  `first ×${f.ratio_to_median} of the median (target ≤ ×${FIRST_STORY_TARGET})`;
