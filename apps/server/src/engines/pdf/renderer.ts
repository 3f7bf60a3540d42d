import { asBuffer, WorkerCalls } from '../../lib/worker-calls.ts';
import type { StoryDocument } from './story-document.ts';

export type DocumentKind = 'story' | 'print';

export interface RenderRequest {
  kind: DocumentKind;
  story: StoryDocument;
}

/**
 * Renders PDFs on a worker thread. Laying out text, shaping it and preparing pictures hold the
 * CPU for a second or more per book (several for a print-ready one); on the main thread that
 * would stall every other request.
 */
export class DocumentRenderer {
  private readonly worker = new WorkerCalls<RenderRequest, Uint8Array>(
    new URL('./render-worker.ts', import.meta.url),
    'PDF rendering',
  );

  async render(kind: DocumentKind, story: StoryDocument): Promise<Buffer> {
    return asBuffer(await this.worker.call({ kind, story }));
  }

  /** Starts the rendering thread ahead of the first PDF. */
  warm(): Promise<void> {
    return this.worker.warm();
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
