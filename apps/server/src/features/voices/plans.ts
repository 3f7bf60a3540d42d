import type { User } from '@storyloom/contract';
import type { Plan, VoiceCloneRepository } from './repository.ts';

/** Who is premium by configuration, besides those an administrator made premium. */
export interface PlanSettings {
  /** Everyone is premium: the default of the embedded single-machine setup, to try cloning at once. */
  premiumAll: boolean;
  /** Lower-cased emails that are premium. */
  premiumEmails: readonly string[];
}

/** A user's plan: premium by configuration (everyone, or their email) or by an administrator. */
export class Plans {
  constructor(
    private readonly settings: PlanSettings,
    private readonly clones: VoiceCloneRepository,
  ) {}

  async planOf(user: User): Promise<Plan> {
    if (this.settings.premiumAll) return 'premium';
    if (this.settings.premiumEmails.includes(user.email.toLowerCase())) return 'premium';
    return this.clones.storedPlan(user.uid);
  }
}
