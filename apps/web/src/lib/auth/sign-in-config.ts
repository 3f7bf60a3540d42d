import type { AuthConfigResponse } from '@storyloom/contract';
import { getAuthConfig } from './api/get-auth-config.ts';

/** Product §7: the token-sync address is used only from a secure page of the same origin. */
function usableTokenSyncUrl(configured: string | null): string | null {
  if (!configured || !window.isSecureContext) return null;
  try {
    const url = new URL(configured, window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The server's sign-in configuration, read once, and whether sign-in is set up on the server at all. */
export function createSignInConfig() {
  let config: Promise<AuthConfigResponse | null> | null = null;
  /** False once the server says sign-in is not set up on it; a click then explains instead of failing. */
  let available = true;

  const load = () => {
    config ??= getAuthConfig().then(
      (answer) => {
        if (answer.provider === 'none') available = false;
        return answer;
      },
      (error: unknown) => {
        console.warn('Could not read the sign-in configuration; tokens are not synced.', error);
        return null;
      },
    );
    return config;
  };

  return {
    load,
    isAvailable: () => available,
    markUnavailable() {
      available = false;
    },
    /** Where to sync the token, when the server names a usable address. */
    async tokenSyncUrl(): Promise<string | null> {
      const answer = await load();
      return answer ? usableTokenSyncUrl(answer.token_sync_url) : null;
    },
  };
}
