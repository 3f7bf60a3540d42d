import { type Kysely, sql } from 'kysely';

/**
 * A print order belongs to the parent who placed it, not to the story it prints: deleting the
 * story no longer deletes other people's orders. The order keeps the story's id (which may name a
 * deleted story) and the title it was printed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_orders_own')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pdf_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into print_orders_own
      (id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at)
    select o.id, o.user_id, o.story_id, coalesce(s.title, ''), o.shipping, o.subtotal_cents, o.shipping_cents,
      o.total_cents, o.status, o.pdf_key, o.created_at
    from print_orders o left join stories s on s.id = o.story_id
  `.execute(db);
  await db.schema.dropTable('print_orders').execute();
  await db.schema.alterTable('print_orders_own').renameTo('print_orders').execute();
  await db.schema
    .createIndex('print_orders_owner')
    .on('print_orders')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_orders_story')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('shipping', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pdf_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into print_orders_story
      (id, user_id, story_id, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at)
    select id, user_id, story_id, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at
    from print_orders where story_id in (select id from stories)
  `.execute(db);
  await db.schema.dropTable('print_orders').execute();
  await db.schema.alterTable('print_orders_story').renameTo('print_orders').execute();
  await db.schema
    .createIndex('print_orders_owner')
    .on('print_orders')
    .columns(['user_id', 'created_at'])
    .execute();
}
