import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Config } from './config.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

export type Visibility = 'public' | 'private';

/** Where a job writes a story's files: a store, or one that checks the story is still wanted first. */
export type MediaWriter = Pick<MediaStore, 'write'>;

/** A folder or file name media may use: no separators, and no leading dot (so neither `..` nor a hidden file). */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The private folder of print orders' files, one folder per order; no story id is this short. */
const ORDERS_FOLDER = 'orders';
/** The private folder of account downloads, one folder per download. */
const EXPORTS_FOLDER = 'exports';
const RESERVED_FOLDERS = [ORDERS_FOLDER, EXPORTS_FOLDER];

/**
 * Story media on disk. Public media live under the folder served at /data; private media live
 * in a separate folder that is never served directly, so a private story's files cannot leak.
 */
export class MediaStore {
  constructor(private readonly roots: Record<Visibility, string>) {}

  static fromConfig(config: Config): MediaStore {
    return new MediaStore({ public: config.publicMediaDir, private: config.privateMediaDir });
  }

  private file(visibility: Visibility, bundleId: string, name: string): string {
    if (!SAFE_SEGMENT.test(bundleId) || !SAFE_SEGMENT.test(name)) throw new Error('Unsafe media path');
    return path.join(this.roots[visibility], bundleId, name);
  }

  private orderFolder(orderId: string): string {
    if (!SAFE_SEGMENT.test(orderId)) throw new Error('Unsafe media path');
    return path.join(this.roots.private, ORDERS_FOLDER, orderId);
  }

  async write(
    visibility: Visibility,
    bundleId: string,
    name: string,
    bytes: Uint8Array | string,
  ): Promise<void> {
    await this.store(this.file(visibility, bundleId, name), bytes);
  }

  /**
   * Stores a file of a print order. It belongs to the order, not to the story it prints: it is
   * kept privately under orders/<order id>, and deleting the story leaves it.
   */
  async writeOrderFile(orderId: string, name: string, bytes: Uint8Array): Promise<void> {
    if (!SAFE_SEGMENT.test(name)) throw new Error('Unsafe media path');
    await this.store(path.join(this.orderFolder(orderId), name), bytes);
  }

  /** Removes every file of a print order. */
  async removeOrder(orderId: string): Promise<void> {
    await fs.rm(this.orderFolder(orderId), { recursive: true, force: true });
  }

  /** Opens a stored file for reading (a story's, a voice sample's), or null when there is none. */
  async open(visibility: Visibility, bundleId: string, name: string): Promise<Readable | null> {
    return openIfFile(this.file(visibility, bundleId, name));
  }

  /** Opens a print order's file for reading, or null when there is none. */
  async openOrderFile(orderId: string, name: string): Promise<Readable | null> {
    if (!SAFE_SEGMENT.test(name)) throw new Error('Unsafe media path');
    return openIfFile(path.join(this.orderFolder(orderId), name));
  }

  /** Where an account download's zip is kept: privately, under exports/<id>. */
  exportFile(exportId: string): string {
    if (!SAFE_SEGMENT.test(exportId)) throw new Error('Unsafe media path');
    return path.join(this.roots.private, EXPORTS_FOLDER, exportId, EXPORT_FILE_NAME);
  }

  /** Writes an account download through `write`, which streams into the file; it appears whole or not at all. */
  async writeExport(exportId: string, write: (out: Writable) => Promise<void>): Promise<void> {
    const file = this.exportFile(exportId);
    await makePrivateDir(path.dirname(file));
    const partial = `${file}.${process.pid}.partial`;
    try {
      await write(createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
      await fs.chmod(partial, PRIVATE_FILE_MODE);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async removeExport(exportId: string): Promise<void> {
    await fs.rm(path.dirname(this.exportFile(exportId)), { recursive: true, force: true });
  }

  /** The downloads kept, with when each was made. */
  async exports(): Promise<{ id: string; madeAt: number }[]> {
    const folder = path.join(this.roots.private, EXPORTS_FOLDER);
    const ids = await fs.readdir(folder).catch(() => [] as string[]);
    const found = await Promise.all(
      ids.map(async (id) => {
        const stat = await fs.stat(path.join(folder, id)).catch(() => null);
        return stat ? { id, madeAt: stat.mtimeMs } : null;
      }),
    );
    return found.filter((e): e is { id: string; madeAt: number } => e !== null);
  }

  private async store(file: string, bytes: Uint8Array | string): Promise<void> {
    await makePrivateDir(path.dirname(file));
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE });
    // The mode given to writeFile is narrowed by the umask, never widened: a file left over from a crash kept its own.
    await fs.chmod(partial, PRIVATE_FILE_MODE);
    await fs.rename(partial, file);
  }

  async read(visibility: Visibility, bundleId: string, name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(visibility, bundleId, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(visibility: Visibility, bundleId: string, name: string): Promise<void> {
    await fs.rm(this.file(visibility, bundleId, name), { force: true });
  }

  /** Removes every file of a story, wherever it is kept. */
  async removeStory(bundleId: string): Promise<void> {
    if (!SAFE_SEGMENT.test(bundleId) || RESERVED_FOLDERS.includes(bundleId))
      throw new Error('Unsafe media path');
    await Promise.all(
      Object.values(this.roots).map((root) =>
        fs.rm(path.join(root, bundleId), { recursive: true, force: true }),
      ),
    );
  }

  /** The address of a public story's file. */
  static publicUrl(bundleId: string, name: string): string {
    return `/data/${encodeURIComponent(bundleId)}/${encodeURIComponent(name)}`;
  }
}

/** The name a download is kept and saved under. */
export const EXPORT_FILE_NAME = 'storyloom-data.zip';

async function openIfFile(file: string): Promise<Readable | null> {
  // lstat: a symbolic link is not followed, whatever it points at.
  const stat = await fs.lstat(file).catch(() => null);
  return stat?.isFile() ? createReadStream(file) : null;
}
