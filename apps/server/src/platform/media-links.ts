import type { MediaStore } from './media.ts';
import type { UrlSigner } from './signed-urls.ts';

/** Where a private story's files are served, only through signed links. */
export const PRIVATE_MEDIA_PREFIX = '/v1/media';
/** Long enough to listen to a whole story after opening it; the player gets new links on reload. */
const PRIVATE_LINK_TTL_SECONDS = 6 * 60 * 60;

const privatePath = (bundleId: string, name: string) =>
  `${PRIVATE_MEDIA_PREFIX}/${encodeURIComponent(bundleId)}/${encodeURIComponent(name)}`;

/**
 * Addresses of story files: public ones at /data (or the bucket's public address), private ones
 * signed by the app and expiring. Private files stay behind the app even with STORAGE=s3: one
 * signing key and lifetime for both storages, a link that stops working the moment the story is
 * deleted or made public, and a bucket that never needs to be reachable from browsers.
 */
export class MediaLinks {
  constructor(
    private readonly signer: UrlSigner,
    private readonly media: MediaStore,
  ) {}

  url(story: { id: string; privacy: string }, name: string): string;
  url(story: { id: string; privacy: string }, name: string | null): string | null;
  url(story: { id: string; privacy: string }, name: string | null): string | null {
    if (!name) return null;
    if (story.privacy === 'public') return this.media.publicUrl(story.id, name);
    return this.signer.sign(privatePath(story.id, name), PRIVATE_LINK_TTL_SECONDS);
  }

  /** Whether a private file's link is genuine and still valid. */
  verify(bundleId: string, name: string, exp: unknown, sig: unknown): boolean {
    return this.signer.verify(privatePath(bundleId, name), exp, sig);
  }
}
