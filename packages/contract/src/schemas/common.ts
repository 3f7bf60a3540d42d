/** What every part of the API answers with: a refusal, a plain yes, who is signed in, health; the usual path parameters. */
import { z } from 'zod';

export const errorResponse = z.object({
  ok: z.literal(false),
  error: z.string(),
  detail: z.string().optional(),
  /**
   * The message's stable name, so the app can say it in any language: the key of `error` in the
   * contract's MESSAGES (e.g. `childNameRequired`), or a built text's name (`voiceCloneLimit`); an
   * identity error's code (product §8), e.g. `auth/unauthorized-domain`; `rate_limited` /
   * `queue_full` for a refusal that asks to wait; else a general kind such as `bad_request`.
   */
  code: z.string().optional(),
  /** With `rate_limited` and `queue_full`: the name of why, e.g. `tooManyStories`. */
  reason: z.string().optional(),
  /** The name of `detail` when it is one of the contract's messages, e.g. `voiceSampleTooShort`. */
  detail_code: z.string().optional(),
  /** The values of whichever named text is built with them, e.g. `{ max: 3 }` for `voiceCloneLimit`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** With `rate_limited` and `queue_full`: how long to wait, as in the Retry-After header. */
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
// The OpenAPI document describes it once, as the component every refusal refers to.
z.globalRegistry.add(errorResponse, {
  id: 'ErrorResponse',
  description: 'Refused: the message to show, and at times a detail, a code and how long to wait',
});

export const user = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const healthResponse = z.object({
  ok: z.literal(true),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});

/** Readiness: each named check (database, queue, storage) and whether it passed. */
export const readyResponse = z.object({
  ok: z.boolean(),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

export const okResponse = z.object({ ok: z.literal(true) });

export const bundleIdParams = z.object({ bundleId: z.string().min(1).max(100) });
export const idParams = z.object({ id: z.string().min(1).max(100) });
