import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks requests are signed with them. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** STORAGE and S3_* variables for a test app that keeps its media in this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** The keys of every object in the bucket, as the server keeps them on disk. */
  keys(): string[];
  /** How many times each key was written (put, copied or uploaded in parts) since the server started. */
  writes(): Map<string, number>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * The bucket CORS rule docs/deploy.md asks for with S3_PUBLIC_URL: pages from `origin` may read
 * its files, whole or in parts, to save a story for offline.
 */
const corsRule = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>Range</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/** An S3-compatible server on a free loopback port, keeping one empty bucket in a throwaway folder. */
export async function startS3Server({
  bucket = 'storyloom-test',
  browserOrigin,
}: {
  bucket?: string;
  /** Pages from this origin (one `*` allowed) may read the bucket's files, as browsers do with S3_PUBLIC_URL. */
  browserOrigin?: string;
} = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: browserOrigin ? [corsRule(browserOrigin)] : [] }],
  });
  const writes = new Map<string, number>();
  server.on('event', ({ Records: [record] }) => {
    if (!record?.eventName.startsWith('ObjectCreated:')) return;
    const key = decodeURIComponent(record.s3.object.key);
    writes.set(key, (writes.get(key) ?? 0) + 1);
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    bucket,
    keys: () => objectKeys(path.join(directory, bucket)),
    writes: () => new Map(writes),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver keeps an object `a/b` as the folder `a/b._S3rver_object` with its metadata beside it. */
function objectKeys(bucketDir: string): string[] {
  if (!fs.existsSync(bucketDir)) return [];
  return fs
    .readdirSync(bucketDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('._S3rver_object'))
    .map((file) => file.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
    .sort();
}
