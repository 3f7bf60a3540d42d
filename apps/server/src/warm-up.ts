import type { FastifyBaseLogger } from 'fastify';
import { warmPaletteThread } from './engines/illustrator/palette-thread.ts';
import { moderateText } from './engines/moderation/moderate.ts';
import type { DocumentRenderer } from './engines/pdf/renderer.ts';
import { warmSignerThread } from './engines/signer/signer-thread.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import { builtinImage } from './providers/builtin/image.ts';
import { builtinSpeech } from './providers/builtin/speech.ts';
import { builtinText } from './providers/builtin/text.ts';
import { loadVoiceAndPictures } from './voice-and-pictures.ts';

/** How long the server must have had no request before the next optional warm-up step. */
const QUIET_MS = 500;
/** The steps' unstored stories: long enough to run every scene's code, short enough to yield often. */
const REHEARSAL_SCENES = 3;

/**
 * Waits for the voice and pictures the server began loading as it started (`loadVoiceAndPictures`),
 * and logs how long after the start they were ready. Never fails: a failure is logged, and the
 * threads then start on first use.
 */
export async function voiceAndPicturesLoaded(log: FastifyBaseLogger): Promise<void> {
  try {
    await loadVoiceAndPictures();
    log.info({ afterStartMs: Math.round(performance.now()) }, 'voice and pictures ready');
  } catch (error) {
    log.warn({ err: error }, 'loading the voice and pictures failed; they load on first use');
  }
}

/**
 * Runs the child-safety word lists once, so their patterns are compiled before the server listens:
 * every story's request runs them first, and their first run takes a tenth of a second or more.
 */
export function compileModeration(): void {
  moderateText('Mia and the ocean');
}

/**
 * Once the server listens, warms up the rest in the background, so the first story after a start
 * is as quick as the next: compiling the main thread's code by rehearsing stories, and starting
 * the threads only some stories use. It goes one small step at a time, each once no story is
 * being made and no request is being answered or has come for a moment, so it never takes a core
 * from a parent or a reader, nor holds a story's work up behind its own. A failure is only
 * logged: what it would have warmed then loads on first use.
 */
export async function warmUp({
  voiceAndPictures,
  renderer,
  jobs,
  log,
  lastRequestAt,
  requestsInFlight,
}: {
  /** `voiceAndPicturesLoaded`, begun as the app was built: the rehearsal needs them. */
  voiceAndPictures: Promise<void>;
  renderer: DocumentRenderer;
  jobs: Pick<JobQueue, 'idle'>;
  log: FastifyBaseLogger;
  /** When the server last took a request (performance.now()): the steps wait for a lull. */
  lastRequestAt: () => number;
  /** Requests taken and not yet answered: a lull has none. */
  requestsInFlight: () => number;
}): Promise<void> {
  const quiet = async () => {
    for (;;) {
      await jobs.idle();
      const since = performance.now() - lastRequestAt();
      if (since >= QUIET_MS && requestsInFlight() === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(QUIET_MS - since, 50)));
    }
  };
  const started = performance.now();
  try {
    await voiceAndPictures;
    // The writer, the illustrator and the narration then run a few times, unstored, so the code a
    // story runs is compiled before a parent asks for one: a scene at a time, each in a lull.
    for (const seed of [1, 2]) await rehearseStory(seed, quiet);
    for (const warm of [warmSignerThread, warmPaletteThread, () => renderer.warm()]) {
      await quiet();
      await warm();
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'engines warmed up');
  } catch (error) {
    log.warn({ err: error }, 'warming up the engines failed; they load on first use');
  }
}

/** Writes, draws and narrates a short story with the builtin engines, keeping nothing; each step waits for `quiet`. */
async function rehearseStory(seed: number, quiet: () => Promise<void>) {
  await quiet();
  const story = await builtinText.writeStory({
    childName: 'Mia',
    language: 'en',
    theme: 'ocean',
    ageGroup: 'preschool',
    scenes: REHEARSAL_SCENES,
    sentencesPerScene: 1,
    seed,
  });
  for (const scene of story.scenes) {
    await quiet();
    await Promise.all([
      builtinImage.illustrate({
        art: scene.art,
        prompt: scene.image_prompt,
        width: 1024,
        height: 1024,
        seed,
      }),
      builtinSpeech.speak({
        text: scene.narration,
        language: 'en',
        voice: 'builtin-luna',
        speechRate: 0.85,
        // One scene with the lullaby bed, so its mixing is warm too.
        ...(scene === story.scenes[0] ? { music: { theme: 'ocean', seed } } : {}),
      }),
    ]);
  }
}
