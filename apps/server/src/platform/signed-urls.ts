import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs links that work without a bearer token until they expire, e.g. a private story's media. */
export class UrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private signature(pathname: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${pathname}\n${expires}`).digest();
  }

  /** `pathname` with `exp` and `sig` added; valid for `ttlSeconds`. */
  sign(pathname: string, ttlSeconds: number): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    const sig = this.signature(pathname, expires).toString('base64url');
    return `${pathname}?exp=${expires}&sig=${sig}`;
  }

  /** Whether `exp` and `sig` were made by `sign` for this pathname and have not expired. */
  verify(pathname: string, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 < this.now()) return false;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.signature(pathname, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
