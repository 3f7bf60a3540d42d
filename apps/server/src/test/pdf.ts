import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Checks of PDFs with Debian's poppler-utils, the way a person's PDF viewer would read them. */

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return await work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfInfo {
  pages: number;
  /** Page size in points, as pdfinfo reports it for the first page. */
  width: number;
  height: number;
  /** The trim box of the first page, when the PDF sets one. */
  trimBox: number[] | null;
}

export function pdfInfo(pdf: Buffer): Promise<PdfInfo> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-box', file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    const trim = /^TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/m.exec(stdout);
    return {
      pages,
      width: Number(size?.[1]),
      height: Number(size?.[2]),
      trimBox: trim ? trim.slice(1).map(Number) : null,
    };
  });
}

/** The text a reader extracts, in reading order. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
}

/** Every embedded image with its size in pixels and its resolution where it is placed. */
export function pdfImages(
  pdf: Buffer,
): Promise<{ page: number; width: number; height: number; ppi: number }[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const cells = line.trim().split(/\s+/);
        return {
          page: Number(cells[0]),
          width: Number(cells[3]),
          height: Number(cells[4]),
          ppi: Number(cells[12]),
        };
      });
  });
}

/**
 * For each page, the share of its pixels that are clearly darker than the paper: zero for a page
 * with nothing drawn on it. Pages are rasterised in grey at a low resolution and read as PGM.
 */
export function pageInk(pdf: Buffer): Promise<number[]> {
  return withFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-gray', '-r', '20', file, path.join(dir, 'page')]);
    const pages = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort((a, b) => Number(/(\d+)\.pgm$/.exec(a)?.[1]) - Number(/(\d+)\.pgm$/.exec(b)?.[1]));
    return pages.map((name) => {
      const bytes = fs.readFileSync(path.join(dir, name));
      // P5 header: magic, width, height and maximum value, each followed by one whitespace byte.
      const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.toString('latin1', 0, 50));
      if (!header) throw new Error(`Not a PGM file: ${name}`);
      const pixels = bytes.subarray(header[0].length);
      let dark = 0;
      for (const value of pixels) if (value < 200) dark++;
      return dark / pixels.length;
    });
  });
}
