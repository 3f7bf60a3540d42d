import { WorkerCalls } from '../../lib/worker-calls.ts';

const thread = new WorkerCalls<Uint8Array, string[]>(
  new URL('./palette-worker.ts', import.meta.url),
  'Reading a reference image',
);

/** A 40-megapixel photo is read in a few seconds; an image that takes longer is built to be slow. */
const TIMEOUT_MS = 15_000;

/** Starts the palette thread ahead of the first reference image. */
export const warmPaletteThread = (): Promise<void> => thread.warm();

/**
 * `paletteFromImage` on a thread of its own: decoding a 12-megapixel phone photo holds its
 * caller for most of a second, which on the main thread would stall every other request. One
 * image is decoded at a time, so a burst of uploads queues here instead of filling memory. A
 * decode past the time limit fails, and the thread is replaced so the next image is not stuck
 * behind it.
 */
export async function paletteOffThread(bytes: Buffer, timeoutMs = TIMEOUT_MS): Promise<string[]> {
  let timedOut = false;
  // Closing the thread fails the call that was waiting on it.
  const timer = setTimeout(() => {
    timedOut = true;
    void thread.close();
  }, timeoutMs);
  try {
    return await thread.call(bytes);
  } catch (error) {
    if (timedOut) throw new Error(`Reading a reference image took over ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
