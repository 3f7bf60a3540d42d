import { asBuffer, WorkerCalls } from '../../lib/worker-calls.ts';

export interface PngRequest {
  svg: string;
  width: number;
}

const thread = new WorkerCalls<PngRequest, Uint8Array>(
  new URL('./render-worker.ts', import.meta.url),
  'Picture rendering',
);

/** Starts the picture thread ahead of the first story. */
export const warmPictureThread = (): Promise<void> => thread.warm();

/**
 * Renders an SVG to a PNG `width` pixels wide (the height follows the viewBox) on the picture
 * thread. resvg draws on libuv's thread pool, but encoding the PNG holds its caller for about
 * 60 ms a picture: on the main thread that would stall every other request while a story is drawn.
 */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
  return asBuffer(await thread.call({ svg, width }));
}
