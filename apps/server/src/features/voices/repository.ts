import type { CloneEngine } from '@storyloom/contract';
import type { Selectable } from 'kysely';
import type { VoiceMatch } from '../../engines/voice/match/fit-voice.ts';
import type { Db } from '../../platform/db/database.ts';
import type { VoiceClonesTable } from '../../platform/db/schema.ts';
import type { MediaStore } from '../../platform/media.ts';

/** What a clone keeps besides its row: the voice match, made for every clone. */
export interface CloneParams {
  match: VoiceMatch;
  sample: { format: string; duration_ms: number };
}

/** A stored clone, the engine that made it narrowed and its params decoded. */
export interface StoredVoiceClone {
  id: string;
  user_id: string;
  voice_name: string;
  provider: CloneEngine;
  provider_voice_id: string | null;
  sample_key: string | null;
  params: CloneParams;
  created_at: string;
}

export type NewVoiceClone = Omit<StoredVoiceClone, 'created_at'>;

export const voiceCloneFromRow = (row: Selectable<VoiceClonesTable>): StoredVoiceClone => ({
  ...row,
  provider: row.provider as CloneEngine,
  params: JSON.parse(row.params ?? '{}') as CloneParams,
});

class QuotaReached extends Error {}

/** The plans a user can be on; cloning a voice needs premium. */
export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export const isPlan = (value: string | undefined): value is Plan =>
  (PLANS as readonly unknown[]).includes(value);

/** Persistence of cloned voices, and of the plan that allows making them. */
export class VoiceCloneRepository {
  constructor(private readonly db: Db) {}

  /** A user's clones, newest first. */
  async listFor(userId: string): Promise<StoredVoiceClone[]> {
    const rows = await this.db
      .selectFrom('voice_clones')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(voiceCloneFromRow);
  }

  /** A clone, only when it belongs to the user: someone else's clone does not exist for them. */
  async findOwned(id: string, userId: string): Promise<StoredVoiceClone | undefined> {
    const row = await this.db
      .selectFrom('voice_clones')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && voiceCloneFromRow(row);
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
  async createWithinQuota(clone: NewVoiceClone, max: number): Promise<StoredVoiceClone | null> {
    const stored = { ...clone, created_at: new Date().toISOString() };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('voice_clones')
          .values({ ...stored, params: JSON.stringify(stored.params) })
          .execute();
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
    return stored;
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
/** The private media folder of one clone's files: its sample, and what it said in each language. */
export const cloneFolder = (cloneId: string) => `voice-clone-${cloneId}`;

export class VoiceSamples {
  constructor(private readonly media: MediaStore) {}

  private static folder = cloneFolder;

  async save(cloneId: string, extension: string, bytes: Uint8Array): Promise<string> {
    const name = `sample.${extension}`;
    await this.media.write('private', VoiceSamples.folder(cloneId), name, bytes);
    return `${VoiceSamples.folder(cloneId)}/${name}`;
  }

  remove(cloneId: string): Promise<void> {
    return this.media.removeStory(VoiceSamples.folder(cloneId));
  }
}
