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
  // Answered at once for the many requests without a token: no promise to wait on.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\b/i.test(header)) return done();
    readBearer(tokens, request, header).then(() => done(), done);
  });
}

async function readBearer(tokens: BearerVerifier, request: FastifyRequest, header: string): Promise<void> {
  const match = /^Bearer[ \t]+(\S+)$/i.exec(header);
  if (!match?.[1]) throw invalidToken('invalid');
  try {
    request.user = await tokens.verify(match[1]);
  } catch (error) {
    throw invalidToken((error as { problem?: string }).problem === 'expired' ? 'expired' : 'invalid');
  }
}

const invalidToken = (problem: 'expired' | 'invalid') =>
  problem === 'expired'
    ? new AppError(401, 'auth/user-token-expired', 'Your sign-in has expired. Please sign in again.')
    : new AppError(401, 'auth/invalid-user-token', 'Please sign in again.');
