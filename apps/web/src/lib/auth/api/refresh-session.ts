import type { AuthSession } from '@storyloom/contract';
import { apiRequest } from '../../api-client.ts';
import { authSessionAnswer } from './auth-answers.ts';

/** POST /v1/auth/refresh: a new bearer token for the httpOnly session cookie; 401 when there is no session. */
export function refreshSession(): Promise<AuthSession> {
  // Anonymous, because the token provider itself calls this to renew the bearer token.
  return apiRequest('/v1/auth/refresh', {
    method: 'POST',
    schema: authSessionAnswer,
    anonymous: true,
  });
}
