import { asBuffer, WorkerCalls } from '../../lib/worker-calls.ts';
import type { BuiltinVoice } from './builtin-voices.ts';
import type { EncodedNarration, EncodeRequest } from './encode-narration.ts';
import type { NarrateRequest, Narration } from './narrate.ts';
import { resolveBuiltinVoice, type SynthesizedSpeech, type SynthesizeRequest } from './synthesize.ts';

/** The voice already looked up, so an unknown one fails before the worker is asked. */
type Voiced<T extends SynthesizeRequest> = Omit<T, 'voice'> & { voice: BuiltinVoice };

/** What the speech worker is asked to do. */
export type SpeechJob =
  | { kind: 'synthesize'; request: Voiced<SynthesizeRequest> }
  | { kind: 'narrate'; request: Voiced<NarrateRequest> }
  | { kind: 'encode'; request: EncodeRequest };

/** What the speech worker answers. */
export type SpeechDone = SynthesizedSpeech | Narration | EncodedNarration;

/**
 * One thread: a second one, for a cloud voice's twelve scenes timed at once, was no quicker on
 * two cores (the other core is busy drawing and with the main thread), cost about 130 MB for its
 * own engine and slowed the first story after a start, which waited for both engines to load.
 */
const thread = new WorkerCalls<SpeechJob, SpeechDone>(
  new URL('./speech-worker.ts', import.meta.url),
  'Speech',
);

const voiced = <T extends SynthesizeRequest>(request: T): Voiced<T> => ({
  ...request,
  voice: resolveBuiltinVoice(request.voice),
});

/*
 * The builtin voice runs on a worker thread. espeak, the Japanese reader, the music and the
 * samples' conversion hold the CPU for 20–200 ms a scene (seconds while the Japanese dictionary
 * first loads), and starting ffmpeg from a large process takes tens of milliseconds more; on the
 * main thread that would stall every other request while a story is read. An unknown voice fails
 * here with the error callers answer as a 400.
 */

/** `synthesize` on the speech thread. */
export async function synthesizeOffThread(request: SynthesizeRequest): Promise<SynthesizedSpeech> {
  return (await thread.call({ kind: 'synthesize', request: voiced(request) })) as SynthesizedSpeech;
}

/** `narrate` on the speech thread. */
export async function narrateOffThread(request: NarrateRequest): Promise<Narration> {
  const narration = (await thread.call({ kind: 'narrate', request: voiced(request) })) as Narration;
  return { ...narration, audio: asBuffer(narration.audio) };
}

/** `encodeNarration` on the speech thread; a copy of the samples is handed over. */
export async function encodeOffThread(request: EncodeRequest): Promise<EncodedNarration> {
  const pcm = request.pcm.slice();
  const encoded = (await thread.call({ kind: 'encode', request: { ...request, pcm } }, [
    pcm.buffer,
  ])) as EncodedNarration;
  return { ...encoded, bytes: asBuffer(encoded.bytes) };
}

/** Starts the speech thread, resolving once it has loaded the speech engine. */
export const warmSpeechThread = (): Promise<void> => thread.warm();
