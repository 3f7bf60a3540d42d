import { MESSAGES } from '@storyloom/contract';
import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from 'jose';
import { fetchWithRetry } from '../../lib/http.ts';
import { AppError } from '../../platform/errors.ts';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** How to reach the issuer; the local provider is reached inside this process. */
  fetch?: typeof fetch;
  /** Google's `select_account` shows its account chooser every time. */
  prompt?: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** What an ID token says about the person. */
export interface Identity {
  sub: string;
  email: string;
  name: string | null;
  picture: string | null;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google signs some ID tokens with its issuer written without the scheme. */
const issuerAliases = (issuer: string) =>
  issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [issuer];

export const identityError = (status: number, code: string, message: string, detail?: string) =>
  new AppError(status, `auth/${code}`, message, detail);

const invalidCredential = (detail?: string) =>
  identityError(401, 'invalid-credential', 'The sign-in credential is invalid or has expired', detail);

/**
 * An OpenID Connect relying party for one issuer: discovery, the authorisation-code exchange
 * with PKCE, and ID token verification against the issuer's key set (cached).
 */
export class OidcClient {
  private discovery: Promise<Discovery> | null = null;
  private keySet: ReturnType<typeof createRemoteJWKSet> | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OidcClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  get clientId(): string {
    return this.options.clientId;
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const url = `${this.options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetchWithRetry(url, {}, { fetch: this.fetch });
      if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
      return (await response.json()) as Discovery;
    })().catch((error: unknown) => {
      this.discovery = null;
      throw identityError(
        502,
        'network-request-failed',
        'The sign-in service could not be reached',
        String(error),
      );
    });
    return this.discovery;
  }

  private async keys() {
    const { jwks_uri } = await this.discover();
    this.keySet ??= createRemoteJWKSet(new URL(jwks_uri), {
      timeoutDuration: 5000,
      cacheMaxAge: 10 * 60 * 1000,
      [customFetch]: this.fetch,
    });
    return this.keySet;
  }

  /** Where to send the person to sign in. */
  async authorizationUrl(params: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: this.options.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: params.state,
      nonce: params.nonce,
      code_challenge: params.codeChallenge,
      code_challenge_method: 'S256',
      prompt: this.options.prompt ?? 'select_account',
    }).toString();
    return url.toString();
  }

  /** Trades an authorisation code for the person's verified identity. */
  async exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<Identity> {
    const { token_endpoint } = await this.discover();
    const basic = Buffer.from(
      `${encodeURIComponent(this.options.clientId)}:${encodeURIComponent(this.options.clientSecret)}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await fetchWithRetry(
        token_endpoint,
        {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: this.options.redirectUri,
            code_verifier: codeVerifier,
          }),
        },
        { fetch: this.fetch },
      );
    } catch (error) {
      throw identityError(
        502,
        'network-request-failed',
        'The sign-in service could not be reached',
        String(error),
      );
    }
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
    if (!response.ok) throw invalidCredential(typeof body.error === 'string' ? body.error : undefined);
    // Product §5: a credential lacking tokens is refused.
    if (typeof body.id_token !== 'string') {
      throw identityError(400, 'argument-error', 'The sign-in answer carried no ID token');
    }
    return this.verifyIdToken(body.id_token, { nonce });
  }

  /** Checks an ID token's signature, issuer, audience and expiry (and nonce when given). */
  async verifyIdToken(idToken: string, expected: { nonce?: string } = {}): Promise<Identity> {
    const { issuer } = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, await this.keys(), {
        issuer: issuerAliases(issuer),
        audience: this.options.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw invalidCredential(error.code);
      }
      throw identityError(
        502,
        'network-request-failed',
        'The sign-in service could not be reached',
        String(error),
      );
    }
    if (expected.nonce !== undefined && payload.nonce !== expected.nonce) throw invalidCredential('nonce');
    if (typeof payload.email !== 'string' || payload.email === '') throw invalidCredential('email');
    // Plans and administrators go by email: an address Google has not verified proves nothing.
    if (payload.email_verified !== true) {
      throw identityError(403, 'unverified-email', MESSAGES.signInEmailUnverified);
    }
    return {
      sub: payload.sub as string,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : null,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  }
}
