import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { createStorage } from './create-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { type ObjectStorage, StorageError } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

const text = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

const writeInParts = (parts: string[]) => async (out: Writable) => {
  for (const part of parts) out.write(part);
  out.end();
  await new Promise((resolve) => out.once('finish', resolve));
};

let s3: TestS3Server;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-storage-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const implementations: [string, () => Promise<ObjectStorage>][] = [
  ['local folders', () => createStorage(loadConfig({ DATA_DIR: localRoot }).storage)],
  ['S3-compatible bucket', () => createStorage(loadConfig({ DATA_DIR: localRoot, ...s3.env }).storage)],
];

describe.each(implementations)('storage in %s', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('reads back what it wrote, and null for a key never written', async () => {
    await storage.write('public/b1/scene_1.png', Buffer.from('png-bytes'));
    expect((await storage.read('public/b1/scene_1.png'))?.toString()).toBe('png-bytes');
    expect(await storage.read('public/b1/scene_9.png')).toBeNull();
    expect(await storage.open('public/b1/scene_9.png')).toBeNull();
    expect(await storage.stat('public/b1/scene_9.png')).toBeNull();
  });

  it('opens a file whole or by byte range, with its size, type and ETag', async () => {
    await storage.write('private/b2/scene_1.mp3', '0123456789');
    const whole = await storage.open('private/b2/scene_1.mp3');
    expect(whole?.info).toMatchObject({ size: 10, contentType: 'audio/mpeg' });
    expect(whole?.info.etag).toMatch(/^".+"$/);
    expect(await text(whole?.body as Readable)).toBe('0123456789');
    const part = await storage.open('private/b2/scene_1.mp3', { start: 2, end: 5 });
    expect(part?.info.size).toBe(10);
    expect(await text(part?.body as Readable)).toBe('2345');
    expect(await storage.stat('private/b2/scene_1.mp3')).toMatchObject({
      size: 10,
      contentType: 'audio/mpeg',
      etag: whole?.info.etag,
    });
  });

  it('replaces a file whole when it is written again', async () => {
    await storage.write('public/b3/scene_1.png', 'first');
    await storage.write('public/b3/scene_1.png', 'second');
    expect((await storage.read('public/b3/scene_1.png'))?.toString()).toBe('second');
  });

  it('stores a stream whole, and keeps nothing of one whose writer fails', async () => {
    await storage.writeStream('private/exports/e1/storyloom-data.zip', writeInParts(['zip-', 'bytes']));
    expect((await storage.read('private/exports/e1/storyloom-data.zip'))?.toString()).toBe('zip-bytes');

    const failing = async (out: Writable) => {
      out.write('half a zip');
      throw new Error('the zip could not be finished');
    };
    await expect(storage.writeStream('private/exports/e2/storyloom-data.zip', failing)).rejects.toThrow(
      'the zip could not be finished',
    );
    expect(await storage.read('private/exports/e2/storyloom-data.zip')).toBeNull();
    expect((await storage.list('private/exports/')).map((o) => o.key)).toEqual([
      'private/exports/e1/storyloom-data.zip',
    ]);
  });

  it('lists the files under a prefix with when each was written', async () => {
    const before = Date.now() - 2000;
    await storage.write('private/orders/o1/interior.pdf', 'pdf');
    await storage.write('private/orders/o2/interior.pdf', 'pdf');
    const listed = await storage.list('private/orders/');
    expect(listed.map((o) => o.key).sort()).toEqual([
      'private/orders/o1/interior.pdf',
      'private/orders/o2/interior.pdf',
    ]);
    for (const { modifiedAt } of listed) expect(modifiedAt).toBeGreaterThan(before);
    expect(await storage.list('private/nothing-here/')).toEqual([]);
  });

  it('removes one file, or every file under a prefix and nothing beside it', async () => {
    await storage.write('public/b4/scene_1.png', 'a');
    await storage.write('public/b4/scene_1.mp3', 'b');
    await storage.write('public/b40/scene_1.png', 'c');
    await storage.remove('public/b4/scene_1.mp3');
    expect(await storage.read('public/b4/scene_1.mp3')).toBeNull();
    await storage.remove('public/b4/never-written.png');
    await storage.removePrefix('public/b4/');
    expect(await storage.list('public/b4/')).toEqual([]);
    expect((await storage.read('public/b40/scene_1.png'))?.toString()).toBe('c');
    await storage.removePrefix('public/never-written/');
  });

  it('refuses a key that could step outside the media', async () => {
    await expect(storage.write('public/../secret', 'x')).rejects.toThrow('Unsafe media path');
    await expect(storage.read('/etc/passwd')).rejects.toThrow('Unsafe media path');
    await expect(storage.removePrefix('public')).rejects.toThrow('Unsafe media path');
    await expect(storage.list('public/.hidden/')).rejects.toThrow('Unsafe media path');
  });

  it('is ready', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });
});

describe('local folders', () => {
  it('keeps files and the folders it makes private to the server (0600, 0700)', async () => {
    const root = path.join(localRoot, 'modes');
    const storage = new LocalStorage(root);
    await storage.write('public/b1/scene_1.png', 'x');
    await storage.writeStream('private/exports/e1/storyloom-data.zip', writeInParts(['zip']));
    const mode = (p: string) => fs.statSync(path.join(root, p)).mode & 0o777;
    expect(mode('public/b1/scene_1.png')).toBe(0o600);
    expect(mode('private/exports/e1/storyloom-data.zip')).toBe(0o600);
    for (const folder of ['.', 'public', 'public/b1', 'private/exports/e1']) expect(mode(folder)).toBe(0o700);
    expect(fs.readdirSync(path.join(root, 'public/b1'))).toEqual(['scene_1.png']);
  });

  it('never follows a symbolic link, to a file or a folder', async () => {
    const root = path.join(localRoot, 'links');
    const storage = new LocalStorage(root);
    const outside = path.join(localRoot, 'outside');
    fs.mkdirSync(outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'secret.png'), 'secret');
    await storage.write('public/b1/scene_1.png', 'x');
    fs.symlinkSync(path.join(outside, 'secret.png'), path.join(root, 'public/b1/scene_2.png'));
    fs.symlinkSync(outside, path.join(root, 'public/b2'));
    for (const key of ['public/b1/scene_2.png', 'public/b2/secret.png']) {
      expect(await storage.read(key)).toBeNull();
      expect(await storage.open(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
    }
  });

  it('has no public address of its own: the app serves /data', () => {
    expect(new LocalStorage(localRoot).publicUrl()).toBeNull();
  });
});

describe('S3-compatible bucket', () => {
  it('gives public files the public address under S3_PUBLIC_URL', async () => {
    const config = loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://media.example.org/storyloom/' }).storage;
    expect((await createStorage(config)).publicUrl('public/b1/scene_1.png')).toBe(
      'https://media.example.org/storyloom/public/b1/scene_1.png',
    );
  });

  it('says which bucket it cannot reach', async () => {
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).storage;
    const missing = await createStorage(config);
    await expect(missing.ready()).rejects.toThrow(StorageError);
    await expect(missing.ready()).rejects.toThrow(/bucket no-such-bucket failed \(HTTP 404\)/);
  });

  it('gives up on a service that does not answer, and says so', async () => {
    const http = await import('node:http');
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const storage = new S3Storage(
        {
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'b',
          region: 'us-east-1',
          credentials: { accessKeyId: 'k', secretAccessKey: 's' },
          forcePathStyle: true,
          publicUrl: null,
        },
        { connectMs: 1000, answerMs: 200, idleMs: 1000 },
      );
      const started = Date.now();
      await expect(storage.stat('public/b1/scene_1.png')).rejects.toThrow(
        /Object storage: looking up public\/b1\/scene_1.png in bucket b failed: TimeoutError/,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('retries a throttled or failing service and then says what failed', async () => {
    const http = await import('node:http');
    let calls = 0;
    const flaky = http.createServer((_request, response) => {
      calls++;
      response.writeHead(calls === 1 ? 429 : 503, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as { port: number };
    try {
      const storage = new S3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'b',
        region: 'us-east-1',
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        forcePathStyle: true,
        publicUrl: null,
      });
      await expect(storage.read('public/b1/scene_1.png')).rejects.toThrow(
        /Object storage: reading public\/b1\/scene_1.png in bucket b failed \(HTTP 503\)/,
      );
      expect(calls).toBe(4);
    } finally {
      flaky.close();
    }
  });
});
