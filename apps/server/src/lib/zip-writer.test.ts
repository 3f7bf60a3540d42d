import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readStoredZip, ZipWriter } from './zip-writer.ts';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('ZipWriter', () => {
  it('writes entries from bytes and streams that read back byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    const file = path.join(dir, 'out.zip');
    const big = Buffer.alloc(300_000, 7);
    big.write('the end', big.length - 7);
    const zip = new ZipWriter(fs.createWriteStream(file));
    await zip.add('account.json', '{"name":"Zoë"}');
    await zip.add(
      'stories/abc/scene_1.mp3',
      Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
    );
    await zip.finish();

    const files = readStoredZip(fs.readFileSync(file));
    expect([...files.keys()]).toEqual(['account.json', 'stories/abc/scene_1.mp3']);
    expect(files.get('account.json')?.toString()).toBe('{"name":"Zoë"}');
    expect(files.get('stories/abc/scene_1.mp3')?.equals(big)).toBe(true);
    if (hasUnzip) {
      expect(execFileSync('unzip', ['-tq', file]).toString()).toMatch(/No errors detected/);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an archive whose checksum does not match its data', async () => {
    const chunks: Buffer[] = [];
    const out = new (await import('node:stream')).PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const zip = new ZipWriter(out);
    await zip.add('a.txt', 'hello');
    await zip.finish();
    const bytes = Buffer.concat(chunks);
    bytes[bytes.indexOf('hello')] = 'j'.charCodeAt(0);
    expect(() => readStoredZip(bytes)).toThrow(/CRC-32/);
  });
});
