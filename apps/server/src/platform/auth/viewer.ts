import type { User } from '@storyloom/contract';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid bearer token. */
    user?: User;
  }
}

/** The signed-in user's id, or null for an anonymous visitor. */
export const viewerId = (request: FastifyRequest): string | null => request.user?.uid ?? null;
