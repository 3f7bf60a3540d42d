import type { Kysely } from 'kysely';
import { newOrderNumber } from '../../../features/print/order-number.ts';

/**
 * A short, readable number for each print order (SL-7K3F-92QD), beside its internal id; orders
 * placed before get one now. Unique, so two orders never share a number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_orders').addColumn('order_number', 'text').execute();
  const orders = db as unknown as Kysely<{ print_orders: { id: string; order_number: string | null } }>;
  const rows = await orders.selectFrom('print_orders').select('id').execute();
  const given = new Set<string>();
  for (const { id } of rows) {
    let number = newOrderNumber();
    while (given.has(number)) number = newOrderNumber();
    given.add(number);
    await orders.updateTable('print_orders').set({ order_number: number }).where('id', '=', id).execute();
  }
  await db.schema
    .createIndex('print_orders_order_number')
    .on('print_orders')
    .column('order_number')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('print_orders_order_number').execute();
  await db.schema.alterTable('print_orders').dropColumn('order_number').execute();
}
