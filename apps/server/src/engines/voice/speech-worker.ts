import type { Transferable } from 'node:worker_threads';
import { serveWorkerCalls } from '../../lib/worker-calls.ts';
import { encodeNarration } from './encode-narration.ts';
import { espeakEngine } from './espeak-engine.ts';
import { narrate } from './narrate.ts';
import type { SpeechDone, SpeechJob } from './speech-thread.ts';
import { synthesize } from './synthesize.ts';

/** Samples go back to the caller without a copy when they fill a buffer of their own. */
function movable(result: SpeechDone): Transferable[] {
  if (!('pcm' in result)) return [];
  const { pcm } = result;
  return pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength && pcm.buffer instanceof ArrayBuffer
    ? [pcm.buffer]
    : [];
}

function run(job: SpeechJob): Promise<SpeechDone> {
  switch (job.kind) {
    case 'synthesize':
      return synthesize(job.request);
    case 'narrate':
      return narrate(job.request);
    case 'encode':
      return encodeNarration(job.request);
  }
}

// Every story speaks: the engine loads as the thread starts, so whoever started it (the warm-up or
// a story) waits for it once, and the warm-up's answer means the voice is ready.
await espeakEngine();
serveWorkerCalls<SpeechJob, SpeechDone>(run, movable);
