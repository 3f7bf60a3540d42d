import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseFfmpeg, runFfmpeg } from './run-ffmpeg.ts';

describe('chooseFfmpeg', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-ffmpeg-'));
  const fake = path.join(dir, 'ffmpeg');
  fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });

  it('takes FFMPEG_PATH first', () => {
    expect(chooseFfmpeg(fake, '/usr/bin')).toEqual({ path: fake, source: 'FFMPEG_PATH' });
  });

  it('refuses an FFMPEG_PATH that is not an executable file', () => {
    expect(() => chooseFfmpeg(path.join(dir, 'missing'), '/usr/bin')).toThrow(/FFMPEG_PATH/);
    expect(() => chooseFfmpeg(dir, '/usr/bin')).toThrow(/FFMPEG_PATH/);
  });

  it('then the ffmpeg on PATH, in PATH order', () => {
    expect(chooseFfmpeg(null, ['/nonexistent', dir, '/usr/bin'].join(path.delimiter))).toEqual({
      path: fake,
      source: 'system',
    });
  });

  it('then the packaged build', () => {
    const choice = chooseFfmpeg(null, '/nonexistent');
    expect(choice.source).toBe('packaged');
    expect(choice.path).toContain('@ffmpeg-installer');
    expect(fs.existsSync(choice.path)).toBe(true);
  });
});

describe('runFfmpeg', () => {
  it('lets an input open nothing but files and pipes', async () => {
    // An HLS playlist on stdin naming an address: ffmpeg must refuse to open it, not fetch it.
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:1,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n');
    await expect(
      runFfmpeg(['-f', 'hls', '-i', 'pipe:0', '-f', 'null', '-'], playlist, 10_000),
    ).rejects.toThrow(/not on whitelist|Invalid data|Protocol/i);
  });

  it('is killed at its time limit', async () => {
    // An endless silent source never finishes on its own.
    const started = performance.now();
    await expect(
      runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'], new Uint8Array(0), 300),
    ).rejects.toThrow(/timed out after 300 ms/);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
