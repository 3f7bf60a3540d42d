import { apiRequest } from '../../api-client.ts';
import { contractSchemas } from '../../contract-schemas.ts';

/** POST /v1/auth/logout: ends the session behind the cookie. */
export async function endSession(): Promise<void> {
  await apiRequest('/v1/auth/logout', {
    method: 'POST',
    schema: async () => (await contractSchemas.common()).okResponse,
    anonymous: true,
  });
}
