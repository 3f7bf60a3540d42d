import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

export type Visibility = 'public' | 'private';

/** Where a job writes a story's files: a store, or one that checks the story is still wanted first. */
export type MediaWriter = Pick<MediaStore, 'write'>;

const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The private folder of print orders' files, one folder per order; no story id is this short. */
const ORDERS_FOLDER = 'orders';

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
    if (!SAFE_SEGMENT.test(bundleId) || bundleId === ORDERS_FOLDER) throw new Error('Unsafe media path');
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
