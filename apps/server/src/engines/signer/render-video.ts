import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { FFMPEG_BASE_ARGS, ffmpegPath, runFfmpeg } from '../../lib/run-ffmpeg.ts';
import type { ManualAlphabet } from './alphabets/types.ts';
import { blinkAt, captionAt, keyframes, poseAt } from './animate.ts';
import { frameSvg, stillParts } from './frame.ts';
import { signerLook } from './look.ts';
import type { SpellingPlan } from './plan.ts';
import { VIEW, VIEW_BOX } from './space.ts';

export interface RenderOptions {
  fps?: number;
  /** Width and height of the video. The overlay is a corner of the picture: 384 is sharp even full screen on a phone. */
  pixels?: number;
}

export interface RenderedVideo {
  webm: Buffer;
  /** The same video as H.264 MP4, for browsers that cannot play WebM (some Safari versions). */
  mp4: Buffer;
  frames: number;
  /** Frames that differed from the one before and had to be drawn; the rest were copies. */
  drawnFrames: number;
  durationMs: number;
}

const DEFAULT_FPS = 24;
const DEFAULT_PIXELS = 384;
/** Frames drawn ahead while earlier ones are encoded: resvg draws on libuv's thread pool. */
const LOOKAHEAD = 3;
const TIMEOUT_MS = 180_000;

const renderOptions: ResvgRenderOptions = {
  font: { loadSystemFonts: false },
  shapeRendering: 2,
  logLevel: 'off',
};

/**
 * Draws a plan frame by frame with resvg and encodes it with ffmpeg, as VP9 WebM and as H.264 MP4
 * for browsers without WebM, in one pass. Only what moves
 * is drawn per frame: the backdrop, body and face are drawn once and laid in as a picture, and a
 * frame identical to the one before (a held letter, a pause) is sent again without drawing it.
 * The videos are written to files rather than a pipe, so they carry their duration and seek cues
 * and the player can keep them in step with the narration.
 */
export async function renderSignVideo(
  plan: SpellingPlan,
  alphabet: ManualAlphabet,
  seed: number,
  options: RenderOptions = {},
): Promise<RenderedVideo> {
  const fps = options.fps ?? DEFAULT_FPS;
  const pixels = options.pixels ?? DEFAULT_PIXELS;
  const look = signerLook(seed);
  const still = stillParts(look);
  const backgrounds = await Promise.all(
    [false, true].map(async (blink) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}" width="${pixels}" height="${pixels}">${still.backdrop}${still.body}${still.head(blink)}</svg>`;
      const png = (await renderAsync(svg, renderOptions)).asPng();
      return `<image href="data:image/png;base64,${png.toString('base64')}" x="${VIEW.x}" y="${VIEW.y}" width="${VIEW.size}" height="${VIEW.size}"/>`;
    }),
  );
  const laidIn = {
    backdrop: '',
    body: '',
    head: (blink: boolean) => (blink ? backgrounds[1] : backgrounds[0]) as string,
  };

  const keys = keyframes(plan, alphabet);
  const frames = Math.max(1, Math.round((plan.durationMs * fps) / 1000));
  const svgs: string[] = [];
  for (let i = 0; i < frames; i++) {
    const t = (i * 1000) / fps;
    svgs.push(
      frameSvg(
        look,
        laidIn,
        { pose: poseAt(keys, t), blink: blinkAt(t, seed), caption: captionAt(plan, t) },
        pixels,
      ),
    );
  }

  const stem = path.join(os.tmpdir(), `storyloom-sign-${randomBytes(6).toString('hex')}`);
  const files = { webm: `${stem}.webm`, mp4: `${stem}.mp4` };
  const encoder = startEncoder(files, pixels, fps);
  let drawn = 0;
  try {
    const pending = new Map<number, Promise<Buffer>>();
    const draw = (i: number) => {
      let job = pending.get(i);
      if (!job) {
        job = renderAsync(svgs[i] as string, renderOptions).then((image) => image.pixels);
        pending.set(i, job);
        drawn += 1;
      }
      return job;
    };
    let previous: Buffer | null = null;
    for (let i = 0; i < frames; i++) {
      // Start drawing the next frames that differ from their predecessor while this one is sent.
      for (let j = i; j < Math.min(frames, i + LOOKAHEAD); j++)
        if (j === 0 || svgs[j] !== svgs[j - 1]) draw(j);
      const same = i > 0 && svgs[i] === svgs[i - 1] && previous;
      const pixelsNow: Buffer = same ? (previous as Buffer) : await draw(i);
      pending.delete(i);
      await encoder.write(pixelsNow);
      previous = pixelsNow;
    }
    await encoder.finish();
    const [webm, mp4] = await Promise.all([fs.readFile(files.webm), fs.readFile(files.mp4)]);
    return { webm, mp4, frames, drawnFrames: drawn, durationMs: (frames * 1000) / fps };
  } catch (error) {
    encoder.kill();
    throw error;
  } finally {
    await Promise.all(Object.values(files).map((file) => fs.rm(file, { force: true })));
  }
}

/**
 * The same video as H.264 MP4 (main profile, the moov atom first so it starts while it downloads):
 * every browser plays it, Safari included.
 */
const MP4_OUTPUT = [
  ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
  ['-movflags', '+faststart', '-an'],
].flat();

/** Converts a WebM (from a sign-video service) to the MP4 that `renderSignVideo` also makes. */
export async function webmToMp4(webm: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-sign-'));
  const file = path.join(dir, 'video.mp4');
  try {
    await runFfmpeg(['-f', 'webm', '-i', '-', ...MP4_OUTPUT, '-y', file], webm, TIMEOUT_MS);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg reading raw RGBA frames on stdin and writing the video as VP9 WebM and as H.264 MP4. */
function startEncoder(files: { webm: string; mp4: string }, pixels: number, fps: number) {
  const binary = ffmpegPath();
  const child = spawn(
    binary,
    [
      FFMPEG_BASE_ARGS,
      ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${pixels}x${pixels}`, '-r', String(fps), '-i', '-'],
      // Realtime VP9: a still cartoon compresses well even at the encoder's fastest setting.
      ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
      ['-b:v', '0', '-crf', '36', '-pix_fmt', 'yuv420p', '-g', String(fps * 2), '-an', '-y', files.webm],
      [...MP4_OUTPUT, '-g', String(fps * 2), '-y', files.mp4],
    ].flat(),
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-3000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ffmpeg timed out encoding the sign video: ${stderr.trim()}`));
    }, TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ffmpeg could not start (${binary}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`ffmpeg failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || '(no output)'}`),
        );
    });
  });
  // A failure shows when ffmpeg exits; until then writes may fail with EPIPE, which the exit explains.
  child.stdin.on('error', () => undefined);
  exited.catch(() => undefined);
  return {
    write(frame: Buffer): Promise<void> {
      if (child.stdin.write(frame)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const onDrain = () => {
          child.off('close', onClose);
          resolve();
        };
        const onClose = () => {
          child.stdin.off('drain', onDrain);
          exited.then(resolve, reject);
        };
        child.stdin.once('drain', onDrain);
        child.once('close', onClose);
      });
    },
    finish(): Promise<void> {
      child.stdin.end();
      return exited;
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}
