import { okResponse } from '@storyloom/contract';
import { apiRequest } from '../../api-client.ts';

/** POST /v1/auth/logout: ends the session behind the cookie. */
export async function endSession(): Promise<void> {
  await apiRequest('/v1/auth/logout', { method: 'POST', schema: okResponse, anonymous: true });
}
