import { randomBytes } from 'node:crypto';
import type { User } from '@storyloom/contract';
import type { Db } from '../../platform/db/database.ts';

/** A person as their identity provider vouches for them at sign-in. */
export interface SignInIdentity {
  /** The provider's issuer (`local` for the local provider, whose address follows PUBLIC_URL). */
  issuer: string;
  /** The provider's id for the person; never shown to anyone. */
  subject: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

/** A new user's id: random, so it says nothing about the person's email or provider account. */
const newUserId = () => `u_${randomBytes(10).toString('hex')}`;
/** The shape of every user id since ids became random (migration 0004). */
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && /^u_[0-9a-f]{20}$/.test(value);

const USER_COLUMNS = ['id', 'email', 'display_name', 'photo_url'] as const;

/** The people who have signed in, as the identity provider last described them. */
export class Users {
  constructor(private readonly db: Db) {}

  /**
   * The account of a person who just signed in, made on their first sign-in, with their email,
   * name and photo refreshed.
   */
  async signIn(identity: SignInIdentity): Promise<User> {
    const now = new Date().toISOString();
    const profile = {
      email: identity.email,
      display_name: identity.displayName,
      photo_url: identity.photoURL,
    };
    const { issuer, subject } = identity;
    // An account made before ids were random has no issuer yet: its first sign-in records it.
    await this.db
      .updateTable('users')
      .set({ issuer })
      .where('issuer', 'is', null)
      .where('subject', '=', subject)
      .execute();
    // Two first sign-ins at once make one account: the second insert does nothing.
    await this.db
      .insertInto('users')
      .values({ id: newUserId(), issuer, subject, ...profile, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .execute();
    const row = await this.db
      .updateTable('users')
      .set({ ...profile, updated_at: now })
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  async find(uid: string): Promise<User | null> {
    const row = await this.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('id', '=', uid)
      .executeTakeFirst();
    return row ? toUser(row) : null;
  }
}

const toUser = (row: {
  id: string;
  email: string;
  display_name: string | null;
  photo_url: string | null;
}) => ({
  uid: row.id,
  email: row.email,
  displayName: row.display_name,
  photoURL: row.photo_url,
});
