import type { AuthConfigResponse } from '@storyloom/contract';
import { apiRequest } from '../../api-client.ts';
import { authConfigAnswer } from './auth-answers.ts';

/** GET /v1/auth/config: which provider signs people in, and product §7's optional token-sync address. */
export function getAuthConfig(): Promise<AuthConfigResponse> {
  return apiRequest('/v1/auth/config', {
    schema: authConfigAnswer,
    anonymous: true,
  });
}
