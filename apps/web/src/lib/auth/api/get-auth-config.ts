import { type AuthConfigResponse, authConfigResponse } from '@storyloom/contract';
import { apiRequest } from '../../api-client.ts';

/** GET /v1/auth/config: which provider signs people in, and product §7's optional token-sync address. */
export function getAuthConfig(): Promise<AuthConfigResponse> {
  return apiRequest('/v1/auth/config', { schema: authConfigResponse, anonymous: true });
}
