import { asBuffer, WorkerCalls } from '../../lib/worker-calls.ts';
import type { SignerRequest, SignerVideo } from './signer.ts';

const thread = new WorkerCalls<SignerRequest, SignerVideo | null>(
  new URL('./signer-worker.ts', import.meta.url),
  'Sign video',
);

/** Starts the signer's thread ahead of the first sign video. */
export const warmSignerThread = (): Promise<void> => thread.warm();

/**
 * `makeSignVideo` on the signer's own thread: posing the hands for every frame holds the CPU for
 * a few hundred milliseconds a scene, which on the main thread would stall every other request.
 */
export async function makeSignVideoOffThread(request: SignerRequest): Promise<SignerVideo | null> {
  const video = await thread.call(request);
  return video && { ...video, webm: asBuffer(video.webm), mp4: asBuffer(video.mp4) };
}
