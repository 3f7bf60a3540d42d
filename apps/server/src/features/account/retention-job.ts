import type { JobHandler, JobPayloads } from '../../platform/jobs/queue.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { AccountRepository } from './repository.ts';
import { EXPORT_TTL_SECONDS } from './service.ts';

export interface RetentionDeps {
  accounts: AccountRepository;
  media: MediaStore;
  /** RETAIN_ANONYMOUS_DAYS; null keeps anonymous stories. */
  anonymousDays: number | null;
  log: { info(details: object, message: string): void };
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sweep's job id for the hour it runs in: enqueued again within the hour, it runs once. */
export const retentionJobId = (at: number) => `retention_${new Date(at).toISOString().slice(0, 13)}`;

/**
 * Removes what is kept past its time: downloads older than their link, and, when
 * RETAIN_ANONYMOUS_DAYS is set, anonymous public stories older than that with their files.
 */
export function retentionJob(deps: RetentionDeps): JobHandler<JobPayloads['retention.sweep']> {
  const now = deps.now ?? Date.now;
  return {
    async run() {
      const exportsBefore = now() - EXPORT_TTL_SECONDS * 1000;
      for (const made of await deps.media.exports()) {
        if (made.madeAt < exportsBefore) await deps.media.removeExport(made.id);
      }
      if (deps.anonymousDays === null) return 'done';
      const before = new Date(now() - deps.anonymousDays * DAY_MS).toISOString();
      const stories = await deps.accounts.anonymousPublicBefore(before);
      for (const id of stories) {
        await deps.accounts.deleteStory(id);
        await deps.media.removeStory(id);
      }
      if (stories.length > 0) deps.log.info({ stories: stories.length }, 'old anonymous stories deleted');
      return 'done';
    },
    async failed() {},
  };
}
