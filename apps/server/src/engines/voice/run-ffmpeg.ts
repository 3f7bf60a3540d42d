import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// The binary ships inside @ffmpeg-installer (a 2018 static build with libmp3lame); resolved once.
export const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

const STDERR_TAIL_CHARS = 1500;

/**
 * Runs ffmpeg with `input` on stdin and resolves with everything it wrote to stdout. Fails with
 * the tail of ffmpeg's stderr when it exits non-zero, and kills it after `timeoutMs`.
 */
export function runFfmpeg(args: readonly string[], input: Uint8Array, timeoutMs = 30_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
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
    child.on('error', (error) =>
      finish(new Error(`ffmpeg could not start (${ffmpegPath}): ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) finish(null);
      else finish(new Error(`ffmpeg failed (${signal ?? `exit code ${code}`}): ${tail()}`));
    });
    // ffmpeg closes stdin early when it rejects its input; the exit code then tells why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
