import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Encoding = 'br' | 'gzip';
/** How an answer goes out: compressed one way, or as it is. */
type Form = Encoding | 'identity';

/**
 * An answer serialized once: its JSON text as UTF-8, the ETag naming exactly that text, its
 * compressed forms, each made the first time a client that reads it asks, and the header lines of
 * each form under each cache policy it is sent with, written out the first time too.
 */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
  headers: Map<string, Partial<Record<Form, string[]>>>;
}

/** Below this, compressing saves less than the headers it adds. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Serializes `value` as the route's response schema would, byte for byte, and names it. When it
 * comes out the same as `previous`, that is the answer: its compressed forms and headers are made
 * once, however often it is read again.
 */
export function jsonAnswer<Schema extends z.ZodType>(
  schema: Schema,
  value: z.output<Schema>,
  previous?: JsonAnswer,
): JsonAnswer {
  // As bytes, so that sending it again neither encodes nor measures the text.
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  if (previous?.body.equals(body)) return previous;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, compressed: {}, headers: new Map() };
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

/** The ETag of one form of an answer: the answer's, with the encoding added when compressed. */
const etagOf = (answer: JsonAnswer, encoding: Encoding | null) =>
  encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;

/** The answer depends on who asks (their bearer token) and is sent compressed or not, which caches are told. */
const VARY = 'Authorization, Accept-Encoding';

/** The header lines of one form of an answer under one cache policy, as `writeHead` takes them. */
function headersOf(
  answer: JsonAnswer,
  encoding: Encoding | null,
  body: Buffer,
  cacheControl: string,
): string[] {
  const byForm = answer.headers.get(cacheControl) ?? {};
  answer.headers.set(cacheControl, byForm);
  const form = encoding ?? 'identity';
  byForm[form] ??= [
    'cache-control',
    cacheControl,
    'etag',
    etagOf(answer, encoding),
    'vary',
    VARY,
    'content-type',
    'application/json; charset=utf-8',
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(body.length),
  ];
  return byForm[form];
}

/**
 * Sends a JSON answer with its ETag and cache policy, compressed when the client reads Brotli or
 * gzip, or 304 without a body when the client already holds this very answer. A 200 is written
 * straight to the connection with headers prepared once: these are the hottest reads, and the
 * answer needs nothing of what Fastify would do to it on the way (serializing, hooks on sending).
 * The request is still logged, timed and counted when the answer is finished.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
  cacheControl: string,
): FastifyReply {
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (held(request.headers['if-none-match'], answer.etag)) {
    return reply
      .header('cache-control', cacheControl)
      .header('etag', etagOf(answer, encoding))
      .header('vary', VARY)
      .status(304)
      .send();
  }
  const body = encoding ? encoded(answer, encoding) : answer.body;
  reply.hijack();
  reply.raw.writeHead(200, headersOf(answer, encoding, body, cacheControl));
  reply.raw.end(body);
  return reply;
}
