import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** Every table that holds a user id, with its column. */
const USER_REFERENCES = [
  ['stories', 'user_id'],
  ['bookmarks', 'user_id'],
  ['voice_clones', 'user_id'],
  ['print_orders', 'user_id'],
  ['sessions', 'user_id'],
  ['likes', 'liker_id'],
] as const;

/**
 * Users get random ids. Until now a user's id was their identity provider's subject (Google's
 * account id, or a hash of the email for the local provider), and public story lists show it.
 * The subject moves to its own column, found again at sign-in; the issuer is left null for
 * existing users, who keep their account at their next sign-in through whichever provider gave it.
 *
 * Each user is copied under a new id, every reference is moved to the copy, then the old row is
 * deleted: foreign keys hold at every step, on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('issuer', 'text').execute();
  await db.schema.alterTable('users').addColumn('subject', 'text').execute();
  await db.schema.createIndex('users_identity').on('users').columns(['issuer', 'subject']).unique().execute();
  await db.schema.createIndex('users_subject').on('users').column('subject').execute();

  const move = async (trx: Kysely<unknown>) => {
    const { rows } = await sql<{ id: string }>`select id from users where subject is null`.execute(trx);
    for (const { id } of rows) {
      const fresh = `u_${randomBytes(10).toString('hex')}`;
      await sql`insert into users (id, email, display_name, photo_url, plan, created_at, updated_at, issuer, subject)
        select ${fresh}, email, display_name, photo_url, plan, created_at, updated_at, null, id
        from users where id = ${id}`.execute(trx);
      for (const [table, column] of USER_REFERENCES) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${fresh} where ${sql.ref(column)} = ${id}`.execute(
          trx,
        );
      }
      await sql`delete from users where id = ${id}`.execute(trx);
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's runs are not, so one is made.
  if (db.isTransaction) await move(db);
  else await db.transaction().execute(move);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_subject').execute();
  await db.schema.dropIndex('users_identity').execute();
  await db.schema.alterTable('users').dropColumn('subject').execute();
  await db.schema.alterTable('users').dropColumn('issuer').execute();
}
