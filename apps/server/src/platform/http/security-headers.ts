import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's nonces: an inline script or style carrying one may run under its policy. */
    cspNonce: { script: string; style: string };
  }
}

/** Pages that are not the web app and set styles in the page (the docs' Swagger UI sets style attributes). */
const OWN_STYLE_PREFIXES = ['/dev-idp', '/v1/docs'];

/**
 * Helmet's headers that only a page or a download in an old browser reads (DNS prefetching, IE's
 * download prompt, Flash's cross-domain policies, the retired XSS auditor, origin-keyed agent
 * clusters): sent with pages, media and files, left off the API's JSON answers, the hot reads.
 */
const PAGE_ONLY_HEADERS = new Set([
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
  'Origin-Agent-Cluster',
]);

/** Stand-ins for the nonces while the headers are worked out once. */
const SCRIPT_NONCE = 'script-nonce-here';
const STYLE_NONCE = 'style-nonce-here';

/** The origin of S3_PUBLIC_URL, where public media are fetched from with STORAGE=s3; otherwise none. */
export const mediaOrigin = (config: Config): string | null =>
  config.storage.kind === 's3' && config.storage.publicUrl ? new URL(config.storage.publicUrl).origin : null;

function helmetOptions(https: boolean, media: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'nonce-${SCRIPT_NONCE}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", `'nonce-${STYLE_NONCE}'`],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        mediaSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Sign-in runs in a popup that passes through Google's pages and must still answer its opener
    // when it comes back: any Cross-Origin-Opener-Policy would cut that tie on the way.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  };
}

/** The headers helmet sets for these options, worked out once. */
function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: () => {},
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** A policy with its two nonces cut out, to be put back in per answer without building it again. */
function policyTemplate(csp: string): (script: string, style: string) => string {
  const [head = '', rest = ''] = csp.split(SCRIPT_NONCE);
  const [middle = '', tail] = rest.split(STYLE_NONCE);
  // The docs' policy has no style nonce: inline styles are allowed outright there.
  if (tail === undefined) return (script) => head + script + middle;
  return (script, style) => head + script + middle + style + tail;
}

const NONCE_BYTES = 16;
/** Random bytes drawn a few kilobytes at a time: one draw per answer would cost more than the answer. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

function nonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('hex', poolOffset - NONCE_BYTES, poolOffset);
}

/**
 * Security headers on every answer, helmet's: a Content-Security-Policy that the built app, the
 * API docs and the sign-in pages work under (scripts and styles from this origin only, inline ones
 * only with the answer's nonce), no framing by any site, nosniff, a strict Referrer-Policy, and
 * HSTS when the site is served over https. They are worked out once and only the nonces are new
 * in each answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Where browsers fetch public media from when that is not this origin (S3_PUBLIC_URL's). */
  mediaOrigin: string | null = null,
): Promise<void> {
  const media = mediaOrigin ? [mediaOrigin] : [];
  const headers = helmetHeaders(helmetOptions(publicUrl.startsWith('https:'), media));
  const csp = headers.get('Content-Security-Policy') ?? '';
  headers.delete('Content-Security-Policy');
  const everywhere = [...headers].filter(([name]) => !PAGE_ONLY_HEADERS.has(name));
  const onPages = [...headers];
  const appPolicy = policyTemplate(csp);
  // Inline styles only: scripts stay limited to this origin and the answer's nonce.
  const ownStylePolicy = policyTemplate(csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"));

  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (request, reply, done) => {
    const script = nonce();
    const style = nonce();
    reply.cspNonce = { script, style };
    // On the raw answer, as helmet does: a route that takes the answer over (events) keeps them.
    const raw = reply.raw;
    const ownStyle = OWN_STYLE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    raw.setHeader('Content-Security-Policy', (ownStyle ? ownStylePolicy : appPolicy)(script, style));
    const apiAnswer = request.url.startsWith('/v1/') && !request.url.startsWith('/v1/docs');
    for (const [name, value] of apiAnswer ? everywhere : onPages) raw.setHeader(name, value);
    done();
  });
}
