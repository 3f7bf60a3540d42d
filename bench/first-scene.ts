/**
 * From Generate to the first word spoken: how long a 4-scene builtin story takes from the POST
 * reaching the server to scene 1 being playable (its `scene` event), and to the whole story
 * being ready (`done`): plain, with the lullaby bed mixed in, and told in sign language too.
 * Scene 1 should not wait for sign videos.
 */
import { signIn } from '../apps/server/src/test/sign-in.ts';
import { buildTestApp } from '../apps/server/src/test/test-app.ts';
import { BENCH_LIMITS } from './limits.ts';
import { median } from './stats.ts';

/** The target for scene 1 of a builtin story. */
export const SCENE_1_TARGET_MS = 500;

export interface FirstSceneFigures {
  scenario: string;
  runs: number;
  scene_1_median_ms: number;
  scene_1_target_ms: number;
  story_median_ms: number;
}

/** The stories measured, each a variation of the same 4-scene builtin story. */
const VARIANTS = [
  { label: '', request: {} },
  { label: ' with background music', request: { background_music: true } },
  { label: ' told in sign language (builtin signer)', request: { sign_language: true } },
];

/** Times the events of one story, from the moment its POST is sent. */
async function timeStory(address: string, headers: Record<string, string>, request: object) {
  const started = performance.now();
  const res = await fetch(`${address}/v1/stories/generate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-async' },
    body: JSON.stringify({
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: 4,
      image_mode: 'auto',
      tts_provider: 'builtin',
      tts_voice: 'builtin-luna',
      ...request,
    }),
  });
  if (res.status !== 202) throw new Error(`generate failed: ${await res.text()}`);
  const { events_url } = (await res.json()) as { events_url: string };
  const stream = await fetch(`${address}${events_url}`, { headers });
  const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let sceneOne: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended before the story was done');
    buffer += decoder.decode(value, { stream: true });
    for (const [, event, data] of buffer.matchAll(/event: (\w+)\ndata: (.*)\n/g)) {
      if (event === 'scene' && sceneOne === null && JSON.parse(data as string).index === 0) {
        sceneOne = performance.now() - started;
      }
      if (event === 'error') throw new Error(`the story failed: ${data}`);
      if (event === 'done') {
        await reader.cancel();
        return { sceneOne: sceneOne ?? Number.NaN, story: performance.now() - started };
      }
    }
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
  }
}

export async function measureFirstScene(runs = 5): Promise<FirstSceneFigures[]> {
  const t = await buildTestApp({ env: { ...BENCH_LIMITS, PREMIUM_ALL: 'true' } });
  const figures: FirstSceneFigures[] = [];
  try {
    const { headers } = await signIn(t, 'bench');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // One story first, so the voice engine and the illustrator are warm.
    await timeStory(address, headers, {});
    for (const { label, request } of VARIANTS) {
      const firsts: number[] = [];
      const stories: number[] = [];
      for (let i = 0; i < runs; i++) {
        const { sceneOne, story } = await timeStory(address, headers, request);
        firsts.push(sceneOne);
        stories.push(story);
      }
      figures.push({
        scenario: `first word of a 4-scene builtin story${label}: POST received -> scene 1 ready -> story ready`,
        runs,
        scene_1_median_ms: Math.round(median(firsts)),
        scene_1_target_ms: SCENE_1_TARGET_MS,
        story_median_ms: Math.round(median(stories)),
      });
    }
  } finally {
    await t.close();
  }
  return figures;
}

export const describeFirstScene = (f: FirstSceneFigures) =>
  `${f.scenario}: scene 1 ready at median ${f.scene_1_median_ms} ms (target <= ${f.scene_1_target_ms} ms), ` +
  `story ready at median ${f.story_median_ms} ms (${f.runs} runs)`;
