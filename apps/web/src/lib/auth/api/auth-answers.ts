import type { AuthConfigResponse, AuthSession, User } from '@storyloom/contract';
import { isObject, isText, isTextOrNull, refuse } from '../../api/answer-checks.ts';
import type { ResponseSchema } from '../../api-client.ts';

/**
 * The sign-in answers the frame reads on every page, checked by hand as the contract's schemas
 * describe them (authConfigResponse, authSession): a visitor who only reads the home page never
 * waits for zod and the contract's schemas to load and run. auth-answers.test.ts holds them to
 * the contract's schemas.
 */
const PROVIDERS: readonly AuthConfigResponse['provider'][] = ['google', 'local', 'none'];

export const authConfigAnswer: ResponseSchema<AuthConfigResponse> = {
  parse(data) {
    if (!isObject(data) || data.ok !== true) refuse('sign-in settings');
    const { provider, token_sync_url } = data;
    if (!PROVIDERS.includes(provider as never) || !isTextOrNull(token_sync_url)) refuse('sign-in settings');
    return { ok: true, provider: provider as AuthConfigResponse['provider'], token_sync_url };
  },
};

function sessionUser(data: unknown): User {
  if (!isObject(data)) refuse('session');
  const { uid, email, displayName, photoURL } = data;
  if (!isText(uid) || !isText(email) || !isTextOrNull(displayName) || !isTextOrNull(photoURL))
    refuse('session');
  return { uid, email, displayName, photoURL };
}

export const authSessionAnswer: ResponseSchema<AuthSession> = {
  parse(data) {
    if (!isObject(data) || data.ok !== true) refuse('session');
    const { access_token, expires_in, user } = data;
    const lasts = typeof expires_in === 'number' && Number.isInteger(expires_in) && expires_in > 0;
    if (!isText(access_token) || !lasts) refuse('session');
    return { ok: true, access_token, expires_in: expires_in as number, user: sessionUser(user) };
  },
};
