import { serveWorkerCalls } from '../lib/worker-calls.ts';
import { renderPrintPdf } from './print-pdf.ts';
import type { RenderRequest } from './renderer.ts';
import type { StoryDocument } from './story-document.ts';
import { renderStoryPdf } from './story-pdf.ts';

/** Structured cloning hands Buffers over as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array | null) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;

serveWorkerCalls<RenderRequest, Uint8Array>(async ({ kind, story }) => {
  const document: StoryDocument = {
    ...story,
    scenes: story.scenes.map((scene) => ({ ...scene, image: asBuffer(scene.image) })),
  };
  return kind === 'print' ? renderPrintPdf(document) : renderStoryPdf(document);
});
