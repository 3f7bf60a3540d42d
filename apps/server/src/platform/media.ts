import type { Readable, Writable } from 'node:stream';
import type { Config } from './config.ts';
import { createStorage } from './storage/create-storage.ts';
import {
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  SAFE_SEGMENT,
} from './storage/object-storage.ts';

export type Visibility = 'public' | 'private';

/** Where a job writes a story's files: a store, or one that checks the story is still wanted first. */
export type MediaWriter = Pick<MediaStore, 'write'>;

/** A stored file opened for reading, with what is known of the whole of it. */
export type OpenedMedia = { body: Readable; info: ObjectInfo };

/** The private folder of print orders' files, one folder per order; no story id is this short. */
const ORDERS_FOLDER = 'orders';
/** The private folder of account downloads, one folder per download. */
const EXPORTS_FOLDER = 'exports';
/** The private folder of the voices' samples heard before choosing one (features/voices/voice-previews.ts). */
export const PREVIEWS_FOLDER = 'voice-previews';
const RESERVED_FOLDERS = [ORDERS_FOLDER, EXPORTS_FOLDER, PREVIEWS_FOLDER];
/** The name a download is kept and saved under. */
export const EXPORT_FILE_NAME = 'storyloom-data.zip';

const segment = (value: string): string => {
  if (!SAFE_SEGMENT.test(value)) throw new Error('Unsafe media path');
  return value;
};

/** `public/<bundle>/<name>` or `private/<bundle>/<name>`: a story's (or a voice clone's) file. */
export const mediaKey = (visibility: Visibility, bundleId: string, name: string): string =>
  `${visibility}/${segment(bundleId)}/${segment(name)}`;
const orderPrefix = (orderId: string) => `private/${ORDERS_FOLDER}/${segment(orderId)}/`;
const exportsPrefix = `private/${EXPORTS_FOLDER}/`;
const exportPrefix = (exportId: string) => `${exportsPrefix}${segment(exportId)}/`;

/**
 * Story media, in the storage STORAGE chose. Public media are kept under `public/`, served at
 * /data; private media under `private/`, which is never served directly, so a private story's
 * files cannot leak.
 */
export class MediaStore {
  constructor(private readonly storage: ObjectStorage) {}

  static async fromConfig(config: Config): Promise<MediaStore> {
    return new MediaStore(await createStorage(config.storage));
  }

  async write(
    visibility: Visibility,
    bundleId: string,
    name: string,
    bytes: Uint8Array | string,
  ): Promise<void> {
    await this.storage.write(mediaKey(visibility, bundleId, name), bytes);
  }

  /**
   * Stores a file of a print order. It belongs to the order, not to the story it prints: it is
   * kept privately under orders/<order id>, and deleting the story leaves it.
   */
  async writeOrderFile(orderId: string, name: string, bytes: Uint8Array): Promise<void> {
    await this.storage.write(`${orderPrefix(orderId)}${segment(name)}`, bytes);
  }

  /** Removes every file of a print order. */
  async removeOrder(orderId: string): Promise<void> {
    await this.storage.removePrefix(orderPrefix(orderId));
  }

  /** Opens a stored file (a story's, a voice sample's), or `range` of it, or null when there is none. */
  open(
    visibility: Visibility,
    bundleId: string,
    name: string,
    range?: ByteRange,
  ): Promise<OpenedMedia | null> {
    return this.storage.open(mediaKey(visibility, bundleId, name), range);
  }

  stat(visibility: Visibility, bundleId: string, name: string): Promise<ObjectInfo | null> {
    return this.storage.stat(mediaKey(visibility, bundleId, name));
  }

  /** Opens a print order's file for reading, or null when there is none. */
  openOrderFile(orderId: string, name: string): Promise<OpenedMedia | null> {
    return this.storage.open(`${orderPrefix(orderId)}${segment(name)}`);
  }

  /** Writes an account download through `write`, which streams into it and ends it; it appears whole or not at all. */
  async writeExport(exportId: string, write: (out: Writable) => Promise<void>): Promise<void> {
    await this.storage.writeStream(`${exportPrefix(exportId)}${EXPORT_FILE_NAME}`, write);
  }

  /** Opens an account download, or null when there is none (never made, expired, or an id of no download). */
  async openExport(exportId: string): Promise<OpenedMedia | null> {
    if (!SAFE_SEGMENT.test(exportId)) return null;
    return this.storage.open(`${exportPrefix(exportId)}${EXPORT_FILE_NAME}`);
  }

  async removeExport(exportId: string): Promise<void> {
    await this.storage.removePrefix(exportPrefix(exportId));
  }

  /** The downloads kept, with when each was made. */
  async exports(): Promise<{ id: string; madeAt: number }[]> {
    const objects = await this.storage.list(exportsPrefix);
    return objects.flatMap(({ key, modifiedAt }) => {
      const id = key.slice(exportsPrefix.length).split('/')[0];
      return id ? [{ id, madeAt: modifiedAt }] : [];
    });
  }

  read(visibility: Visibility, bundleId: string, name: string): Promise<Buffer | null> {
    return this.storage.read(mediaKey(visibility, bundleId, name));
  }

  async remove(visibility: Visibility, bundleId: string, name: string): Promise<void> {
    await this.storage.remove(mediaKey(visibility, bundleId, name));
  }

  /** Removes every file of a story, wherever it is kept. */
  async removeStory(bundleId: string): Promise<void> {
    if (RESERVED_FOLDERS.includes(bundleId)) throw new Error('Unsafe media path');
    const visibilities: Visibility[] = ['public', 'private'];
    await Promise.all(visibilities.map((v) => this.storage.removePrefix(`${v}/${segment(bundleId)}/`)));
  }

  /** The address of a public story's file: the storage's own when browsers fetch from it, else /data. */
  publicUrl(bundleId: string, name: string): string {
    return (
      this.storage.publicUrl(mediaKey('public', bundleId, name)) ??
      `/data/${encodeURIComponent(bundleId)}/${encodeURIComponent(name)}`
    );
  }

  /** Throws a StorageError when media cannot be kept. */
  ready(): Promise<void> {
    return this.storage.ready();
  }
}
