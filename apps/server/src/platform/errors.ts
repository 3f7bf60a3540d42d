import { MESSAGES, nameMessage, WAIT_CODES, waitMessage } from '@storyloom/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A refusal that asks the caller to wait: how long, and why in words of its own. */
export interface Wait {
  seconds: number;
  /** A MESSAGES text, or a built one such as printOrderLimitMessage's. */
  reason: string;
}

/** An error meant for the client: status, a stable code and the user-facing message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
    /** Sent as Retry-After, `retry_after_seconds` and the reason's name. */
    readonly wait?: Wait,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MESSAGES.invalidRequest, detail?: string) =>
  new AppError(400, 'bad_request', message, detail);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = MESSAGES.forbidden, detail?: string) =>
  new AppError(403, 'forbidden', message, detail);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'not_found', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** Over a rate limit: 429 with the reason and how long to wait. */
export const tooManyRequests = (reason: string, seconds: number) =>
  new AppError(429, WAIT_CODES.rateLimited, waitMessage(reason, seconds), undefined, {
    seconds: Math.ceil(seconds),
    reason,
  });
/** The job queue is full, for this caller or for everyone: 503 with how long to wait. */
export const queueFull = (reason: string, seconds: number) =>
  new AppError(503, WAIT_CODES.queueFull, waitMessage(reason, seconds), undefined, {
    seconds: Math.ceil(seconds),
    reason,
  });
/** A quota of what one account may keep is used up: 429 with its own words and how long to wait. */
export const quotaReached = (message: string, seconds: number) =>
  new AppError(429, WAIT_CODES.rateLimited, message, undefined, {
    seconds: Math.ceil(seconds),
    reason: message,
  });

/**
 * The body of every refusal: `{ok:false, error, code, ...}`. `code` names the message so the app
 * can say it in any language (see errorResponse in the contract); a code of its own (identity,
 * waiting) stays, and a message that is none of the contract's keeps the error's general code.
 */
export function errorBody(error: AppError) {
  const named = nameMessage(error.message);
  const ownCode = error.code.startsWith('auth/') || error.wait !== undefined;
  const reason = error.wait && nameMessage(error.wait.reason);
  const detail = error.detail === undefined ? undefined : nameMessage(error.detail);
  return {
    ok: false as const,
    error: error.message,
    detail: error.detail,
    code: ownCode ? error.code : (named?.code ?? error.code),
    reason: reason?.code,
    detail_code: detail?.code,
    // Only one of them is ever built with values (the message, the wait's reason or the detail).
    params: (ownCode ? undefined : named?.params) ?? reason?.params ?? detail?.params,
    retry_after_seconds: error.wait?.seconds,
  };
}

/** Turns every error into the body of errorBody; a 5xx never carries its internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.wait) reply.header('retry-after', String(error.wait.seconds));
      return reply.status(error.status).send(errorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? MESSAGES.invalidRequest;
      return reply
        .status(400)
        .send(errorBody(badRequest(message, field ? `${field}: ${message}` : undefined)));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody(new AppError(status, 'internal_error', MESSAGES.internalError)));
    }
    // Fastify's own refusals (a body too large, a content type it cannot read) keep their code.
    return reply
      .status(status)
      .send(errorBody(new AppError(status, error.code ?? 'bad_request', error.message)));
  });
}
