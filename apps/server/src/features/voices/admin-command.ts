import type { Db } from '../../platform/db/database.ts';
import { isPlan, PLANS, VoiceCloneRepository } from './repository.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- plan <email> <${PLANS.join('|')}>

Sets the plan of the user who signed in with that email. Premium users may clone voices.
PREMIUM_ALL and PREMIUM_EMAILS make users premium by configuration as well.`;

/** Runs one administrator command; returns the exit code, writing what it did to `out`. */
export async function runAdminCommand(
  args: readonly string[],
  db: Db,
  out: (line: string) => void,
): Promise<number> {
  const [command, email, plan] = args;
  if (command !== 'plan' || !email || !isPlan(plan)) {
    out(ADMIN_USAGE);
    return 2;
  }
  const updated = await new VoiceCloneRepository(db).setPlanByEmail(email, plan);
  if (updated === 0) {
    out(
      `No user with the email ${email} has signed in yet; ask them to sign in once, or list them in PREMIUM_EMAILS.`,
    );
    return 1;
  }
  out(`${email} is now on the ${plan} plan.`);
  return 0;
}
