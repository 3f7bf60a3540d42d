import { type ShippingAddress, shippingAddress } from '@storyloom/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { PrintOrdersTable } from '../../platform/db/schema.ts';

/** A stored print order, its shipping address decoded. */
export type StoredPrintOrder = Omit<Selectable<PrintOrdersTable>, 'shipping'> & { shipping: ShippingAddress };
export type NewPrintOrder = StoredPrintOrder & { user_id: string };

export const printOrderFromRow = (row: Selectable<PrintOrdersTable>): StoredPrintOrder => ({
  ...row,
  shipping: shippingAddress.parse(JSON.parse(row.shipping)),
});

class QuotaReached extends Error {}

/** Another order already has the number drawn for this one. */
export class OrderNumberTaken extends Error {}

/** SQLite's and PostgreSQL's refusal of a second row with the same order number. */
const repeatsOrderNumber = (error: unknown): boolean =>
  error instanceof Error && /order_number/.test(error.message) && /unique|duplicate/i.test(error.message);

/** Persistence of print orders. */
export class PrintRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores an order unless its user has already placed `max` orders since `since`; false when
   * refused. Counted after the insert, in one transaction, so orders placed at once cannot all slip by.
   * Throws OrderNumberTaken, storing nothing, when another order has its number.
   */
  async createWithinQuota(order: NewPrintOrder, quota: { max: number; since: string }): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('print_orders')
          .values({ ...order, shipping: JSON.stringify(order.shipping) })
          .execute();
        const { n } = await trx
          .selectFrom('print_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', order.user_id)
          .where('created_at', '>', quota.since)
          .executeTakeFirstOrThrow();
        if (Number(n) > quota.max) throw new QuotaReached();
      });
      return true;
    } catch (error) {
      if (error instanceof QuotaReached) return false;
      if (repeatsOrderNumber(error)) throw new OrderNumberTaken();
      throw error;
    }
  }

  /** When the user placed each order since `since`, oldest first. */
  async placedSince(userId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.created_at);
  }

  /** A user's orders, newest first. */
  async listForUser(userId: string): Promise<StoredPrintOrder[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(printOrderFromRow);
  }
}
