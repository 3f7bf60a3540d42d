import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Pages that are not the web app and set styles in the page (the docs' Swagger UI sets style attributes). */
const OWN_STYLE_PREFIXES = ['/dev-idp', '/v1/docs'];

/** The origin of S3_PUBLIC_URL, where public media are fetched from with STORAGE=s3; otherwise none. */
export const mediaOrigin = (config: Config): string | null =>
  config.storage.kind === 's3' && config.storage.publicUrl ? new URL(config.storage.publicUrl).origin : null;

/**
 * Security headers on every answer: a Content-Security-Policy that the built app, the API docs and
 * the sign-in pages work under (scripts and styles from this origin only, inline ones only with
 * the answer's nonce), no framing by any site, nosniff, a strict Referrer-Policy, and HSTS when
 * the site is served over https.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Where browsers fetch public media from when that is not this origin (S3_PUBLIC_URL's). */
  mediaOrigin: string | null = null,
): Promise<void> {
  const https = publicUrl.startsWith('https:');
  const media = mediaOrigin ? [mediaOrigin] : [];
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
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
  });

  app.addHook('onRequest', async (request, reply) => {
    if (OWN_STYLE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        // Inline styles only: scripts stay limited to this origin and the answer's nonce.
        reply.header(
          'content-security-policy',
          csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
        );
      }
    }
  });
}
