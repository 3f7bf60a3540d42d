import { randomUUID } from 'node:crypto';
import {
  PRINT,
  type PrintOrder,
  type PrintOrderRequest,
  type PrintOrdersResponse,
  shippingAddress,
} from '@storyloom/contract';
import type { DocumentRenderer } from '../../documents/renderer.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { DocumentService } from '../documents/service.ts';
import type { PrintOrderRow, PrintRepository } from './repository.ts';

export interface PrintServiceDeps {
  orders: PrintRepository;
  /** Reads a story the caller may see, for its print-ready interior. */
  documents: DocumentService;
  media: MediaStore;
  renderer: DocumentRenderer;
}

function presentOrder(row: PrintOrderRow): PrintOrder {
  return {
    id: row.id,
    bundle_id: row.story_id,
    title: row.title,
    status: 'test',
    subtotal_cents: row.subtotal_cents,
    shipping_cents: row.shipping_cents,
    total_cents: row.total_cents,
    shipping: shippingAddress.parse(JSON.parse(row.shipping)),
    created_at: row.created_at,
  };
}

/**
 * Print orders in test mode (spec §2): an order is checked, priced, typeset as a print-ready
 * interior and stored, but never sent to a printer and never charged.
 */
export class PrintService {
  constructor(private readonly deps: PrintServiceDeps) {}

  async place(request: PrintOrderRequest, viewer: string): Promise<PrintOrder> {
    const { story, document } = await this.deps.documents.storyDocument(request.bundle_id, viewer);
    const id = randomUUID();
    const pdf = await this.deps.renderer.render('print', document);
    // Kept beside the story's private media, so deleting the story deletes its print files too.
    const pdfKey = `print_${id}.pdf`;
    await this.deps.media.write('private', story.id, pdfKey, pdf);
    const shippingCents = PRINT.shippingCents[request.shipping.country];
    const row = {
      id,
      user_id: viewer,
      story_id: story.id,
      shipping: JSON.stringify(request.shipping),
      subtotal_cents: PRINT.bookPriceCents,
      shipping_cents: shippingCents,
      total_cents: PRINT.bookPriceCents + shippingCents,
      status: 'test',
      pdf_key: pdfKey,
      created_at: new Date().toISOString(),
    };
    try {
      await this.deps.orders.create(row);
    } catch (error) {
      await this.deps.media.remove('private', story.id, pdfKey);
      throw error;
    }
    return presentOrder({ ...row, title: story.title });
  }

  async list(viewer: string): Promise<PrintOrdersResponse> {
    return { ok: true, orders: (await this.deps.orders.listForUser(viewer)).map(presentOrder) };
  }
}
