import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import type { MediaStore, Visibility } from '../media.ts';
import type { ByteRange } from '../storage/object-storage.ts';

/**
 * The single byte range a Range header asks of an object of `size` bytes: null to send it whole
 * (no header, several ranges, or a form we do not serve), 'unsatisfiable' when it lies past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Whether an If-None-Match header names this ETag: the browser's copy is current. */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });

/**
 * Streams a stored media file from the storage, as a static file server would: its type, length
 * and ETag, 304 for a copy the browser already has, and 206 for one byte range (audio seeking).
 */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: MediaStore,
  file: { visibility: Visibility; bundleId: string; name: string; cacheControl: string },
): Promise<FastifyReply> {
  const { visibility, bundleId, name } = file;
  const rangeHeader = request.headers.range;
  // Without a Range header one request to the storage answers; with one its size must be known first.
  const info = rangeHeader ? await media.stat(visibility, bundleId, name) : null;
  if (rangeHeader && !info) throw notFound();
  const range = info ? requestedRange(rangeHeader, info.size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${info?.size ?? 0}`)
      .send();
  }
  const opened = await media.open(visibility, bundleId, name, range ?? undefined);
  if (!opened) throw notFound();
  const { body, info: whole } = opened;
  reply
    .header('content-type', whole.contentType)
    .header('etag', whole.etag)
    .header('last-modified', new Date(whole.modifiedAt).toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', file.cacheControl);
  if (matches(request.headers['if-none-match'], whole.etag)) {
    body.destroy();
    return reply.status(304).send();
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(body);
  }
  return reply.header('content-length', String(whole.size)).send(body);
}
