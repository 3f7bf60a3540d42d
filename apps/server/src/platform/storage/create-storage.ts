import type { StorageConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The storage STORAGE chose: folders under DATA_DIR/media, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 'local' ? new LocalStorage(config.root) : new S3Storage(config);
}
