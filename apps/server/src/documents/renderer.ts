import { Worker } from 'node:worker_threads';
import type { StoryDocument } from './story-document.ts';

export type DocumentKind = 'story' | 'print';

export interface RenderRequest {
  id: number;
  kind: DocumentKind;
  story: StoryDocument;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Renders PDFs on a worker thread. Laying out text, shaping it and preparing pictures hold the
 * CPU for a second or more per book (several for a print-ready one); on the main thread that
 * would stall every other request. The worker starts with the first render, does not keep the
 * process alive, and is started again if it dies.
 */
export class DocumentRenderer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
  >();

  render(kind: DocumentKind, story: StoryDocument): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, kind, story } satisfies RenderRequest);
      worker.ref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // A JavaScript entry, which loads the TypeScript worker through tsx in any host process.
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if ('pdf' in reply)
        waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else waiting.reject(new Error(`PDF rendering failed: ${reply.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
