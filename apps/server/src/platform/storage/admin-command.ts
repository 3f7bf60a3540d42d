import type { CORSRule } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { StorageError } from './object-storage.ts';

export const STORAGE_USAGE = `Storage:
  storage cors         whether the bucket lets the app's pages read its files at S3_PUBLIC_URL,
                       as saving a story for offline does
  storage cors set     adds the rule that does (docs/deploy.md), keeping the bucket's other rules`;

/** The rule docs/deploy.md gives: pages from the app's origin may read files, whole or in parts. */
export const mediaReadRule = (origin: string): CORSRule => ({
  AllowedOrigins: [origin],
  AllowedMethods: ['GET', 'HEAD'],
  AllowedHeaders: ['Range'],
  ExposeHeaders: ['Content-Range', 'Accept-Ranges'],
  MaxAgeSeconds: 3600,
});

/** A CORS rule's origin or header, where one `*` stands for any text. */
function matches(pattern: string, value: string): boolean {
  const star = pattern.indexOf('*');
  if (star === -1) return pattern === value;
  const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return value.length >= head.length + tail.length && value.startsWith(head) && value.endsWith(tail);
}

/** Whether one of the rules lets pages from `origin` read files whole and in parts. */
export function allowsMediaReads(rules: CORSRule[], origin: string): boolean {
  return rules.some(
    (rule) =>
      (rule.AllowedOrigins ?? []).some((pattern) => matches(pattern, origin)) &&
      ['GET', 'HEAD'].every((method) => rule.AllowedMethods?.includes(method)) &&
      (rule.AllowedHeaders ?? []).some((pattern) => matches(pattern.toLowerCase(), 'range')),
  );
}

/** A service without bucket CORS rules, such as MinIO's community edition, answers NotImplemented. */
const notImplemented = (error: unknown) =>
  error instanceof StorageError && (error.cause as Error | undefined)?.name === 'NotImplemented';

/**
 * `npm run admin -- storage cors [set]`: checks, or sets, the bucket's CORS rule that lets the app's
 * pages (at `appUrl`) read the public files browsers fetch from S3_PUBLIC_URL.
 */
export async function runStorageCommand(
  args: string[],
  storage: StorageConfig,
  appUrl: string,
  out: (line: string) => void,
): Promise<number> {
  const [, topic, action, ...rest] = args;
  if (topic !== 'cors' || (action !== undefined && action !== 'set') || rest.length > 0) {
    out(STORAGE_USAGE);
    return 2;
  }
  if (storage.kind !== 's3' || !storage.publicUrl) {
    out(
      'Browsers read no file from the bucket (that needs STORAGE=s3 and S3_PUBLIC_URL): it needs no CORS rule.',
    );
    return 0;
  }
  const { S3Storage } = await import('./s3-storage.ts');
  const bucket = new S3Storage(storage);
  const origin = new URL(appUrl).origin;
  try {
    const rules = await bucket.corsRules();
    if (allowsMediaReads(rules, origin)) {
      out(`Bucket ${storage.bucket} lets pages from ${origin} read its files.`);
      return 0;
    }
    if (action !== 'set') {
      out(
        `Bucket ${storage.bucket} does not let pages from ${origin} read its files, so stories cannot be saved for offline. ` +
          '`storage cors set` adds the rule.',
      );
      return 1;
    }
    await bucket.setCorsRules([...rules, mediaReadRule(origin)]);
    out(`Bucket ${storage.bucket} now lets pages from ${origin} read its files; its other rules are kept.`);
    return 0;
  } catch (error) {
    if (!notImplemented(error)) throw error;
    out(
      `The storage service has no CORS rules per bucket: allow ${origin} in its own settings ` +
        '(MINIO_API_CORS_ALLOW_ORIGIN on MinIO), see docs/deploy.md.',
    );
    return 1;
  }
}
