/**
 * The real server as a process of its own on loopback, for the scenarios that measure it from
 * outside: how it is started, waited for and stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, SERVER_MAIN } from '../e2e/support/server.ts';

export { freePort };
export const ROOT = path.resolve(import.meta.dirname, '..');

/** Asks `url` until it answers 200, for up to a minute; throws when the process exits first. */
export async function waitUntilUp(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within 60 s`);
}

/** Starts the server on a free port with the given environment on top of this process's. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/v1/health`);
  return { url, child };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}
