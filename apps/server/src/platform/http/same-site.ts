import type { FastifyRequest } from 'fastify';

/**
 * Whether a page of another site sent this call, which a browser sends with the visitor's cookies
 * (cross-site request forgery): its Origin is not one of ours, or the browser says
 * `Sec-Fetch-Site: cross-site`. A call with neither header comes from a program, not from a page
 * the visitor happened to open, and passes.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return !allowedOrigins.includes(new URL(origin).origin);
  } catch {
    // `Origin: null` (a sandboxed frame, a privacy-sensitive redirect) is nobody we know.
    return true;
  }
}
