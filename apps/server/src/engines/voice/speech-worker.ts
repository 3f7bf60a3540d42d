import type { Transferable } from 'node:worker_threads';
import { serveWorkerCalls } from '../../lib/worker-calls.ts';
import { type Narration, narrate } from './narrate.ts';
import type { SpeechJob } from './speech-thread.ts';
import { type SynthesizedSpeech, synthesize } from './synthesize.ts';

/** Samples go back to the caller without a copy when they fill a buffer of their own. */
function movable(result: SynthesizedSpeech | Narration): Transferable[] {
  if (!('pcm' in result)) return [];
  const { pcm } = result;
  return pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength && pcm.buffer instanceof ArrayBuffer
    ? [pcm.buffer]
    : [];
}

serveWorkerCalls<SpeechJob, SynthesizedSpeech | Narration>(
  (job) => (job.kind === 'narrate' ? narrate(job.request) : synthesize(job.request)),
  movable,
);
