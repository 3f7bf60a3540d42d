import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { PrintOrdersTable } from '../../platform/db/schema.ts';

export type PrintOrderRow = Selectable<PrintOrdersTable> & { title: string };

/** Persistence of print orders. */
export class PrintRepository {
  constructor(private readonly db: Db) {}

  async create(order: Insertable<PrintOrdersTable>): Promise<void> {
    await this.db.insertInto('print_orders').values(order).execute();
  }

  /** A user's orders with their stories' titles, newest first. */
  listForUser(userId: string): Promise<PrintOrderRow[]> {
    return this.db
      .selectFrom('print_orders')
      .innerJoin('stories', 'stories.id', 'print_orders.story_id')
      .selectAll('print_orders')
      .select('stories.title')
      .where('print_orders.user_id', '=', userId)
      .orderBy('print_orders.created_at', 'desc')
      .orderBy('print_orders.id', 'desc')
      .execute();
  }
}
