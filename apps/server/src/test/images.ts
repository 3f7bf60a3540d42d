import zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { runFfmpeg } from '../lib/run-ffmpeg.ts';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG whose header declares width × height RGBA pixels whatever it holds: by default no pixel
 * data at all (a few dozen bytes), or `idat` as its compressed data.
 */
export function pngDeclaring(width: number, height: number, idat?: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(idat ? [chunk('IDAT', idat)] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The decompression bomb: 50000×50000 declared, with a real zlib stream of zeros (rows of filter 0, transparent pixels). */
export const bombPng = (): Buffer =>
  pngDeclaring(50_000, 50_000, zlib.deflateSync(Buffer.alloc(4 * 1024 * 1024)));

/** A JPEG header declaring width × height (a JFIF segment, then a baseline frame header), with no scan. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A small PNG of one flat colour. */
export const flatPng = (fill: string, size = 40): Buffer =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${fill}"/></svg>`,
    { font: { loadSystemFonts: false } },
  )
    .render()
    .asPng();

/** A small JPEG of one flat colour, encoded by ffmpeg from the PNG. */
export const flatJpeg = (fill: string, size = 40): Promise<Buffer> =>
  runFfmpeg(
    ['-f', 'png_pipe', '-i', 'pipe:0', '-frames:v', '1', '-f', 'mjpeg', 'pipe:1'],
    flatPng(fill, size),
  );
