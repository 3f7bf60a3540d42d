import { randomBytes } from 'node:crypto';
import {
  bookmarkStatus,
  bookmarksResponse,
  bundleIdParams,
  errorResponse,
  likeState,
  MESSAGES,
  okResponse,
  reportStoryRequest,
} from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Callers } from '../../platform/http/callers.ts';
import { isCrossSite } from '../../platform/http/same-site.ts';
import type { Liker, SocialService } from './service.ts';

export interface SocialRoutesDeps {
  service: SocialService;
  /** Cookies are Secure when the site is served over https. */
  secureCookies: boolean;
  /** Origins whose pages may like; a like sent by a page of another site is refused. */
  allowedOrigins: readonly string[];
  /** Tells apart anonymous reporters who carry no cookie, by their address. */
  callers: Callers;
}

const ANONYMOUS_COOKIE = 'storyloom_anon';
const ANONYMOUS_COOKIE_PATH = '/v1/stories';
// Browsers cap a cookie's lifetime at 400 days; asking for more only gets it shortened.
const ANONYMOUS_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22}$/;

const likeErrors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const bookmarkErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesDeps> = async (
  app,
  { service, secureCookies, allowedOrigins, callers },
) => {
  /** The anonymous id of the visitor's signed cookie, or null when it has none (or a forged one). */
  const anonymousIdOf = (request: FastifyRequest): string | null => {
    const cookie = request.cookies[ANONYMOUS_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    return unsigned?.valid && unsigned.value && ANONYMOUS_ID.test(unsigned.value) ? unsigned.value : null;
  };

  const issueAnonymousId = (reply: FastifyReply): string => {
    const anonymousId = randomBytes(16).toString('base64url');
    reply.setCookie(ANONYMOUS_COOKIE, anonymousId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: ANONYMOUS_COOKIE_PATH,
      maxAge: ANONYMOUS_COOKIE_MAX_AGE_SECONDS,
    });
    return anonymousId;
  };

  /**
   * Who is reading a like state: a signed-in caller as themselves, an anonymous visitor by a
   * signed cookie, handed out here when missing (the player reads the state before any like).
   */
  const readerOf = (request: FastifyRequest, reply: FastifyReply): Liker => {
    const userId = viewerId(request);
    if (userId) return { userId };
    return { anonymousId: anonymousIdOf(request) ?? issueAnonymousId(reply) };
  };

  /**
   * Who is liking. An anonymous like counts only with a cookie handed out on an earlier answer, so
   * a script can't like by merely posting; without one the answer is 403 with the cookie, and a
   * browser's next try counts.
   */
  const likerOf = (request: FastifyRequest, reply: FastifyReply): Liker => {
    const userId = viewerId(request);
    if (userId) return { userId };
    const anonymousId = anonymousIdOf(request);
    if (anonymousId) return { anonymousId };
    issueAnonymousId(reply);
    throw forbidden(MESSAGES.likeNeedsPage);
  };

  /** A like sent by a page of another site is refused before anything changes. */
  const sameSiteOnly = async (request: FastifyRequest) => {
    if (isCrossSite(request, allowedOrigins)) throw forbidden(MESSAGES.crossSiteRefused);
  };

  app.get(
    '/v1/stories/:bundleId/like/status',
    {
      schema: {
        tags: ['social'],
        operationId: 'getLikeStatus',
        summary: 'Whether you like a story, and how many people do',
        params: bundleIdParams,
        response: { 200: likeState, ...likeErrors },
      },
    },
    async (request, reply) => service.likeStatus(request.params.bundleId, readerOf(request, reply)),
  );

  app.post(
    '/v1/stories/:bundleId/like',
    {
      config: { limit: 'like' },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['social'],
        operationId: 'likeStory',
        summary: 'Like a story (once per person; liking again changes nothing)',
        description:
          'An anonymous visitor likes with the cookie that GET …/like/status hands out; without it the like is refused 403 and the answer hands the cookie out. ' +
          'A like sent by a page of another site (its Origin not an allowed origin, or Sec-Fetch-Site: cross-site) is refused 403.',
        params: bundleIdParams,
        response: { 200: likeState, ...likeErrors },
      },
    },
    async (request, reply) => service.like(request.params.bundleId, likerOf(request, reply)),
  );

  app.delete(
    '/v1/stories/:bundleId/like',
    {
      config: { limit: 'like' },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['social'],
        operationId: 'unlikeStory',
        summary: 'Take back your like of a story',
        params: bundleIdParams,
        response: { 200: likeState, ...likeErrors },
      },
    },
    async (request, reply) => service.unlike(request.params.bundleId, likerOf(request, reply)),
  );

  /**
   * Who is reporting: a signed-in caller by their account, an anonymous visitor by the cookie the
   * player's like state hands out, else by their address (so a script without cookies counts once).
   */
  const reporterOf = (request: FastifyRequest): string => {
    const userId = viewerId(request);
    if (userId) return `account:${userId}`;
    const anonymousId = anonymousIdOf(request);
    return anonymousId ? `anon:${anonymousId}` : callers.of(request);
  };

  app.post(
    '/v1/stories/:bundleId/report',
    {
      config: { limit: 'report' },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['social'],
        operationId: 'reportStory',
        summary: 'Report a public story to the operators (once per visitor; reporting again changes nothing)',
        description:
          'Reasons: unsafe (unkind or unsafe), personal (personal information), other; an optional note of up to 500 characters. ' +
          'Open reports from three different visitors hide the story from every list and its bundle answers 404 to everyone but its owner, ' +
          'until an operator shows it again (`npm run admin -- story show <id>`) or deletes it.',
        params: bundleIdParams,
        body: reportStoryRequest,
        response: { 200: okResponse, ...likeErrors },
      },
    },
    async (request) => {
      await service.report(request.params.bundleId, viewerId(request), reporterOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/bookmarks',
    {
      schema: {
        tags: ['social'],
        operationId: 'listBookmarks',
        summary: 'Your bookmarked stories, newest bookmark first',
        response: { 200: bookmarksResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      // Holds signed links to the parent's own private covers.
      reply.header('cache-control', 'private, no-store');
      return service.bookmarks(viewerId(request));
    },
  );

  const bookmarkStatusSchema = (operationId: string, summary: string) => ({
    schema: {
      tags: ['social'],
      operationId,
      summary,
      params: bundleIdParams,
      response: { 200: bookmarkStatus, ...bookmarkErrors },
    },
  });
  app.get(
    '/v1/bookmarks/:bundleId/status',
    bookmarkStatusSchema('getBookmarkStatus', 'Whether you have bookmarked a story'),
    async (request) => ({
      bookmarked: await service.isBookmarked(request.params.bundleId, viewerId(request)),
    }),
  );
  app.get(
    '/v1/bookmarks/check/:bundleId',
    bookmarkStatusSchema('checkBookmark', 'Whether you have bookmarked a story (the same answer as /status)'),
    async (request) => ({
      bookmarked: await service.isBookmarked(request.params.bundleId, viewerId(request)),
    }),
  );

  app.post(
    '/v1/bookmarks/:bundleId',
    {
      config: { limit: 'bookmark' },
      schema: {
        tags: ['social'],
        operationId: 'bookmarkStory',
        summary: 'Bookmark a story',
        params: bundleIdParams,
        response: { 200: bookmarkStatus, ...bookmarkErrors },
      },
    },
    async (request) => {
      await service.bookmark(request.params.bundleId, viewerId(request));
      return { bookmarked: true };
    },
  );

  app.delete(
    '/v1/bookmarks/:bundleId',
    {
      config: { limit: 'bookmark' },
      schema: {
        tags: ['social'],
        operationId: 'unbookmarkStory',
        summary: 'Remove a bookmark',
        params: bundleIdParams,
        response: { 200: bookmarkStatus, ...bookmarkErrors },
      },
    },
    async (request) => {
      await service.unbookmark(request.params.bundleId, viewerId(request));
      return { bookmarked: false };
    },
  );
};
