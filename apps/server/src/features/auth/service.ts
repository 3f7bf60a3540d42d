import { createHash, randomBytes } from 'node:crypto';
import { type AuthMode, type AuthSession, type LoginQuery, MESSAGES, type User } from '@storyloom/contract';
import { unauthorized } from '../../platform/errors.ts';
import { sameOriginPath } from '../../platform/http/safe-redirect.ts';
import type { AccessTokens } from './access-tokens.ts';
import { type Identity, identityError, type OidcClient } from './oidc-client.ts';
import type { Sessions } from './sessions.ts';
import type { Users } from './users.ts';

/** What the browser keeps, signed, between the login redirect and the callback. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
  mode: AuthMode;
  origin: string;
  returnTo: string;
}

export const DEFAULT_RETURN_TO = '/stories/';
const random = () => randomBytes(32).toString('base64url');

/** A path of this site to come back to; anything else (another site, a scheme, a trick) is replaced. */
export function safeReturnTo(value: string | undefined, publicUrl: string): string {
  return sameOriginPath(value, publicUrl) ?? DEFAULT_RETURN_TO;
}

export const unauthorizedDomain = () =>
  identityError(403, 'unauthorized-domain', 'This domain is not authorised for sign-in');

export const signInNotSetUp = () => identityError(403, 'operation-not-allowed', MESSAGES.signInNotSetUp);

export interface AuthServiceDeps {
  /**
   * Who signs people in: the OpenID client, and the issuer recorded with each account beside the
   * provider's subject for the person. Null when sign-in is not set up: every sign-in is refused.
   */
  provider: { client: OidcClient; accountIssuer: string } | null;
  sessions: Sessions;
  users: Users;
  tokens: AccessTokens;
  allowedOrigins: readonly string[];
  publicUrl: string;
}

/** Sign-in through OpenID Connect, and the API's own sessions that follow it. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  isAllowedOrigin(origin: string): boolean {
    return this.deps.allowedOrigins.includes(origin);
  }

  /** Where a browser may be sent back to on this site. */
  returnTo(value: string | undefined): string {
    return safeReturnTo(value, this.deps.publicUrl);
  }

  private provider(): { client: OidcClient; accountIssuer: string } {
    if (!this.deps.provider) throw signInNotSetUp();
    return this.deps.provider;
  }

  /** Starts a sign-in: where to send the browser, and the transaction to keep until it returns. */
  async beginLogin(query: LoginQuery): Promise<{ url: string; transaction: LoginTransaction }> {
    const { client } = this.provider();
    const origin = query.origin ?? new URL(this.deps.publicUrl).origin;
    if (!this.isAllowedOrigin(origin)) throw unauthorizedDomain();
    const transaction: LoginTransaction = {
      state: random(),
      nonce: random(),
      verifier: random(),
      mode: query.mode,
      origin,
      returnTo: this.returnTo(query.return_to),
    };
    const codeChallenge = createHash('sha256').update(transaction.verifier).digest('base64url');
    const url = await client.authorizationUrl({
      state: transaction.state,
      nonce: transaction.nonce,
      codeChallenge,
    });
    return { url, transaction };
  }

  /** Finishes a sign-in from the provider's answer; returns the new session's refresh token. */
  async completeLogin(
    transaction: LoginTransaction,
    answer: { code?: string; state?: string; error?: string },
  ): Promise<string> {
    const { client } = this.provider();
    if (answer.state !== transaction.state) {
      throw identityError(400, 'invalid-auth-event', 'The sign-in answer does not match this sign-in');
    }
    if (answer.error === 'access_denied') throw identityError(400, 'user-cancelled', 'Sign-in was cancelled');
    if (answer.error || !answer.code) {
      throw identityError(400, 'internal-error', 'The sign-in service refused the sign-in', answer.error);
    }
    const identity = await client.exchangeCode(answer.code, transaction.verifier, transaction.nonce);
    return (await this.signIn(identity)).refreshToken;
  }

  /** Signs in with an ID token the native app obtained from Google itself. */
  async nativeSignIn(idToken: string): Promise<{ refreshToken: string; session: AuthSession }> {
    const { user, refreshToken } = await this.signIn(await this.provider().client.verifyIdToken(idToken));
    return { refreshToken, session: await this.session(user) };
  }

  private async signIn(identity: Identity): Promise<{ user: User; refreshToken: string }> {
    const user = await this.deps.users.signIn({
      issuer: this.provider().accountIssuer,
      subject: identity.sub,
      email: identity.email,
      displayName: identity.name,
      photoURL: identity.picture,
    });
    return { user, refreshToken: await this.deps.sessions.start(user.uid) };
  }

  /** A fresh bearer token for a refresh token, and its successor (null: keep the current one). */
  async refresh(refreshToken: string): Promise<{ refreshToken: string | null; session: AuthSession }> {
    const rotation = await this.deps.sessions.rotate(refreshToken);
    const user = rotation ? await this.deps.users.find(rotation.userId) : null;
    if (!rotation || !user) throw unauthorized();
    return { refreshToken: rotation.token, session: await this.session(user) };
  }

  signOut(refreshToken: string): Promise<void> {
    return this.deps.sessions.end(refreshToken);
  }

  private async session(user: User): Promise<AuthSession> {
    const { token, expiresIn } = await this.deps.tokens.issue(user);
    return { ok: true, access_token: token, expires_in: expiresIn, user };
  }
}
