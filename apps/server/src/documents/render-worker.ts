import { parentPort } from 'node:worker_threads';
import { renderPrintPdf } from './print-pdf.ts';
import type { RenderReply, RenderRequest } from './renderer.ts';
import type { StoryDocument } from './story-document.ts';
import { renderStoryPdf } from './story-pdf.ts';

/** Structured cloning hands Buffers over as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array | null) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;

parentPort?.on('message', async ({ id, kind, story }: RenderRequest) => {
  const document: StoryDocument = {
    ...story,
    scenes: story.scenes.map((scene) => ({ ...scene, image: asBuffer(scene.image) })),
  };
  let reply: RenderReply;
  try {
    const pdf = kind === 'print' ? await renderPrintPdf(document) : await renderStoryPdf(document);
    reply = { id, pdf };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
