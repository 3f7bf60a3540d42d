import type { JobEvent } from '@storyloom/contract';
import { EventLog } from '../../platform/events.ts';

/** Progress of story generation, keyed by bundle id, replayed to late subscribers. */
export type StoryProgress = EventLog<JobEvent>;
export const createStoryProgress = (): StoryProgress => new EventLog<JobEvent>();

/** The job id of a story's generation; the events stream is addressed by it. */
export const generationJobId = (bundleId: string) => `gen_${bundleId}`;
export const bundleIdOfJob = (jobId: string): string | null =>
  jobId.startsWith('gen_') ? jobId.slice(4) : null;
