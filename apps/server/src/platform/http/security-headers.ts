import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Pages that are not the web app and set styles in the page (the docs' Swagger UI sets style attributes). */
const OWN_STYLE_PREFIXES = ['/dev-idp', '/v1/docs'];

/**
 * Security headers on every answer: a Content-Security-Policy that the built app, the API docs and
 * the sign-in pages work under (scripts and styles from this origin only, inline ones only with
 * the answer's nonce), no framing by any site, nosniff, a strict Referrer-Policy, and HSTS when
 * the site is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
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
