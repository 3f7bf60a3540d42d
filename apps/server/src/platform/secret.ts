import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * The server's signing secret: AUTH_SECRET, or one made on first start and kept in DATA_DIR so
 * sessions and signed links survive a restart. Several processes need AUTH_SECRET set alike.
 */
export function loadSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDirSync(config.dataDir);
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** A key for one purpose, so a value signed for one use is never valid for another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`storyloom:${purpose}`).digest();
}
