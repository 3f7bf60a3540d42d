import type { User } from '@storyloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid bearer token. */
    user?: User;
  }
}

/** Checks bearer tokens; throws `expired` or `invalid` for a token it does not accept. */
export interface BearerVerifier {
  verify(token: string): Promise<User>;
}

/** The signed-in user's id, or null for an anonymous visitor. */
export const viewerId = (request: FastifyRequest): string | null => request.user?.uid ?? null;

/**
 * Reads `Authorization: Bearer …` on every request into `request.user`. A forged, malformed or
 * expired token is answered 401 rather than treated as anonymous, so a client learns to refresh.
 */
export function registerBearerAuth(app: FastifyInstance, tokens: BearerVerifier): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer[ \t]+(\S+)$/i.exec(header) : null;
    if (!header || !/^Bearer\b/i.test(header)) return;
    if (!match?.[1]) throw invalidToken('invalid');
    try {
      request.user = await tokens.verify(match[1]);
    } catch (error) {
      throw invalidToken((error as { problem?: string }).problem === 'expired' ? 'expired' : 'invalid');
    }
  });
}

const invalidToken = (problem: 'expired' | 'invalid') =>
  problem === 'expired'
    ? new AppError(401, 'auth/user-token-expired', 'Your sign-in has expired. Please sign in again.')
    : new AppError(401, 'auth/invalid-user-token', 'Please sign in again.');
