import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The text answers worth compressing: pages, scripts, styles, JSON, YAML, SVG and XML. Never an
 * event stream, which must reach the browser event by event rather than wait in a compressor.
 */
const TEXT_TYPES =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml|yaml|javascript)|image\/svg\+xml)(?:;|$)/;

/**
 * Compresses every text answer of 1 kB or more that is not compressed yet, Brotli or gzip as the
 * client reads: the web app's pages with a story's preview, the OpenAPI document, the API docs,
 * the sign-in pages and JSON answers sent the ordinary way. What is compressed already is left as
 * it is: the built app's files (sent from their .br and .gz twins) and the hottest JSON answers,
 * which compress themselves once (json-answers.ts) and are written straight to the connection,
 * as the event stream is. A partial answer (206, a range of a media file) is never compressed: its
 * range counts the file's own bytes. Request bodies are not decompressed: the API reads plain ones.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
    globalDecompression: false,
  });
}
