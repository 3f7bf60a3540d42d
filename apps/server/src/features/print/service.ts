import { randomUUID } from 'node:crypto';
import {
  PRINT,
  type PrintOrder,
  type PrintOrderRequest,
  type PrintOrdersResponse,
  printOrderLimitMessage,
  shippingAddress,
} from '@storyloom/contract';
import type { DocumentRenderer } from '../../engines/pdf/renderer.ts';
import { quotaReached } from '../../platform/errors.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { DocumentService } from '../documents/service.ts';
import { newOrderNumber } from './order-number.ts';
import {
  type NewPrintOrder,
  OrderNumberTaken,
  type PrintRepository,
  type StoredPrintOrder,
} from './repository.ts';

export interface PrintServiceDeps {
  orders: PrintRepository;
  /** Reads a story the caller may see, for its print-ready interior. */
  documents: DocumentService;
  media: MediaStore;
  renderer: DocumentRenderer;
  /** Orders one account may place in any 24 hours. */
  maxOrdersPerDay: number;
  /** Draws an order number; random unless a test needs to see a repeat. */
  orderNumber?: () => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The print-ready interior, in the order's own folder. */
const PDF_NAME = 'interior.pdf';
/** Draws of an order number before giving up: a repeat is about one in a trillion per order. */
const ORDER_NUMBER_DRAWS = 5;

function presentOrder(row: StoredPrintOrder): PrintOrder {
  return {
    id: row.id,
    order_number: row.order_number,
    bundle_id: row.story_id,
    title: row.title,
    status: 'test',
    subtotal_cents: row.subtotal_cents,
    shipping_cents: row.shipping_cents,
    total_cents: row.total_cents,
    shipping: row.shipping,
    created_at: row.created_at,
  };
}

/**
 * Print orders in test mode (product §2): an order is checked, priced, typeset as a print-ready
 * interior and stored, but never sent to a printer and never charged.
 */
export class PrintService {
  constructor(private readonly deps: PrintServiceDeps) {}

  /**
   * Places an order of a story the caller may read. Its print-ready PDF belongs to the order and
   * outlives the story. Past the day's quota nothing is typeset or stored: a 429 says when to retry.
   */
  async place(request: PrintOrderRequest, viewer: string): Promise<PrintOrder> {
    const since = () => new Date(Date.now() - DAY_MS).toISOString();
    const placed = await this.deps.orders.placedSince(viewer, since());
    if (placed.length >= this.deps.maxOrdersPerDay) throw this.limitReached(placed[0]);
    const { story, document } = await this.deps.documents.storyDocument(request.bundle_id, viewer);
    const id = randomUUID();
    const pdf = await this.deps.renderer.render('print', document);
    await this.deps.media.writeOrderFile(id, PDF_NAME, pdf);
    const shippingCents = PRINT.shippingCents[request.shipping.country];
    const order: Omit<NewPrintOrder, 'order_number'> = {
      id,
      user_id: viewer,
      story_id: story.id,
      title: story.title,
      shipping: shippingAddress.parse(request.shipping),
      subtotal_cents: PRINT.bookPriceCents,
      shipping_cents: shippingCents,
      total_cents: PRINT.bookPriceCents + shippingCents,
      status: 'test',
      pdf_key: PDF_NAME,
      created_at: new Date().toISOString(),
    };
    let stored: NewPrintOrder | null = null;
    try {
      stored = await this.storeWithNewNumber(order, since());
    } finally {
      if (!stored) await this.deps.media.removeOrder(id);
    }
    if (!stored) throw this.limitReached((await this.deps.orders.placedSince(viewer, since()))[0]);
    return presentOrder(stored);
  }

  /**
   * Stores the order under a newly drawn number, drawing again while another order has it; null
   * when the day's quota refused it.
   */
  private async storeWithNewNumber(
    order: Omit<NewPrintOrder, 'order_number'>,
    since: string,
  ): Promise<NewPrintOrder | null> {
    const draw = this.deps.orderNumber ?? newOrderNumber;
    for (let attempt = 1; ; attempt++) {
      const numbered = { ...order, order_number: draw() };
      try {
        const quota = { max: this.deps.maxOrdersPerDay, since };
        return (await this.deps.orders.createWithinQuota(numbered, quota)) ? numbered : null;
      } catch (error) {
        if (!(error instanceof OrderNumberTaken) || attempt >= ORDER_NUMBER_DRAWS) throw error;
      }
    }
  }

  /** The refusal past the quota, with the wait until the oldest order of the day stops counting. */
  private limitReached(oldest: string | undefined) {
    const frees = oldest ? Date.parse(oldest) + DAY_MS : Date.now() + DAY_MS;
    const seconds = Math.max(1, Math.ceil((frees - Date.now()) / 1000));
    return quotaReached(printOrderLimitMessage(this.deps.maxOrdersPerDay), seconds);
  }

  async list(viewer: string): Promise<PrintOrdersResponse> {
    return { ok: true, orders: (await this.deps.orders.listForUser(viewer)).map(presentOrder) };
  }
}
