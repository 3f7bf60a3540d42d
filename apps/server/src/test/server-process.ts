import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * How a spawned test starts the server: from its sources, as `npm run dev` does, so the API suite
 * needs no build (the browser journeys run the built server).
 */
export const SERVER_COMMAND = [
  process.execPath,
  '--import',
  'tsx',
  '--conditions=storyloom-source',
  path.resolve(import.meta.dirname, '../main.ts'),
];

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts a server process with this environment and waits until it answers /v1/health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const [command = process.execPath, ...args] = SERVER_COMMAND;
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const res = await fetch(`${url}/v1/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > end) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, exited, output: () => output };
}
