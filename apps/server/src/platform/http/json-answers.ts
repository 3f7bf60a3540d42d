import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer serialized once: its JSON text as UTF-8, and the ETag naming exactly that text. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

/** Serializes `value` as the route's response schema would, byte for byte, and names it. */
export function jsonAnswer<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): JsonAnswer {
  // As bytes, so that sending it again neither encodes nor measures the text.
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether an If-None-Match header names this ETag (weakly compared, as GET allows). */
function held(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a JSON answer with its ETag and cache policy, or 304 without a body when the client
 * already holds this very answer. The answer depends on who asks (their bearer token), which
 * caches are told.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', answer.etag).header('vary', 'Authorization');
  if (held(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
