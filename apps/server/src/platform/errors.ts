import { MESSAGES, WAIT_CODES, waitMessage } from '@storyloom/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the client: status, a stable code and the user-facing message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
    /** For a refusal that asks the caller to wait: sent as Retry-After and `retry_after_seconds`. */
    readonly retryAfterSeconds?: number,
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
  new AppError(429, WAIT_CODES.rateLimited, waitMessage(reason, seconds), undefined, Math.ceil(seconds));
/** The job queue is full, for this caller or for everyone: 503 with how long to wait. */
export const queueFull = (reason: string, seconds: number) =>
  new AppError(503, WAIT_CODES.queueFull, waitMessage(reason, seconds), undefined, Math.ceil(seconds));
/** A quota of what one account may keep is used up: 429 with its own words and how long to wait. */
export const quotaReached = (message: string, seconds: number) =>
  new AppError(429, WAIT_CODES.rateLimited, message, undefined, Math.ceil(seconds));

/** Turns every error into `{ok:false, error, detail?}`; a 5xx never carries its internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.status).send({
          ok: false,
          error: error.message,
          code: error.code,
          retry_after_seconds: error.retryAfterSeconds,
        });
      }
      // Identity errors carry their code (product §8) so the web app can tell them apart.
      const code = error.code.startsWith('auth/') ? error.code : undefined;
      return reply.status(error.status).send({ ok: false, error: error.message, detail: error.detail, code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? MESSAGES.invalidRequest;
      return reply
        .status(400)
        .send({ ok: false, error: message, detail: field ? `${field}: ${message}` : undefined });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ ok: false, error: MESSAGES.internalError });
    }
    return reply.status(status).send({ ok: false, error: error.message });
  });
}
