import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

export interface RunningPostgres {
  /** A database URL for the cluster's `postgres` database, as its superuser. */
  url: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed, e.g. /usr/lib/postgresql/15/bin. */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest || !fs.existsSync(path.join(root, newest, 'bin', 'initdb'))) {
    throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  }
  return path.join(root, newest, 'bin');
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port, in a temporary folder, without
 * durability (fsync off): the tests' data live as long as the cluster. As root, the cluster runs
 * as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = serverBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    if (asRoot) {
      execFileSync('su', ['postgres', '-c', command.map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' });
    } else {
      execFileSync(command[0] as string, command.slice(1), { stdio: 'pipe' });
    }
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'db');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
