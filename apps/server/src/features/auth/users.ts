import type { User } from '@storyloom/contract';
import type { Db } from '../../platform/db/database.ts';

/** The people who have signed in, as the identity provider last described them. */
export class Users {
  constructor(private readonly db: Db) {}

  /** Records a signed-in user, refreshing their email, name and photo. */
  async upsert(user: User): Promise<void> {
    const now = new Date().toISOString();
    const profile = { email: user.email, display_name: user.displayName, photo_url: user.photoURL };
    await this.db
      .insertInto('users')
      .values({ id: user.uid, ...profile, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...profile, updated_at: now }))
      .execute();
  }

  async find(uid: string): Promise<User | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'photo_url'])
      .where('id', '=', uid)
      .executeTakeFirst();
    return row
      ? { uid: row.id, email: row.email, displayName: row.display_name, photoURL: row.photo_url }
      : null;
  }
}
