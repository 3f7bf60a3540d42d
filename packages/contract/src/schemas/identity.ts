/** Identity (product §3, §4): sessions, sign-in and its settings. */
import { z } from 'zod';
import { user } from './common.ts';

/** A signed-in session: a short-lived bearer token for the API and who it belongs to. */
export const authSession = z.object({
  ok: z.literal(true),
  access_token: z.string(),
  /** Seconds until the bearer token expires; refresh before then. */
  expires_in: z.number().int().positive(),
  user,
});
export type AuthSession = z.infer<typeof authSession>;

export const meResponse = z.object({ ok: z.literal(true), user });

export const nativeSignInRequest = z.object({ id_token: z.string().trim().min(1).max(8192) });

export const AUTH_MODES = ['popup', 'redirect'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const loginQuery = z.object({
  mode: z.enum(AUTH_MODES).default('popup'),
  /** The origin of the page that signs in; it must be one of the server's allowed origins. */
  origin: z.string().max(300).optional(),
  /** Where a redirect sign-in returns to: a path of this app. */
  return_to: z.string().max(2000).optional(),
});
export type LoginQuery = z.infer<typeof loginQuery>;

export const authConfigResponse = z.object({
  ok: z.literal(true),
  /**
   * `google`; `local` when the server's own stand-in provider at /dev-idp signs people in; `none`
   * when sign-in is not set up on this server.
   */
  provider: z.enum(['google', 'local', 'none']),
  /** product §7's optional token-sync address, or null. */
  token_sync_url: z.string().nullable(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** What the sign-in popup posts to the page that opened it. */
export const AUTH_MESSAGE_SOURCE = 'storyloom-auth';
export const authPopupMessage = z.object({
  source: z.literal(AUTH_MESSAGE_SOURCE),
  ok: z.boolean(),
  code: z.string().optional(),
});
export type AuthPopupMessage = z.infer<typeof authPopupMessage>;
