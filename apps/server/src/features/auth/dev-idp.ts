import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../../lib/escape-html.ts';
import { isLoopbackIp } from '../../platform/config.ts';
import { memoryStore } from './dev-idp-store.ts';

/** Where the local stand-in for Google lives, under the server's own address. */
const DEV_IDP_PATH = '/dev-idp';
export const DEV_IDP_CLIENT_ID = 'storyloom-local';

export interface LocalAccount {
  id: string;
  name: string;
  email: string;
}

/** The accounts the chooser offers; anyone else can be added with a name and an email. */
const DEMO_ACCOUNTS: LocalAccount[] = [
  { id: 'alex', name: 'Alex Morgan', email: 'alex@storyloom.test' },
  { id: 'sam', name: 'Sam Rivera', email: 'sam@storyloom.test' },
  { id: 'jordan', name: 'Jordan Lee', email: 'jordan@storyloom.test' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account an email signs in as; the same email is always the same account. */
export const localAccountId = (email: string) =>
  `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

const AVATAR_COLOURS = ['#7c5cff', '#ff8a65', '#26a69a', '#ec407a', '#42a5f5', '#ffb300'];

function avatarSvg(account: LocalAccount): string {
  const colour = AVATAR_COLOURS[account.id.charCodeAt(account.id.length - 1) % AVATAR_COLOURS.length];
  const initial = escapeHtml(account.name.trim().charAt(0).toUpperCase() || '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f3ff;color:#2b2540;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:24px;box-shadow:0 10px 40px #5b3fd322;padding:28px;width:min(380px,92vw)}
h1{font-size:1.35rem;margin:0 0 4px}p{margin:0 0 18px;color:#5f587a}
.account{display:flex;align-items:center;gap:12px;width:100%;border:1px solid #e6e0ff;background:#fff;border-radius:16px;padding:10px 12px;margin:0 0 8px;font:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus{border-color:#7c5cff;background:#f6f3ff}.account img{width:40px;height:40px;border-radius:50%}
.account small{display:block;color:#5f587a}label{display:block;font-size:.9rem;margin:10px 0 4px}
input{box-sizing:border-box;width:100%;padding:9px 12px;border:1px solid #d8d0ff;border-radius:12px;font:inherit}
.primary{margin-top:14px;width:100%;padding:10px;border:0;border-radius:999px;background:#6a4cf0;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.cancel{margin-top:10px;width:100%;padding:8px;border:0;background:none;color:#5f587a;font:inherit;cursor:pointer;text-decoration:underline}
details{margin-top:12px}summary{cursor:pointer;color:#6a4cf0;font-weight:600}.note{font-size:.8rem;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

export interface DevIdp {
  issuer: string;
  clientSecret: string;
  plugin: FastifyPluginAsync;
}

/**
 * A real OpenID Connect issuer at /dev-idp that stands in for Google when no Google client is
 * configured: discovery, JWKS, authorisation code with PKCE, and an account chooser. It lets every
 * signed-in feature work offline and in tests through the same code path as Google.
 */
export async function createDevIdp(options: {
  publicUrl: string;
  redirectUri: string;
  /** Keys its cookies and client secret; derived from the server's secret. */
  secret: Buffer;
  /** Answer only browsers on this machine (the default on a localhost PUBLIC_URL). */
  loopbackOnly?: boolean;
}): Promise<DevIdp> {
  const issuer = `${options.publicUrl}${DEV_IDP_PATH}`;
  const clientSecret = createHash('sha256').update(options.secret).update('client').digest('base64url');
  const accounts = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account]));
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'ES256', kid: 'local-1' };

  const configuration: Configuration = {
    adapter: memoryStore(),
    // A sign-in takes minutes: everything it leaves behind expires soon after.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [options.secret.toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Put email and profile in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          picture: `${issuer}/avatar/${encodeURIComponent(id)}.svg`,
        }),
      };
    },
    // Storyloom is this provider's only client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in problem',
        `<h1>Sign-in problem</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  const chooser = (uid: string) =>
    page(
      'Sign in to Storyloom',
      `<h1>Choose an account</h1><p>to continue to Storyloom</p>
<form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/login">
${[...accounts.values()]
  .filter((account) => DEMO_ACCOUNTS.some((demo) => demo.id === account.id))
  .map(
    (a) =>
      `<button class="account" type="submit" name="account" value="${escapeHtml(a.id)}"><img alt="" src="${DEV_IDP_PATH}/avatar/${encodeURIComponent(a.id)}.svg"><span>${escapeHtml(a.name)}<small>${escapeHtml(a.email)}</small></span></button>`,
  )
  .join('\n')}
</form>
<details><summary>Use another account</summary>
<form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/login">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required maxlength="80">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="200">
<button class="primary" type="submit">Continue</button></form></details>
<form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/abort"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Local sign-in: this server has no Google client configured, so it signs people in itself.</p>`,
    );

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    if (options.loopbackOnly) {
      // A server on 0.0.0.0 is reachable from the network even when its PUBLIC_URL is localhost.
      app.addHook('onRequest', async (request, reply) => {
        if (isLoopbackIp(request.ip)) return;
        return reply
          .status(403)
          .type('text/html')
          .send(
            page(
              'Sign-in not available',
              '<h1>Sign-in is not available here</h1><p>This server’s local sign-in answers only on the computer it runs on. Its operator can set up Google sign-in.</p>',
            ),
          );
      });
    }
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const hidden = { schema: { hide: true } };

    app.get<{ Params: { id: string } }>(`${DEV_IDP_PATH}/avatar/:id`, hidden, async (request, reply) => {
      const account = accounts.get(request.params.id.replace(/\.svg$/, ''));
      if (!account) return reply.status(404).send();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(account));
    });

    app.get<{ Params: { uid: string } }>(
      `${DEV_IDP_PATH}/interaction/:uid`,
      hidden,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return reply.type('text/html').header('cache-control', 'no-store').send(chooser(details.uid));
      },
    );

    app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${DEV_IDP_PATH}/interaction/:uid/login`,
      hidden,
      async (request, reply) => {
        await provider.interactionDetails(request.raw, reply.raw);
        const body = request.body ?? {};
        let account = body.account ? accounts.get(body.account) : undefined;
        if (!account) {
          const name = (body.name ?? '').trim().slice(0, 80);
          const email = (body.email ?? '').trim().toLowerCase();
          if (!name || !EMAIL.test(email)) {
            return reply
              .status(400)
              .type('text/html')
              .send(page('Sign in', '<h1>Please enter a name and a valid email</h1>'));
          }
          account = { id: localAccountId(email), name, email };
          accounts.set(account.id, account);
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.id } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    app.post<{ Params: { uid: string } }>(
      `${DEV_IDP_PATH}/interaction/:uid/abort`,
      hidden,
      async (request, reply) => {
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The person cancelled sign-in' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    // Everything else is the OpenID provider itself; it reads the raw request body on its own.
    await app.register(async (passthrough) => {
      passthrough.removeAllContentTypeParsers();
      passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
      passthrough.all(`${DEV_IDP_PATH}/*`, hidden, (request, reply) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(DEV_IDP_PATH.length) || '/';
        callback(raw, reply.raw);
      });
    });
  };

  return { issuer, clientSecret, plugin };
}
