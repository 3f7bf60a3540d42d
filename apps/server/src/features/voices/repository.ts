import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { VoiceClonesTable } from '../../platform/db/schema.ts';
import type { MediaStore } from '../../platform/media.ts';

export type VoiceCloneRow = Selectable<VoiceClonesTable>;
export type NewVoiceClone = Omit<Insertable<VoiceClonesTable>, 'created_at'>;

class QuotaReached extends Error {}

/** The plans a user can be on; cloning a voice needs premium. */
export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Persistence of cloned voices, and of the plan that allows making them. */
export class VoiceCloneRepository {
  constructor(private readonly db: Db) {}

  /** A user's clones, newest first. */
  listFor(userId: string): Promise<VoiceCloneRow[]> {
    return this.db
      .selectFrom('voice_clones')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A clone, only when it belongs to the user: someone else's clone does not exist for them. */
  findOwned(id: string, userId: string): Promise<VoiceCloneRow | undefined> {
    return this.db
      .selectFrom('voice_clones')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** How many clones the user keeps. */
  async countFor(userId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('voice_clones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Stores a clone unless its user already keeps `max`; null when refused. Counted after the
   * insert, in one transaction, so clones made at once cannot all slip by.
   */
  async createWithinQuota(clone: NewVoiceClone, max: number): Promise<VoiceCloneRow | null> {
    const row = { ...clone, created_at: new Date().toISOString() };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('voice_clones').values(row).execute();
        const { n } = await trx
          .selectFrom('voice_clones')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', clone.user_id)
          .executeTakeFirstOrThrow();
        if (Number(n) > max) throw new QuotaReached();
      });
    } catch (error) {
      if (error instanceof QuotaReached) return null;
      throw error;
    }
    return row as VoiceCloneRow;
  }

  /** Deletes the user's clone; false when there was none. */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('voice_clones')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The plan stored on the user (set by an administrator); free when the user is unknown. */
  async storedPlan(userId: string): Promise<Plan> {
    const row = await this.db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst();
    return row?.plan === 'premium' ? 'premium' : 'free';
  }

  /** Sets the plan of every user with this email; returns how many there were. */
  async setPlanByEmail(email: string, plan: Plan): Promise<number> {
    const result = await this.db
      .updateTable('users')
      .set({ plan, updated_at: new Date().toISOString() })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/**
 * Voice samples: a parent's own voice, kept in private media (never served, never signed) under
 * a folder of its own per clone, and removed with the clone.
 */
export class VoiceSamples {
  constructor(private readonly media: MediaStore) {}

  private static folder = (cloneId: string) => `voice-clone-${cloneId}`;

  async save(cloneId: string, extension: string, bytes: Uint8Array): Promise<string> {
    const name = `sample.${extension}`;
    await this.media.write('private', VoiceSamples.folder(cloneId), name, bytes);
    return `${VoiceSamples.folder(cloneId)}/${name}`;
  }

  remove(cloneId: string): Promise<void> {
    return this.media.removeStory(VoiceSamples.folder(cloneId));
  }
}
