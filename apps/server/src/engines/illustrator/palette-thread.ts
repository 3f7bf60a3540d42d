import { WorkerCalls } from '../../lib/worker-calls.ts';

const thread = new WorkerCalls<Uint8Array, string[]>(
  new URL('./palette-worker.ts', import.meta.url),
  'Reading a reference image',
);

/**
 * `paletteFromImage` on a thread of its own: decoding a 12-megapixel phone photo holds its
 * caller for most of a second, which on the main thread would stall every other request. One
 * image is decoded at a time, so a burst of uploads queues here instead of filling memory.
 */
export const paletteOffThread = (bytes: Buffer): Promise<string[]> => thread.call(bytes);
