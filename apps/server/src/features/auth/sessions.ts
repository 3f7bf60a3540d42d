import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Two tabs refreshing with the same cookie at once is a race, not a theft. */
const ROTATION_GRACE_MS = 30_000;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface Rotation {
  userId: string;
  /** The successor refresh token, or null when a concurrent refresh already set it. */
  token: string | null;
}

/**
 * Refresh tokens, kept as hashes. Each use replaces the token with a new one; using a replaced
 * token again (outside a short grace for concurrent tabs) revokes the whole sign-in.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private async insert(userId: string, familyId: string): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        user_id: userId,
        family_id: familyId,
        token_hash: hash(token),
        expires_at: new Date(now + SESSION_TTL_SECONDS * 1000).toISOString(),
        replaced_at: null,
        revoked_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /** Starts a session for a user who just signed in; returns its first refresh token. */
  start(userId: string): Promise<string> {
    return this.insert(userId, randomUUID());
  }

  /** Exchanges a refresh token for its successor, or null when it is unknown, expired or revoked. */
  async rotate(token: string): Promise<Rotation | null> {
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hash(token))
      .executeTakeFirst();
    const now = this.now();
    if (!row || row.revoked_at || Date.parse(row.expires_at) <= now) return null;
    if (row.replaced_at) {
      if (now - Date.parse(row.replaced_at) <= ROTATION_GRACE_MS) return { userId: row.user_id, token: null };
      await this.revokeFamily(row.family_id);
      return null;
    }
    const claimed = await this.db
      .updateTable('sessions')
      .set({ replaced_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .where('replaced_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { userId: row.user_id, token: null };
    return { userId: row.user_id, token: await this.insert(row.user_id, row.family_id) };
  }

  /** Ends the sign-in a refresh token belongs to. */
  async end(token: string): Promise<void> {
    const row = await this.db
      .selectFrom('sessions')
      .select('family_id')
      .where('token_hash', '=', hash(token))
      .executeTakeFirst();
    if (row) await this.revokeFamily(row.family_id);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.now()).toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
