import {
  AUTH_MESSAGE_SOURCE,
  AUTH_RESULT_PARAM,
  type AuthPopupMessage,
  authConfigResponse,
  authSession,
  errorResponse,
  loginQuery,
  MESSAGES,
  meResponse,
  nativeSignInRequest,
  okResponse,
} from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { rawResponse } from '../../platform/http/openapi.ts';
import { isCrossSite } from '../../platform/http/same-site.ts';
import {
  type AuthService,
  DEFAULT_RETURN_TO,
  type LoginTransaction,
  signInNotSetUp,
  unauthorizedDomain,
} from './service.ts';
import { SESSION_TTL_SECONDS } from './sessions.ts';

export interface AuthRoutesDeps {
  auth: AuthService;
  provider: 'google' | 'local' | 'none';
  tokenSyncUrl: string | null;
  /** Cookies are Secure when the site is served over https. */
  secureCookies: boolean;
  /** Origins whose pages may make cookie-carrying calls (product §5's authorised hosts). */
  allowedOrigins: readonly string[];
}

const SESSION_COOKIE = 'storyloom_session';
const LOGIN_COOKIE = 'storyloom_login';
const COOKIE_PATH = '/v1/auth';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 502: errorResponse };

/** A sign-in refused by redirect goes back to the app, the error code in its `auth_result` parameter. */
const redirectRefusal = rawResponse(
  'By redirect, refused: back to the app with the error code in `auth_result`',
);
/** A sign-in refused in a popup ends on a page that hands its opener the error code. */
const popupRefusal = rawResponse(
  'In a popup, refused: a page that tells its opener the error code',
  'text/html',
);
/** Starting sign-in's answers, keyed by any status: in a popup, a refusal comes with its own. */
const loginResponses: Record<number, unknown> = {
  302: rawResponse('To the identity provider’s sign-in page'),
  303: redirectRefusal,
  403: popupRefusal,
  502: popupRefusal,
};

const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

const escapeScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page a sign-in popup ends on: it tells the opener how it went, then closes. */
function popupPage(
  message: AuthPopupMessage,
  targetOrigin: string,
  nonce: { script: string; style: string },
): string {
  const text = message.ok
    ? 'You are signed in. You can close this window.'
    : message.code === signInNotSetUp().code
      ? MESSAGES.signInNotSetUp
      : 'Sign-in did not finish. You can close this window.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storyloom sign-in</title>
<style nonce="${nonce.style}">body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#2b2540}</style></head>
<body><p>${text}</p>
<script nonce="${nonce.script}">if (window.opener) window.opener.postMessage(${escapeScript(message)}, ${escapeScript(targetOrigin)}); window.close();</script></body></html>`;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
  app,
  { auth, provider, tokenSyncUrl, secureCookies, allowedOrigins },
) => {
  const cookieBase = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  const setSession = (reply: FastifyReply, token: string | null) => {
    if (token) reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, maxAge: SESSION_TTL_SECONDS });
  };
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieBase);

  /** Cookie-carrying calls from a page of another site are refused (and CSRF with them). */
  const checkOrigin = async (request: FastifyRequest) => {
    if (isCrossSite(request, allowedOrigins)) throw unauthorizedDomain();
  };

  const finish = (
    reply: FastifyReply,
    transaction: Pick<LoginTransaction, 'mode' | 'origin' | 'returnTo'>,
    code?: string,
  ) => {
    if (transaction.mode === 'redirect') {
      // Checked again on the way out: whatever the transaction says, the browser stays on this site.
      const target = new URL(auth.returnTo(transaction.returnTo), 'http://this.site');
      target.searchParams.set(AUTH_RESULT_PARAM, code ?? 'ok');
      // A browser follows no Location on an error status: a refusal is a 303 back to the app too.
      return reply.redirect(target.pathname + target.search + target.hash, code ? 303 : 302);
    }
    const message: AuthPopupMessage = { source: AUTH_MESSAGE_SOURCE, ok: !code, ...(code ? { code } : {}) };
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(popupPage(message, transaction.origin, reply.cspNonce));
  };

  app.get(
    '/v1/auth/config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getAuthConfig',
        summary: 'How sign-in works on this server',
        response: { 200: authConfigResponse },
      },
    },
    async () => ({ ok: true as const, provider, token_sync_url: tokenSyncUrl }),
  );

  app.get(
    '/v1/auth/login',
    {
      config: { limit: 'signIn' },
      schema: {
        tags: ['auth'],
        operationId: 'startSignIn',
        summary: 'Start Google sign-in (authorisation code with PKCE) in a popup or by redirect',
        querystring: loginQuery,
        response: loginResponses,
      },
    },
    async (request, reply) => {
      const { mode, origin } = request.query;
      try {
        const { url, transaction } = await auth.beginLogin(request.query);
        reply.setCookie(LOGIN_COOKIE, JSON.stringify(transaction), {
          ...cookieBase,
          maxAge: 600,
          signed: true,
        });
        return reply.header('cache-control', 'no-store').redirect(url);
      } catch (error) {
        if (!(error instanceof AppError) || !error.code.startsWith('auth/')) throw error;
        request.log.warn({ code: error.code, origin }, 'sign-in refused');
        // Only the error code goes back, and only to a page of an allowed origin.
        const target = origin && auth.isAllowedOrigin(origin) ? origin : '/';
        return finish(
          reply.status(error.status),
          { mode, origin: target, returnTo: auth.returnTo(request.query.return_to) },
          error.code,
        );
      }
    },
  );

  app.get(
    '/v1/auth/callback',
    {
      config: { limit: 'signIn' },
      schema: {
        tags: ['auth'],
        operationId: 'finishSignIn',
        summary: 'Where the identity provider returns after sign-in',
        querystring: callbackQuery,
        response: {
          200: rawResponse(
            'In a popup: a page that tells its opener how sign-in went, then closes',
            'text/html',
          ),
          302: rawResponse('By redirect, signed in: back to the page sign-in started from'),
          303: redirectRefusal,
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const signed = request.cookies[LOGIN_COOKIE];
      const unsigned = signed ? request.unsignCookie(signed) : null;
      reply.clearCookie(LOGIN_COOKIE, cookieBase);
      let transaction: LoginTransaction | null = null;
      try {
        transaction =
          unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as LoginTransaction) : null;
      } catch {
        transaction = null;
      }
      if (!transaction) {
        request.log.warn('sign-in callback without a sign-in in progress');
        return finish(
          reply.status(400),
          { mode: 'redirect', origin: '/', returnTo: DEFAULT_RETURN_TO },
          'auth/invalid-auth-event',
        );
      }
      try {
        setSession(reply, await auth.completeLogin(transaction, request.query));
        return finish(reply, transaction);
      } catch (error) {
        const code =
          error instanceof AppError && error.code.startsWith('auth/') ? error.code : 'auth/internal-error';
        request.log.warn({ err: error, code }, 'sign-in failed');
        return finish(reply, transaction, code);
      }
    },
  );

  app.post(
    '/v1/auth/native',
    {
      config: { limit: 'signIn' },
      onRequest: checkOrigin,
      schema: {
        tags: ['auth'],
        operationId: 'signInWithIdToken',
        summary: 'Sign in with a Google ID token from the native app',
        body: nativeSignInRequest,
        response: { 200: authSession, ...errors },
      },
    },
    async (request, reply) => {
      const { refreshToken, session } = await auth.nativeSignIn(request.body.id_token);
      setSession(reply, refreshToken);
      return session;
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: { limit: 'signIn' },
      onRequest: checkOrigin,
      schema: {
        tags: ['auth'],
        operationId: 'refreshSession',
        summary: 'A new bearer token for the session cookie (which rotates)',
        response: { 200: authSession, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw unauthorized();
      try {
        const { refreshToken, session } = await auth.refresh(token);
        setSession(reply, refreshToken);
        return session;
      } catch (error) {
        clearSession(reply);
        throw error;
      }
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      onRequest: checkOrigin,
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out: ends the session',
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.signOut(token);
      clearSession(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/auth/me',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: { 200: meResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return { ok: true as const, user: request.user };
    },
  );
};
