import { warmPictureThread } from './engines/illustrator/render.ts';
import { warmSpeechThread } from './engines/voice/speech-thread.ts';
import type { Config } from './platform/config.ts';

let loading: Promise<void> | undefined;

/** The warm-up loads the voice and pictures ahead of the first story in processes that answer parents. */
export const loadsVoiceAndPictures = (config: Pick<Config, 'warmUp' | 'role'>): boolean =>
  config.warmUp && config.role !== 'worker';

/**
 * Starts the threads every story uses, and loads and rehearses the speech engine, off the main
 * thread. The server's entry begins it before importing the rest of the server, so the threads load
 * on the other core meanwhile; later calls share that start.
 */
export function loadVoiceAndPictures(): Promise<void> {
  if (!loading) {
    loading = Promise.all([warmSpeechThread(), warmPictureThread()]).then(() => {});
    // Read once the app is built, which logs a failure: until then it must not end the process.
    loading.catch(() => {});
  }
  return loading;
}
