import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';
import { contentTypeOf } from './content-types.ts';
import {
  assertSafeKey,
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  StorageError,
} from './object-storage.ts';

const PARTIAL_SUFFIX = '.partial';

/**
 * Objects as files under one folder (DATA_DIR/media), a key being a relative path. Files are
 * private to the server's user (0600, folders 0700), appear whole through a rename, and a
 * symbolic link found there is never followed.
 */
export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async write(key: string, bytes: Uint8Array | string): Promise<void> {
    await this.replace(this.file(key), (partial) =>
      fs.writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE }),
    );
  }

  async writeStream(key: string, produce: (out: Writable) => Promise<void>): Promise<void> {
    await this.replace(this.file(key), (partial) =>
      produce(createWriteStream(partial, { mode: PRIVATE_FILE_MODE })),
    );
  }

  /** Writes a partial file beside `file`, then renames it into place; a failed write leaves nothing. */
  private async replace(file: string, writePartial: (partial: string) => Promise<void>): Promise<void> {
    await makePrivateDir(path.dirname(file));
    const partial = `${file}.${process.pid}${PARTIAL_SUFFIX}`;
    try {
      await writePartial(partial);
      // The mode given at creation is narrowed by the umask, never widened: a file left over from a crash kept its own.
      await fs.chmod(partial, PRIVATE_FILE_MODE);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.plainFile(key);
    return file ? fs.readFile(file) : null;
  }

  async open(key: string, range?: ByteRange) {
    const info = await this.stat(key);
    if (!info) return null;
    return {
      body: createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {}),
      info,
    };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = await this.plainFile(key);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    if (!stat?.isFile()) return null;
    return {
      size: stat.size,
      contentType: contentTypeOf(key),
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      modifiedAt: stat.mtimeMs,
    };
  }

  /** The key's file when it is a plain file reached through no symbolic link, whatever that would point at. */
  private async plainFile(key: string): Promise<string | null> {
    const file = this.file(key);
    const [realRoot, realFile] = await Promise.all([
      fs.realpath(this.root).catch(() => null),
      fs.realpath(file).catch(() => null),
    ]);
    if (!realRoot || realFile !== path.join(realRoot, key)) return null;
    const stat = await fs.lstat(file).catch(() => null);
    return stat?.isFile() ? file : null;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix, { prefix: true });
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<{ key: string; modifiedAt: number }[]> {
    assertSafeKey(prefix, { prefix: true });
    const folder = path.join(this.root, prefix);
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX));
    const found = await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.lstat(file).catch(() => null);
        const key = path.relative(this.root, file).split(path.sep).join('/');
        return stat ? { key, modifiedAt: stat.mtimeMs } : null;
      }),
    );
    return found.filter((object) => object !== null);
  }

  publicUrl(): null {
    return null;
  }

  async ready(): Promise<void> {
    try {
      await makePrivateDir(this.root);
      await fs.access(this.root, fs.constants.W_OK);
    } catch (error) {
      throw new StorageError(`The media folder ${this.root} cannot be written: ${(error as Error).message}`);
    }
  }
}
