import { readImageHeader, withinPixelLimits } from '../lib/image-type.ts';
import { runFfmpeg } from '../lib/run-ffmpeg.ts';

const DEMUXERS = { 'image/jpeg': 'jpeg_pipe', 'image/webp': 'webp_pipe', 'image/gif': 'gif_pipe' } as const;

/**
 * The picture as PNG: scenes are stored and printed as `scene_N.png`, so a provider's JPEG or
 * WebP is converted with ffmpeg. Throws when the bytes are not a picture at all, or declare more
 * pixels than any reference image may have: the book's renderer decodes every scene.
 */
export async function asPng(bytes: Buffer): Promise<Buffer> {
  const header = readImageHeader(bytes);
  if (!header) throw new Error('not an image');
  if (!withinPixelLimits(header)) throw new Error(`a picture of ${header.width}×${header.height} pixels`);
  const { type } = header;
  if (type === 'image/png') return bytes;
  const png = await runFfmpeg(
    ['-f', DEMUXERS[type], '-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
    bytes,
  );
  if (readImageHeader(png)?.type !== 'image/png') throw new Error(`could not convert ${type} to PNG`);
  return png;
}
