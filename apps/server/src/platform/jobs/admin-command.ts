import type { JobQueue } from './queue.ts';

export const JOBS_USAGE = `Jobs:
  jobs                 how many jobs are queued, running and failed
  jobs failed [N]      the last N (default 20) jobs that failed for good, with their errors`;

/** `npm run admin -- jobs ...`: what the queue holds, and the jobs that failed for good (dead letters). */
export async function runJobsCommand(
  args: string[],
  queue: Pick<JobQueue, 'counts' | 'failures'>,
  out: (line: string) => void,
): Promise<number> {
  const [, sub, limitArg] = args;
  if (sub === undefined) {
    const { queued, running, failed } = await queue.counts();
    out(`queued ${queued}, running ${running}, failed ${failed}`);
    return 0;
  }
  const limit = Number(limitArg ?? 20);
  if (sub !== 'failed' || !Number.isInteger(limit) || limit < 1) {
    out(JOBS_USAGE);
    return 2;
  }
  const failures = await queue.failures(limit);
  if (failures.length === 0) out('No job has failed.');
  for (const job of failures) {
    out(
      `${job.updatedAt}  ${job.name}  ${job.id}  after ${job.attempts} attempt(s): ${job.lastError ?? 'no error kept'}`,
    );
  }
  return 0;
}
