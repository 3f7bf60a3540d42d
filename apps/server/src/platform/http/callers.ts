import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, as limits count them: `account:<uid>` when signed in, else `address:<hash>` of the
 * client's address (an IPv6 address by its /64, which one household usually gets). The address
 * is hashed with a key of the server's, so a stored caller id does not give the address away.
 */
export class Callers {
  constructor(private readonly key: Buffer) {}

  of(request: FastifyRequest): string {
    if (request.user) return `account:${request.user.uid}`;
    // A request whose socket is already gone has no address: such callers are counted together.
    const address = request.ip ? normalizeIP(request.ip) : 'unknown';
    const hash = createHmac('sha256', this.key).update(address).digest('base64url');
    return `address:${hash.slice(0, 22)}`;
  }
}

export const isAccount = (caller: string): boolean => caller.startsWith('account:');
