import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_BUILD = path.join(ROOT, 'apps/server/dist');

/** The built server's entry, which `npm start` runs. */
export const SERVER_MAIN = path.join(SERVER_BUILD, 'main.js');
/** The built administrator commands, which `npm run admin` runs. */
export const SERVER_ADMIN = path.join(SERVER_BUILD, 'admin.js');

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR, for administrator commands run beside it. */
  dataDir: string;
  /** Sends the process a signal, e.g. SIGKILL to crash it. */
  /** Sends the signal; resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server the way `npm start` does, on a free port and a throwaway data folder. */
export async function startServer(
  env: Record<string, string> = {},
  /** Given, it reads the server's standard output, a line at a time, instead of the terminal. */
  onOutputLine?: (line: string) => void,
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) || !fs.existsSync(SERVER_MAIN)) {
    throw new Error('The server or web app is not built: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The limits stay on, raised so the journeys' stories from one address are never refused.
      RATE_LIMIT_GENERATE_PER_MIN: '1000',
      RATE_LIMIT_GENERATE_PER_HOUR: '10000',
      QUEUE_MAX_PER_CALLER: '50',
      ...env,
    },
    stdio: ['ignore', onOutputLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onOutputLine && child.stdout) {
    readline.createInterface({ input: child.stdout }).on('line', onOutputLine);
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  const deadline = Date.now() + 30_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not become healthy within 30 s');
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    dataDir,
    kill(signal) {
      child.removeAllListeners('exit');
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      return gone;
    },
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
