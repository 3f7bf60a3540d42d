import {
  claimableStoriesResponse,
  claimStoriesRequest,
  claimStoriesResponse,
  errorResponse,
  LIMITS,
  MESSAGES,
} from '@storyloom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import { isCrossSite } from '../../platform/http/same-site.ts';
import type { ClaimCookie } from './claim-cookie.ts';
import type { StoryClaims } from './story-claims.ts';

export interface ClaimRoutesDeps {
  claims: StoryClaims;
  cookie: ClaimCookie;
  /** Origins whose pages may claim; a claim sent by a page of another site is refused. */
  allowedOrigins: readonly string[];
}

const signedIn = (request: FastifyRequest): string => {
  const userId = viewerId(request);
  if (!userId) throw unauthorized();
  return userId;
};

export const claimRoutes: FastifyPluginAsyncZod<ClaimRoutesDeps> = async (
  app,
  { claims, cookie, allowedOrigins },
) => {
  app.get(
    '/v1/stories/claimable',
    {
      schema: {
        tags: ['stories'],
        operationId: 'listClaimableStories',
        summary: 'Stories made in this browser while signed out that you may add to your account',
        description:
          'The browser is known by the signed cookie POST /v1/stories/generate sets when a signed-out visitor makes a ' +
          `story (its newest ${LIMITS.claimableStories}). Lists those ready and still without an owner.`,
        response: { 200: claimableStoriesResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      signedIn(request);
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, stories: await claims.claimable(cookie.read(request)) };
    },
  );

  app.post(
    '/v1/stories/claim',
    {
      onRequest: async (request) => {
        if (isCrossSite(request, allowedOrigins)) throw forbidden(MESSAGES.crossSiteRefused);
      },
      schema: {
        tags: ['stories'],
        operationId: 'claimStories',
        summary: 'Add stories made in this browser while signed out to your account',
        description:
          'Every story must be one this browser made signed out (its cookie says so), ready and still without an ' +
          'owner; otherwise the answer is 403 or 409 and nothing changes. Each story keeps its privacy. ' +
          'The claimed stories are taken out of the cookie.',
        body: claimStoriesRequest,
        response: {
          200: claimStoriesResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request);
      const claimed = await claims.claim(request.body.bundle_ids, cookie.read(request), userId);
      cookie.forget(request, reply, claimed);
      return { ok: true as const, claimed };
    },
  );
};
