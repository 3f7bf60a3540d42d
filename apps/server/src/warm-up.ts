import type { FastifyBaseLogger } from 'fastify';
import type { DocumentRenderer } from './engines/pdf/renderer.ts';
import { warmPaletteThread } from './engines/illustrator/palette-thread.ts';
import { warmPictureThread } from './engines/illustrator/render.ts';
import { warmSignerThread } from './engines/signer/signer-thread.ts';
import { warmSpeechThread } from './engines/voice/speech-thread.ts';
import type { JobQueue } from './platform/jobs/queue.ts';

/**
 * Starts the worker threads and loads the speech engine in the background once the server
 * listens, so the first story after a start is as quick as the next: each would otherwise load
 * on first use, adding seconds to that story. What every story needs (voice and pictures) comes
 * first; the threads only some stories use follow one at a time, each once no story is being
 * made, so they never take a core from one. A failure is only logged: the thread then starts on
 * first use, as without this.
 */
export async function warmUp({
  renderer,
  jobs,
  log,
}: {
  renderer: DocumentRenderer;
  jobs: Pick<JobQueue, 'idle'>;
  log: FastifyBaseLogger;
}): Promise<void> {
  const started = performance.now();
  try {
    await Promise.all([warmSpeechThread(), warmPictureThread()]);
    for (const warm of [warmSignerThread, warmPaletteThread, () => renderer.warm()]) {
      await jobs.idle();
      await warm();
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'engines warmed up');
  } catch (error) {
    log.warn({ err: error }, 'warming up the engines failed; they load on first use');
  }
}
