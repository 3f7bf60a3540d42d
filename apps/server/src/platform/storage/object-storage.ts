import type { Readable, Writable } from 'node:stream';

/** What is known of a stored object without reading it. */
export interface ObjectInfo {
  /** Bytes in the whole object. */
  size: number;
  contentType: string;
  /** Changes whenever the object's bytes do (a quoted HTTP entity tag). */
  etag: string;
  /** Milliseconds since the epoch. */
  modifiedAt: number;
}

/** Inclusive byte positions, both within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes are kept, by key (`public/<bundle>/<name>`, `private/orders/<id>/<name>`…):
 * folders on this machine or an S3-compatible bucket. A key is written whole or not at all, so a
 * reader never sees half a file.
 */
export interface ObjectStorage {
  write(key: string, bytes: Uint8Array | string): Promise<void>;
  /** Stores what `produce` writes to `out`; if it throws, nothing is kept under the key. */
  writeStream(key: string, produce: (out: Writable) => Promise<void>): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the object (or of `range` of it) with what is known of the whole, or null when there is none. */
  open(key: string, range?: ByteRange): Promise<{ body: Readable; info: ObjectInfo } | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends in `/`). */
  removePrefix(prefix: string): Promise<void>;
  /** The objects whose key starts with `prefix`, with when each was written. */
  list(prefix: string): Promise<{ key: string; modifiedAt: number }[]>;
  /** Where browsers fetch a public object directly, or null when the app serves it. */
  publicUrl(key: string): string | null;
  /** Throws a StorageError when objects cannot be kept (folder not writable, bucket unreachable). */
  ready(): Promise<void>;
}

/** A folder or file name media may use: no separators, and no leading dot (so neither `..` nor a hidden file). */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Refuses a key or prefix that could step outside the media (`..`, an absolute path, an empty segment). */
export function assertSafeKey(key: string, { prefix = false } = {}): void {
  const segments = (prefix ? key.replace(/\/$/, '') : key).split('/');
  if ((prefix && !key.endsWith('/')) || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
    throw new Error('Unsafe media path');
  }
}

export class StorageError extends Error {
  override name = 'StorageError';
}
