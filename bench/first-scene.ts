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
import { timeStoryEvents } from './story-events.ts';

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
const timeStory = (address: string, headers: Record<string, string>, request: object) =>
  timeStoryEvents(
    address,
    {
      child_name: 'Mia',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: 4,
      image_mode: 'auto',
      tts_provider: 'builtin',
      tts_voice: 'builtin-luna',
      ...request,
    },
    performance.now(),
    headers,
  );

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
