import fs from 'node:fs';
import path from 'node:path';

/**
 * Modes of everything the server keeps (database, signing secret, media): its own user only,
 * whatever the umask, since the data are children's names, pictures and parents' voices.
 */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/** The folders from `dir` up to `first`, the topmost one a recursive mkdir created. */
function created(first: string | undefined, dir: string): string[] {
  if (!first) return [];
  const top = path.resolve(first);
  const chain: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    chain.push(at);
    if (at === top || at === path.dirname(at)) return chain;
  }
}

/** Makes a folder and its missing parents; the ones it makes are private. An existing folder is left as it is. */
export async function makePrivateDir(dir: string): Promise<void> {
  const first = await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const made of created(first, dir)) await fs.promises.chmod(made, PRIVATE_DIR_MODE);
}

export function makePrivateDirSync(dir: string): void {
  const first = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const made of created(first, dir)) fs.chmodSync(made, PRIVATE_DIR_MODE);
}
