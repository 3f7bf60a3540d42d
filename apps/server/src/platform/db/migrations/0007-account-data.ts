import { type Kysely, sql } from 'kysely';

/**
 * What a parent's leaving and an operator's decisions need: reports on public stories (one per
 * visitor per story), a `hidden` flag on stories that keeps a reported story out of every list
 * until an operator decides, and print orders that may outlive their account as anonymised rows
 * (no user, no address) for the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stories')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('story_reports')
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('reporter', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addPrimaryKeyConstraint('story_reports_pk', ['story_id', 'reporter'])
    .execute();
  await db.schema
    .createIndex('story_reports_open')
    .on('story_reports')
    .columns(['resolved_at', 'created_at'])
    .execute();

  await db.schema
    .createTable('print_orders_anonymisable')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
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
    insert into print_orders_anonymisable
      (id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at)
    select id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at
    from print_orders
  `.execute(db);
  await db.schema.dropTable('print_orders').execute();
  await db.schema.alterTable('print_orders_anonymisable').renameTo('print_orders').execute();
  await db.schema
    .createIndex('print_orders_owner')
    .on('print_orders')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_orders_owned')
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
    insert into print_orders_owned
      (id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at)
    select id, user_id, story_id, title, shipping, subtotal_cents, shipping_cents, total_cents, status, pdf_key, created_at
    from print_orders where user_id is not null
  `.execute(db);
  await db.schema.dropTable('print_orders').execute();
  await db.schema.alterTable('print_orders_owned').renameTo('print_orders').execute();
  await db.schema
    .createIndex('print_orders_owner')
    .on('print_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropTable('story_reports').execute();
  await db.schema.alterTable('stories').dropColumn('hidden').execute();
}
