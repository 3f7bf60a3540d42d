import type { StorageConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * The storage STORAGE chose: folders under DATA_DIR/media, or an S3-compatible bucket. The AWS SDK
 * is loaded only for a bucket: it takes over half a second to load, which a local setup never needs.
 */
export async function createStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.kind === 'local') return new LocalStorage(config.root);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config);
}
