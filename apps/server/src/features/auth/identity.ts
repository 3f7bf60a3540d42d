import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { selfFetch } from '../../platform/http/inject-fetch.ts';
import { OidcClient } from './oidc-client.ts';

/** The issuer recorded for accounts of the local provider, whose own address follows PUBLIC_URL. */
const LOCAL_ISSUER = 'local';

export type Identity =
  | {
      provider: 'google' | 'local';
      client: OidcClient;
      /** Recorded with each account beside the provider's subject: Google's issuer, or `local`. */
      accountIssuer: string;
      /** The local provider's routes, when it stands in for Google. */
      localProvider: FastifyPluginAsync | null;
    }
  /** Nobody can sign in: no Google client, and the local provider would not be safe here. */
  | { provider: 'none'; client: null; accountIssuer: null; localProvider: null };

/**
 * Google when a client is configured; otherwise the local OpenID provider at /dev-idp where it is
 * safe (see AuthConfig.devIdp); otherwise no sign-in at all. Says which in the log.
 */
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
      accountIssuer: google.issuer,
      localProvider: null,
    };
  }
  if (config.auth.devIdp === 'off') {
    app.log.warn(
      { publicUrl: config.publicUrl },
      'SIGN-IN IS DISABLED: no Google client is configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) and the local sign-in provider runs only on an http://localhost PUBLIC_URL or with DEV_IDP=on',
    );
    return { provider: 'none', client: null, accountIssuer: null, localProvider: null };
  }
  app.log.warn(
    { publicUrl: config.publicUrl, devIdp: config.auth.devIdp },
    config.auth.devIdp === 'loopback'
      ? 'LOCAL SIGN-IN PROVIDER AT /dev-idp: anyone using it can sign in as anyone, with any email. It answers only browsers on this machine. It is for trying the app only, never for production: configure Google sign-in instead'
      : 'LOCAL SIGN-IN PROVIDER AT /dev-idp (DEV_IDP=on): anyone who can reach this server can sign in as anyone, with any email. It is for trying the app only, never for production: configure Google sign-in instead',
  );
  // Loaded only when it is used: a server with a Google client never starts it.
  const { createDevIdp, DEV_IDP_CLIENT_ID } = await import('./dev-idp.ts');
  const local = await createDevIdp({
    publicUrl: config.publicUrl,
    redirectUri,
    secret: key,
    loopbackOnly: config.auth.devIdp === 'loopback',
  });
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
    accountIssuer: LOCAL_ISSUER,
    localProvider: local.plugin,
  };
}
