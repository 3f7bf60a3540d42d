/** Control characters, whitespace (including Unicode spaces) and backslashes: browsers strip or rewrite them. */
const UNSAFE = /[\p{Cc}\p{Z}\s\\]/u;

/**
 * A path of this site to send a browser to, or null when `target` could lead anywhere else. The
 * target must be free of control characters, whitespace and backslashes, and so must its path once
 * percent-decoded; it must start with a single `/`; and resolved with the URL parser against the
 * site's own address it must keep that address's origin.
 */
export function sameOriginPath(target: string | undefined | null, publicUrl: string): string | null {
  if (!target || UNSAFE.test(target)) return null;
  // Only the path can be read as an address by a browser or a proxy; the query is data.
  const path = target.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (UNSAFE.test(decoded) || !path.startsWith('/') || decoded.startsWith('//')) return null;
  const base = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return url.pathname + url.search + url.hash;
}
