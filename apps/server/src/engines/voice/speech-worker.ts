import type { Transferable } from 'node:worker_threads';
import { serveWorkerCalls } from '../../lib/worker-calls.ts';
import { encodeNarration } from './encode-narration.ts';
import { espeakEngine } from './espeak-engine.ts';
import { narrate } from './narrate.ts';
import type { SpeechDone, SpeechJob } from './speech-thread.ts';
import { resolveBuiltinVoice, synthesize } from './synthesize.ts';

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

/** About a scene of a story's text: spoken twice, the engine's busiest code has been compiled. */
const REHEARSAL_TEXT =
  'Mia walked down to the ocean, where the waves sang softly and a little crab waved hello from the sand. She smiled and waved back.';

const REHEARSAL_REQUEST = {
  text: REHEARSAL_TEXT,
  language: 'en',
  voice: resolveBuiltinVoice('builtin-luna'),
  speechRate: 0.85,
};

/**
 * espeak is a C library compiled to plain JavaScript, which V8 compiles as it runs: the first
 * scenes a thread speaks take several times as long as the next, and encoding starts ffmpeg and
 * the music for the first time. Spoken as the thread is warmed up, before a parent asks.
 */
const REHEARSAL = [
  () => narrate({ ...REHEARSAL_REQUEST, music: { theme: 'ocean', seed: 1 } }),
  () => synthesize(REHEARSAL_REQUEST),
];

// Every story speaks: the engine loads as the thread starts, so whoever started it (the warm-up or
// a story) waits for it once, and the warm-up's answer means the voice is ready and rehearsed.
await espeakEngine();
serveWorkerCalls<SpeechJob, SpeechDone>(run, movable, REHEARSAL);
