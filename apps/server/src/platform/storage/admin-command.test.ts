import { afterEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { loadConfig, type StorageConfig } from '../config.ts';
import { allowsMediaReads, mediaReadRule, runStorageCommand } from './admin-command.ts';
import { S3Storage } from './s3-storage.ts';

const APP = 'https://stories.example.com';

let s3: TestS3Server | undefined;
afterEach(async () => {
  await s3?.close();
  s3 = undefined;
});

type BucketConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The storage settings of an app whose public media browsers fetch from the bucket itself. */
async function bucketServingBrowsers(browserOrigin?: string): Promise<BucketConfig> {
  s3 = await startS3Server({ browserOrigin });
  const { storage } = loadConfig({
    DATA_DIR: '/tmp/unused',
    ...s3.env,
    S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
  });
  if (storage.kind !== 's3') throw new Error('the test bucket is not in use');
  return storage;
}

async function run(args: string[], storage: StorageConfig) {
  const lines: string[] = [];
  const code = await runStorageCommand(args, storage, `${APP}/`, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('storage cors', () => {
  it('says when the bucket does not let the app read its files, and changes nothing', async () => {
    const storage = await bucketServingBrowsers();

    expect(await run(['storage', 'cors'], storage)).toEqual({
      code: 1,
      output: expect.stringContaining(`does not let pages from ${APP} read its files`),
    });
    expect(await new S3Storage(storage).corsRules()).toEqual([]);
  });

  it("adds the rule, keeping the bucket's other rules, after which the check passes", async () => {
    const storage = await bucketServingBrowsers('https://other.example.org');
    const bucket = new S3Storage(storage);
    const before = await bucket.corsRules();
    expect(allowsMediaReads(before, APP)).toBe(false);

    expect((await run(['storage', 'cors', 'set'], storage)).code).toBe(0);

    const after = await bucket.corsRules();
    expect(after).toHaveLength(before.length + 1);
    expect(allowsMediaReads(after, APP)).toBe(true);
    // The rule the bucket had is still there.
    expect(allowsMediaReads(after, 'https://other.example.org')).toBe(true);
    expect(await run(['storage', 'cors'], storage)).toEqual({
      code: 0,
      output: `Bucket ${s3?.bucket} lets pages from ${APP} read its files.`,
    });
  });

  it('needs nothing where browsers read no file from the bucket', async () => {
    const local = loadConfig({ DATA_DIR: '/tmp/unused' }).storage;
    expect((await run(['storage', 'cors', 'set'], local)).code).toBe(0);
  });

  it('shows how it is used when asked something else', async () => {
    const local = loadConfig({ DATA_DIR: '/tmp/unused' }).storage;
    for (const args of [['storage'], ['storage', 'cors', 'unset'], ['storage', 'cors', 'set', 'now']]) {
      expect((await run(args, local)).code, args.join(' ')).toBe(2);
    }
  });
});

describe('allowsMediaReads', () => {
  it('takes any origin, a one-star pattern or the exact one, with GET, HEAD and the Range header', () => {
    expect(allowsMediaReads([mediaReadRule(APP)], APP)).toBe(true);
    const any = { AllowedOrigins: ['*'], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'] };
    expect(allowsMediaReads([any], APP)).toBe(true);
    expect(allowsMediaReads([{ ...any, AllowedOrigins: ['https://*.example.com'] }], APP)).toBe(true);
    expect(allowsMediaReads([{ ...any, AllowedOrigins: ['https://*.example.org'] }], APP)).toBe(false);
    expect(allowsMediaReads([{ ...any, AllowedMethods: ['GET'] }], APP)).toBe(false);
    expect(allowsMediaReads([{ ...any, AllowedHeaders: [] }], APP)).toBe(false);
  });
});
