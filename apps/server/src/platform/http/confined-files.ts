import fs from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../errors.ts';

/**
 * A check for @fastify/send's `onFile`: the file about to be sent must be a plain file under
 * `root`, reached through no symbolic link. A link placed in a media folder (pointing at the
 * database, the signing secret or anywhere else) answers 404 like a missing file.
 */
export function refuseLinks(root: string): (file: string) => Promise<void> {
  return async (file) => {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(file).catch(() => null)]);
    if (realFile !== path.join(realRoot, path.relative(root, file))) throw notFound();
  };
}
