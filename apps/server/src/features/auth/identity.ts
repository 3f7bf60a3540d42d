import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { selfFetch } from '../../platform/http/inject-fetch.ts';
import { OidcClient } from './oidc-client.ts';

export interface Identity {
  provider: 'google' | 'local';
  client: OidcClient;
  /** The local provider's routes, when it stands in for Google. */
  localProvider: FastifyPluginAsync | null;
}

/** Google when a client is configured; otherwise the local OpenID provider at /dev-idp. */
export async function createIdentity(app: FastifyInstance, config: Config, key: Buffer): Promise<Identity> {
  const redirectUri = `${config.publicUrl}/v1/auth/callback`;
  const google = config.auth.google;
  if (google) {
    return {
      provider: 'google',
      client: new OidcClient({
        issuer: google.issuer,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        redirectUri,
      }),
      localProvider: null,
    };
  }
  // Loaded only when it is used: a server with a Google client never starts it.
  const { createDevIdp, DEV_IDP_CLIENT_ID } = await import('./dev-idp.ts');
  const local = await createDevIdp({ publicUrl: config.publicUrl, redirectUri, secret: key });
  return {
    provider: 'local',
    client: new OidcClient({
      issuer: local.issuer,
      clientId: DEV_IDP_CLIENT_ID,
      clientSecret: local.clientSecret,
      redirectUri,
      fetch: selfFetch(app, config.publicUrl),
      // The local provider has no account-chooser prompt of its own name; `login` always shows it.
      prompt: 'login',
    }),
    localProvider: local.plugin,
  };
}
