import type { Db } from '../../platform/db/database.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { AccountRepository } from './repository.ts';
import type { AccountService } from './service.ts';

export const MODERATION_USAGE = `Usage:
  npm run admin -- story hide <story id>     keep a story out of every list (its owner still sees it)
  npm run admin -- story show <story id>     list a story again; its open reports are closed
  npm run admin -- story delete <story id>   delete a story with its files
  npm run admin -- reports                   open reports, newest first
  npm run admin -- user delete <email>       delete an account and everything kept for it

Every command is written to DATA_DIR/admin.log with who ran it and when.`;

export interface ModerationDeps {
  db: Db;
  accounts: AccountRepository;
  media: MediaStore;
  /** Erases an account as DELETE /v1/account does. */
  service: Pick<AccountService, 'erase'>;
}

/** Runs one operator command on stories, reports or accounts; returns the exit code, writing what it did to `out`. */
export async function runModerationCommand(
  args: readonly string[],
  deps: ModerationDeps,
  out: (line: string) => void,
): Promise<number> {
  const [command, action, subject] = args;
  if (command === 'reports' && args.length === 1) {
    const reports = await deps.accounts.openReports();
    if (reports.length === 0) out('No open reports.');
    for (const report of reports) {
      const state = report.hidden === null ? 'deleted' : report.hidden ? 'hidden' : 'listed';
      const note = report.note ? ` “${report.note}”` : '';
      out(
        `${report.created_at}  ${report.story_id} (${state}, “${report.title ?? ''}”)  ${report.reason}${note}`,
      );
    }
    return 0;
  }
  if (command === 'story' && subject && ['hide', 'show', 'delete'].includes(action ?? '')) {
    if (action === 'delete') {
      if (!(await deps.accounts.deleteStory(subject))) return missingStory(subject, out);
      await deps.media.removeStory(subject);
      out(`Story ${subject} is deleted with its files.`);
      return 0;
    }
    const hidden = action === 'hide';
    if (!(await deps.accounts.setHidden(subject, hidden))) return missingStory(subject, out);
    out(hidden ? `Story ${subject} is hidden from every list.` : `Story ${subject} is listed again.`);
    return 0;
  }
  if (command === 'user' && action === 'delete' && subject) {
    const users = await deps.accounts.usersByEmail(subject);
    if (users.length === 0) {
      out(`No account has signed in with the email ${subject}.`);
      return 1;
    }
    for (const user of users) await deps.service.erase(user);
    out(`The account of ${subject} is deleted with everything kept for it.`);
    return 0;
  }
  out(MODERATION_USAGE);
  return 2;
}

function missingStory(id: string, out: (line: string) => void): number {
  out(`No story has the id ${id}.`);
  return 1;
}
