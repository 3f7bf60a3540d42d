import { MESSAGES } from '@storyloom/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** Whether a decoded value holds a NUL character anywhere, in a string, an array or an object. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // Asked of every request's parameters and query: walked without copying them.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * No text this API takes may hold a NUL character: PostgreSQL cannot store one, and nothing a
 * person types contains it. Ids, query values and JSON bodies holding one are refused up front.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(badRequest(MESSAGES.invalidRequest, 'A NUL character is not allowed'));
    }
    done();
  });
}
