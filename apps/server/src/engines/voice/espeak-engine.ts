import { createHash } from 'node:crypto';
import createEspeakModule, { type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import { BUILTIN_VOICES, type BuiltinVoice, findBuiltinVoice } from './builtin-voices.ts';

// Where the emscripten build keeps espeak-ng-data in its in-memory file system.
const VARIANT_DIR = '/usr/share/espeak-ng-data/voices/!v/';
// espeak's own volume (0–200). At its default of 100 several variants clip inside the engine;
// at 60 none did, and the engine raises the level afterwards to each voice's target.
const ENGINE_VOLUME = 60;

export interface EspeakSpeech {
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  sampleRate: number;
  /** Mark name → milliseconds from the start of `samples`. */
  marks: Map<string, number>;
}

export interface EspeakRequest {
  /** SSML; text in it must already be escaped. */
  ssml: string;
  /** espeak voice name of the language, e.g. "en-us" or "cmn". */
  language: string;
  voice: BuiltinVoice;
  wordsPerMinute: number;
}

interface Engine {
  worker: EspeakWorker;
  sampleRate: number;
  /** Writes a variant file for a voice outside the builtin list; returns its name. */
  addVariant(voice: BuiltinVoice): string;
}

/** The rate espeak-ng speaks at, known without loading it (samples are compared with it). */
export const ESPEAK_SAMPLE_RATE = 22_050;

let engine: Promise<Engine> | undefined;
// The module is one synchronous C library with global state (current voice, rate, callback),
// so calls are queued one after another rather than trusted to interleave.
let queue: Promise<unknown> = Promise.resolve();

const variantName = (voice: BuiltinVoice) => voice.value.replace(/[^a-z0-9]/gi, '_');
const variantFile = (name: string, voice: BuiltinVoice) =>
  `language variant\nname ${name}\n${voice.variant}\n`;

async function loadEngine(): Promise<Engine> {
  const module = await createEspeakModule();
  for (const voice of BUILTIN_VOICES) {
    module.FS.writeFile(`${VARIANT_DIR}${variantName(voice)}`, variantFile(variantName(voice), voice));
  }
  // Voices made at run time (a parent's voice match) are named by their content: espeak may keep a
  // variant it has loaded, so a changed definition must never reuse a name.
  const added = new Set<string>();
  const addVariant = (voice: BuiltinVoice) => {
    const name = `v_${createHash('sha256').update(voice.variant).digest('hex').slice(0, 16)}`;
    if (!added.has(name)) {
      module.FS.writeFile(`${VARIANT_DIR}${name}`, variantFile(name, voice));
      added.add(name);
    }
    return name;
  };
  const worker = new module.eSpeakNGWorker();
  const sampleRate = worker.get_samplerate();
  if (sampleRate !== ESPEAK_SAMPLE_RATE)
    throw new Error(`espeak-ng speaks at ${sampleRate} Hz, not ${ESPEAK_SAMPLE_RATE}`);
  return { worker, sampleRate, addVariant };
}

/** Loads the WebAssembly engine once (about 0.1–0.3 s); later calls reuse it. */
export function espeakEngine(): Promise<Engine> {
  engine ??= loadEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Speaks one SSML document with a builtin voice. Calls run one at a time. */
export function speakSsml(request: EspeakRequest): Promise<EspeakSpeech> {
  const run = queue.then(async () => {
    const { worker, sampleRate, addVariant } = await espeakEngine();
    const builtin = findBuiltinVoice(request.voice.value)?.variant === request.voice.variant;
    const name = `${request.language}+${builtin ? variantName(request.voice) : addVariant(request.voice)}`;
    const status = worker.set_voice(name);
    if (status !== 0) throw new Error(`espeak-ng has no voice "${name}" (status ${status})`);
    worker.set_rate(Math.round(Math.min(450, Math.max(80, request.wordsPerMinute))));
    worker.set_pitch(50);
    worker.set_range(request.voice.range);
    worker.set_volume(ENGINE_VOLUME);

    const chunks: Int16Array[] = [];
    const marks = new Map<string, number>();
    worker.synthesize(request.ssml, (audio, events) => {
      chunks.push(audio);
      for (const event of events) {
        if (event.type === 'mark' && typeof event.id === 'string' && !marks.has(event.id)) {
          marks.set(event.id, event.audio_position);
        }
      }
      return false;
    });

    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const samples = new Float32Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i++) samples[offset + i] = (chunk[i] as number) / 32768;
      offset += chunk.length;
    }
    return { samples, sampleRate, marks };
  });
  queue = run.catch(() => undefined);
  return run;
}

/** A check whether espeak has a voice of that name, for language codes outside the app's list. */
export async function espeakVoiceChecker(): Promise<(name: string) => boolean> {
  const { worker } = await espeakEngine();
  // set_voice is the engine's only lookup; every synthesis sets its own voice again first.
  return (name) => worker.set_voice(name) === 0;
}
