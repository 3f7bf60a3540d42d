import type { AuthSession } from '@storyloom/contract';
import { apiRequest } from '../../api-client.ts';
import { authSessionAnswer } from './auth-answers.ts';

/** POST /v1/auth/native: signs in with the Google ID token the native app passed in. */
export function exchangeNativeToken(idToken: string): Promise<AuthSession> {
  return apiRequest('/v1/auth/native', {
    method: 'POST',
    body: { id_token: idToken },
    schema: authSessionAnswer,
    anonymous: true,
  });
}
