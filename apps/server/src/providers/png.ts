import { runFfmpeg } from '../engines/voice/run-ffmpeg.ts';
import { sniffImageType } from '../lib/image-type.ts';

const DEMUXERS = { 'image/jpeg': 'jpeg_pipe', 'image/webp': 'webp_pipe', 'image/gif': 'gif_pipe' } as const;

/**
 * The picture as PNG: scenes are stored and printed as `scene_N.png`, so a provider's JPEG or
 * WebP is converted with the packaged ffmpeg. Throws when the bytes are not a picture at all.
 */
export async function asPng(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (type === 'image/png') return bytes;
  if (!type) throw new Error('not an image');
  const png = await runFfmpeg(
    ['-f', DEMUXERS[type], '-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
    bytes,
  );
  if (sniffImageType(png) !== 'image/png') throw new Error(`could not convert ${type} to PNG`);
  return png;
}
