/** My account: what is kept, downloading it, deleting it. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** GET /v1/account: who is signed in and how much is kept for them. */
export const accountSummary = z.object({
  ok: z.literal(true),
  email: z.string(),
  display_name: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    stories: z.number().int().min(0),
    voice_clones: z.number().int().min(0),
    print_orders: z.number().int().min(0),
    bookmarks: z.number().int().min(0),
    likes: z.number().int().min(0),
  }),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** POST /v1/account/export: 202, the download is made on the server's worker. */
export const accountExportStarted = z.object({ ok: z.literal(true), export_id: z.string() });

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

/** GET /v1/account/export/{id}: when ready, a signed link valid for one hour. */
export const accountExportState = z.object({
  status: z.enum(EXPORT_STATUSES),
  download_url: z.string().optional(),
  expires_at: z.string().optional(),
});
export type AccountExportState = z.infer<typeof accountExportState>;

/** DELETE /v1/account: the account's email, typed by the parent (any letter case). */
export const deleteAccountRequest = z.object({
  confirm: z
    .string({ error: MESSAGES.deleteAccountConfirmRequired })
    .trim()
    .min(1, MESSAGES.deleteAccountConfirmRequired)
    .max(320, MESSAGES.deleteAccountConfirmMismatch),
});
