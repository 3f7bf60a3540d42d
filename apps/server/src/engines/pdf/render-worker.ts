import { asBuffer, serveWorkerCalls } from '../../lib/worker-calls.ts';
import { renderPrintPdf } from './print-pdf.ts';
import type { RenderRequest } from './renderer.ts';
import type { StoryDocument } from './story-document.ts';
import { renderStoryPdf } from './story-pdf.ts';

serveWorkerCalls<RenderRequest, Uint8Array>(async ({ kind, story }) => {
  const document: StoryDocument = {
    ...story,
    scenes: story.scenes.map((scene) => ({ ...scene, image: scene.image && asBuffer(scene.image) })),
  };
  return kind === 'print' ? renderPrintPdf(document) : renderStoryPdf(document);
});
