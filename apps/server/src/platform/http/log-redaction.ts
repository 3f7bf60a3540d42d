import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Query parameters that make a link work for whoever holds it: the signature and expiry of signed
 * media and progress links, and OAuth's code and state on the sign-in callback.
 */
const SECRET_PARAMS = new Set(['sig', 'exp', 'code', 'state', 'id_token', 'access_token']);
const REDACTED = '[redacted]';

/** The request's address with the values of secret query parameters replaced; the rest kept as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const end = pair.indexOf('=');
      const rawName = end === -1 ? pair : pair.slice(0, end);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is compared as written.
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** Fastify's request log entry, with secret query values redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A read slower than this is logged at info like any write. */
const SLOW_READ_MS = 500;

/**
 * One log line per request, once it is answered: its method and address (redacted), status and
 * time. Writes, failures and slow reads are logged at info; a read answered well and quickly (the
 * archive, the player's polls, media) at debug, as on the hot reads the line would cost more than
 * the answer. Fastify's line as each request arrives is left out.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = { res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...entry, err: error }, 'request errored');
      return;
    }
    const quietRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_READ_MS;
    reply.log[quietRead ? 'debug' : 'info']({ ...entry, req: request }, 'request completed');
  }
}
