import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Which ffmpeg runs, and why that one. */
export interface FfmpegChoice {
  path: string;
  source: 'FFMPEG_PATH' | 'system' | 'packaged';
}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The ffmpeg to run: `configured` (FFMPEG_PATH) when set, else the machine's own `ffmpeg` on
 * PATH (a distribution's build gets security updates), else the static build packaged with
 * @ffmpeg-installer, which dates from 2018 and is kept only as the last resort.
 */
export function chooseFfmpeg(configured: string | null, searchPath = process.env.PATH ?? ''): FfmpegChoice {
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`FFMPEG_PATH: ${configured} is not an executable file`);
    return { path: configured, source: 'FFMPEG_PATH' };
  }
  for (const dir of searchPath.split(path.delimiter)) {
    const candidate = dir && path.join(dir, 'ffmpeg');
    if (candidate && isExecutable(candidate)) return { path: candidate, source: 'system' };
  }
  const packaged = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  return { path: packaged, source: 'packaged' };
}

let chosen: FfmpegChoice | null = null;

/** Fixes the ffmpeg of this thread; the server does it once at start-up with its configuration. */
export function useFfmpeg(choice: FfmpegChoice): FfmpegChoice {
  chosen = choice;
  return choice;
}

/**
 * The ffmpeg every part of the server runs. Worker threads (speech, signing) resolve it on first
 * use from the same FFMPEG_PATH, which they inherit with the environment, and so find the same one.
 */
export function ffmpegPath(): string {
  chosen ??= chooseFfmpeg(process.env.FFMPEG_PATH || null);
  return chosen.path;
}

/**
 * Arguments every run starts with. No input may open anything but a file or a pipe the server
 * gave it (a playlist or a container's reference cannot reach the network or another protocol).
 */
export const FFMPEG_BASE_ARGS = [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-protocol_whitelist',
  'file,pipe',
];

const STDERR_TAIL_CHARS = 1500;

/**
 * Runs ffmpeg with `input` on stdin and resolves with everything it wrote to stdout. Fails with
 * the tail of ffmpeg's stderr when it exits non-zero, and kills it after `timeoutMs`.
 */
export function runFfmpeg(args: readonly string[], input: Uint8Array, timeoutMs = 30_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const binary = ffmpegPath();
    const child = spawn(binary, [...FFMPEG_BASE_ARGS, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(Buffer.concat(out));
    };
    const tail = () => stderr.trim().slice(-STDERR_TAIL_CHARS) || '(no output on stderr)';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error(`ffmpeg timed out after ${timeoutMs} ms: ${tail()}`));
    }, timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4 * STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => finish(new Error(`ffmpeg could not start (${binary}): ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) finish(null);
      else finish(new Error(`ffmpeg failed (${signal ?? `exit code ${code}`}): ${tail()}`));
    });
    // ffmpeg closes stdin early when it rejects its input; the exit code then tells why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
