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
        // The media origin too: saving a story for offline fetches each of its files.
        connectSrc: ["'self'", ...media],
        // The installable app: its service worker and manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
 * What a JSON answer needs: its body is never rendered, so nothing may load under it and no site
 * may frame it. Without a document there is nothing for nonces, a Referer or X-Frame-Options to
 * act on (frame-ancestors covers framing), and the answer stays short on the hottest reads.
 */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";
const JSON_HEADER_NAMES = [
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
  'Strict-Transport-Security',
];

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** Each page answer's nonces, drawn when first read. */
const noncesOf = new WeakMap<FastifyReply, FastifyReply['cspNonce']>();

/**
 * Security headers on every answer, helmet's. Pages, media and files get a Content-Security-Policy
 * that the built app, the API docs and the sign-in pages work under (scripts and styles from this
 * origin only, inline ones only with the answer's nonce), no framing by any site, nosniff, a
 * strict Referrer-Policy, and HSTS when the site is served over https. The API's JSON answers get
 * the few that apply to JSON: a policy that lets nothing load or frame them, nosniff, the
 * resource policy and HSTS. All are worked out once; only a page's nonces are new in each answer.
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
  const onPages = [...headers];
  const onJson: [string, string][] = [
    ['Content-Security-Policy', JSON_POLICY],
    ...onPages.filter(([name]) => JSON_HEADER_NAMES.includes(name)),
  ];
  const appPolicy = policyTemplate(csp);
  // Inline styles only: scripts stay limited to this origin and the answer's nonce.
  const ownStylePolicy = policyTemplate(csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"));

  /** On the raw answer, as helmet does: a route that takes the answer over (events) keeps them. */
  const setPageHeaders = (url: string, reply: FastifyReply) => {
    const { script, style } = reply.cspNonce;
    const ownStyle = OWN_STYLE_PREFIXES.some((prefix) => url.startsWith(prefix));
    reply.raw.setHeader('Content-Security-Policy', (ownStyle ? ownStylePolicy : appPolicy)(script, style));
    for (const [name, value] of onPages) reply.raw.setHeader(name, value);
  };

  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      let nonces = noncesOf.get(this);
      if (!nonces) {
        nonces = { script: nonce(), style: nonce() };
        noncesOf.set(this, nonces);
      }
      return nonces;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The API answers JSON but for a few pages and files, which get theirs once their type is known.
    const api = request.url.startsWith('/v1/') && !request.url.startsWith('/v1/docs');
    if (!api) setPageHeaders(request.url, reply);
    else for (const [name, value] of onJson) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const jsonHeadersSet = reply.raw.getHeader('Content-Security-Policy') === JSON_POLICY;
    // A 304 stands for the JSON answer the client holds: its headers are that answer's.
    const json = isJson(reply.getHeader('content-type')) || reply.statusCode === 304;
    if (jsonHeadersSet && !json) setPageHeaders(request.url, reply);
    done(null, payload);
  });
}
