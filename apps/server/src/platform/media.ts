import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export type Visibility = 'public' | 'private';

/** Where a job writes a story's files: a store, or one that checks the story is still wanted first. */
export type MediaWriter = Pick<MediaStore, 'write'>;

const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

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

  async write(
    visibility: Visibility,
    bundleId: string,
    name: string,
    bytes: Uint8Array | string,
  ): Promise<void> {
    const file = this.file(visibility, bundleId, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
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
    if (!SAFE_SEGMENT.test(bundleId)) throw new Error('Unsafe media path');
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
