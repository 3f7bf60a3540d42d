import { randomBytes } from 'node:crypto';
import {
  bookmarkStatus,
  bookmarksResponse,
  bundleIdParams,
  errorResponse,
  likeState,
} from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerId } from '../../platform/auth/viewer.ts';
import type { Liker, SocialService } from './service.ts';

export interface SocialRoutesDeps {
  service: SocialService;
  /** Cookies are Secure when the site is served over https. */
  secureCookies: boolean;
}

const ANONYMOUS_COOKIE = 'storyloom_anon';
const ANONYMOUS_COOKIE_PATH = '/v1/stories';
// Browsers cap a cookie's lifetime at 400 days; asking for more only gets it shortened.
const ANONYMOUS_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22}$/;

const likeErrors = { 400: errorResponse, 404: errorResponse };
const bookmarkErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesDeps> = async (
  app,
  { service, secureCookies },
) => {
  /**
   * A signed-in caller likes as themselves. An anonymous visitor is known by a signed cookie,
   * handed out on their first like-related call, so a forged or edited id is simply replaced.
   */
  const likerOf = (request: FastifyRequest, reply: FastifyReply): Liker => {
    const userId = viewerId(request);
    if (userId) return { userId };
    const cookie = request.cookies[ANONYMOUS_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    if (unsigned?.valid && unsigned.value && ANONYMOUS_ID.test(unsigned.value)) {
      return { anonymousId: unsigned.value };
    }
    const anonymousId = randomBytes(16).toString('base64url');
    reply.setCookie(ANONYMOUS_COOKIE, anonymousId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: ANONYMOUS_COOKIE_PATH,
      maxAge: ANONYMOUS_COOKIE_MAX_AGE_SECONDS,
    });
    return { anonymousId };
  };

  app.get(
    '/v1/stories/:bundleId/like/status',
    {
      schema: {
        tags: ['social'],
        summary: 'Whether you like a story, and how many people do',
        params: bundleIdParams,
        response: { 200: likeState, ...likeErrors },
      },
    },
    async (request, reply) => service.likeStatus(request.params.bundleId, likerOf(request, reply)),
  );

  app.post(
    '/v1/stories/:bundleId/like',
    {
      config: { limit: 'like' },
      schema: {
        tags: ['social'],
        summary: 'Like a story (once per person; liking again changes nothing)',
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
      schema: {
        tags: ['social'],
        summary: 'Take back your like of a story',
        params: bundleIdParams,
        response: { 200: likeState, ...likeErrors },
      },
    },
    async (request, reply) => service.unlike(request.params.bundleId, likerOf(request, reply)),
  );

  app.get(
    '/v1/bookmarks',
    {
      schema: {
        tags: ['social'],
        summary: 'Your bookmarked stories, newest bookmark first',
        response: { 200: bookmarksResponse, 401: errorResponse },
      },
    },
    async (request) => service.bookmarks(viewerId(request)),
  );

  const bookmarkStatusSchema = (summary: string) => ({
    schema: {
      tags: ['social'],
      summary,
      params: bundleIdParams,
      response: { 200: bookmarkStatus, ...bookmarkErrors },
    },
  });
  app.get(
    '/v1/bookmarks/:bundleId/status',
    bookmarkStatusSchema('Whether you have bookmarked a story'),
    async (request) => ({
      bookmarked: await service.isBookmarked(request.params.bundleId, viewerId(request)),
    }),
  );
  app.get(
    '/v1/bookmarks/check/:bundleId',
    bookmarkStatusSchema('Whether you have bookmarked a story (the same answer as /status)'),
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
