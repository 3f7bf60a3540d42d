/** Reporting a public story. */
import { z } from 'zod';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { typedText } from './fields.ts';

/** POST /v1/stories/{id}/report */
export const reportStoryRequest = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
  note: typedText().pipe(z.string().max(REPORT_NOTE_MAX_LENGTH, MESSAGES.reportNoteTooLong)).optional(),
});
export type ReportStoryRequest = z.infer<typeof reportStoryRequest>;
