import type { User } from '@storyloom/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isUserId } from './users.ts';

/** How long a bearer token lasts; the web app refreshes it through the session cookie. */
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'storyloom-api';
const ISSUER = 'storyloom';

export type AccessTokenProblem = 'expired' | 'invalid';

export class AccessTokenError extends Error {
  constructor(readonly problem: AccessTokenProblem) {
    super(problem === 'expired' ? 'Access token expired' : 'Access token invalid');
    this.name = 'AccessTokenError';
  }
}

/** The API's own short-lived bearer tokens, signed with the server's secret. */
export class AccessTokens {
  constructor(private readonly key: Uint8Array) {}

  async issue(user: User): Promise<{ token: string; expiresIn: number }> {
    const token = await new SignJWT({
      email: user.email,
      name: user.displayName,
      picture: user.photoURL,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.uid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** The user a token was issued to; throws AccessTokenError when it is forged, malformed or expired. */
  async verify(token: string): Promise<User> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      // A token from before ids were random names a user who is no longer there: sign in again.
      if (!isUserId(payload.sub)) throw new AccessTokenError('invalid');
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return {
        uid: payload.sub as string,
        email: text(payload.email) ?? '',
        displayName: text(payload.name),
        photoURL: text(payload.picture),
      };
    } catch (error) {
      if (error instanceof AccessTokenError) throw error;
      throw new AccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}
