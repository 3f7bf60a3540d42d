import { LIMITS } from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSite } from '../../platform/http/same-site.ts';

const CLAIM_COOKIE = 'storyloom_claim';
/** Generating, listing and claiming stories are all under this path; no other call needs the cookie. */
const CLAIM_COOKIE_PATH = '/v1/stories';
/** Long enough for a parent who tried a few stories signed out to come back and sign in weeks later. */
const CLAIM_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const SEPARATOR = '.';
const BUNDLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The stories this browser made while signed out, newest first, in a signed HttpOnly cookie: only
 * the server writes it, so a browser can claim no story but its own, and no script on the page
 * can read which stories those are.
 */
export class ClaimCookie {
  constructor(
    private readonly secure: boolean,
    /** Our own pages' origins: a story another site's page asked for is never remembered. */
    private readonly allowedOrigins: readonly string[],
  ) {}

  /** The remembered stories; none when the cookie is missing or was not signed here. */
  read(request: FastifyRequest): string[] {
    const cookie = request.cookies[CLAIM_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    if (!unsigned?.valid || !unsigned.value) return [];
    return unsigned.value.split(SEPARATOR).filter((id) => BUNDLE_ID.test(id));
  }

  /**
   * Remembers a story this browser just asked for, keeping only the newest few. Not when another
   * site's page sent the form: its browser would keep the cookie, which would then hold that site's
   * story in place of the visitor's own (the Lax cookie is not sent with such a post).
   */
  remember(request: FastifyRequest, reply: FastifyReply, bundleId: string): void {
    if (isCrossSite(request, this.allowedOrigins)) return;
    const kept = this.read(request).filter((id) => id !== bundleId);
    this.write(reply, [bundleId, ...kept].slice(0, LIMITS.claimableStories));
  }

  /** Forgets these stories; the cookie goes once none is left. */
  forget(request: FastifyRequest, reply: FastifyReply, bundleIds: readonly string[]): void {
    this.write(
      reply,
      this.read(request).filter((id) => !bundleIds.includes(id)),
    );
  }

  private write(reply: FastifyReply, bundleIds: string[]): void {
    const options = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secure,
      path: CLAIM_COOKIE_PATH,
    };
    if (bundleIds.length === 0) {
      reply.clearCookie(CLAIM_COOKIE, options);
      return;
    }
    reply.setCookie(CLAIM_COOKIE, bundleIds.join(SEPARATOR), {
      ...options,
      signed: true,
      maxAge: CLAIM_COOKIE_MAX_AGE_SECONDS,
    });
  }
}
