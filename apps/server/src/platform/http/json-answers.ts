import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Encoding = 'br' | 'gzip';

/**
 * An answer serialized once: its JSON text as UTF-8, the ETag naming exactly that text, and its
 * compressed forms, each made the first time a client that reads it asks.
 */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Below this, compressing saves less than the headers it adds. */
const COMPRESS_FROM_BYTES = 1024;

/** Serializes `value` as the route's response schema would, byte for byte, and names it. */
export function jsonAnswer<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): JsonAnswer {
  // As bytes, so that sending it again neither encodes nor measures the text.
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
}

/** Browsers send one of a few Accept-Encoding values, each read once. */
const encodingOf = new Map<string, Encoding | null>();
const ENCODINGS_REMEMBERED = 100;

/** The compression the client reads that we prefer: Brotli, then gzip; none when it lists neither. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = encodingOf.get(header);
  if (known !== undefined) return known;
  const encoding = preferredEncoding(header);
  if (encodingOf.size < ENCODINGS_REMEMBERED) encodingOf.set(header, encoding);
  return encoding;
}

function preferredEncoding(header: string): Encoding | null {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      // `;q=0` names an encoding the client refuses.
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  // Quality 5 compresses JSON better than gzip's default at about its speed.
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The answer's bytes for a client that reads `encoding`, compressed once and kept with the answer. */
function encoded(answer: JsonAnswer, encoding: Encoding): Buffer {
  answer.compressed[encoding] ??= compress(answer.body, encoding);
  return answer.compressed[encoding];
}

/** Whether an If-None-Match header names this ETag (weakly compared, as GET allows). */
function held(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    // Each compressed form's ETag is the answer's with the encoding added: the same answer.
    return trimmed === '*' || trimmed.replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag;
  });
}

/**
 * Sends a JSON answer with its ETag and cache policy, compressed when the client reads Brotli or
 * gzip, or 304 without a body when the client already holds this very answer. The answer depends
 * on who asks (their bearer token) and is sent compressed or not, which caches are told.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
  cacheControl: string,
): FastifyReply {
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'Authorization, Accept-Encoding');
  if (held(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encoded(answer, encoding));
}
