import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  type CORSRule,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from './content-types.ts';
import {
  assertSafeKey,
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  StorageError,
} from './object-storage.ts';

export interface S3StorageConfig {
  /** An S3-compatible service's address; unset, AWS's own for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Unset, the SDK's usual chain (environment, instance role) provides them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`, as MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
  /** Where browsers fetch public objects directly (a CDN or the bucket's public address); unset, the app serves them. */
  publicUrl: string | null;
}

/**
 * How long a call may take: to connect, to get the answer's headers (a 5 MB part of an upload
 * included), and without a byte either way (a paused download is dropped after this; a browser
 * asks again for the range it still needs).
 */
export interface S3Timeouts {
  connectMs: number;
  answerMs: number;
  idleMs: number;
}
const TIMEOUTS: S3Timeouts = { connectMs: 5_000, answerMs: 60_000, idleMs: 30_000 };
/** Throttling (429, SlowDown) and server errors (5xx) are retried with jittered exponential backoff. */
const MAX_ATTEMPTS = 4;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2, …) under the same keys as the local folders. */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string | null;

  constructor(config: S3StorageConfig, timeouts: S3Timeouts = TIMEOUTS) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl?.replace(/\/+$/, '') ?? null;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      maxAttempts: MAX_ATTEMPTS,
      retryMode: 'standard',
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.answerMs,
        throwOnRequestTimeout: true,
        socketTimeout: timeouts.idleMs,
      },
      // Checksums only where S3 demands them: many S3-compatible services refuse the newer
      // streamed checksum trailers the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Runs one call, turning its failure into a StorageError that says what was asked of which bucket. */
  private async call<T>(what: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof StorageError) throw error;
      const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
      const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
      throw new StorageError(
        `Object storage: ${what} in bucket ${this.bucket} failed${status}: ${name}: ${message}`,
        {
          cause: error,
        },
      );
    }
  }

  /** Like `call`, but a missing object is null rather than an error. */
  private async callUnlessMissing<T>(what: string, send: () => Promise<T>): Promise<T | null> {
    return this.call(what, () =>
      send().catch((error) => {
        if (notFound(error)) return null;
        throw error;
      }),
    );
  }

  async write(key: string, bytes: Uint8Array | string): Promise<void> {
    assertSafeKey(key);
    await this.call(`writing ${key}`, () =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
      ),
    );
  }

  async writeStream(key: string, produce: (out: Writable) => Promise<void>): Promise<void> {
    assertSafeKey(key);
    const body = new PassThrough();
    // Parts of a large body go up as they fill; the object appears only once the upload completes.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentTypeOf(key) },
    });
    const uploaded = this.call(`writing ${key}`, () => upload.done()).catch((error: unknown) => {
      // A producer waiting for the upload to take more bytes would wait for ever.
      body.destroy(error as Error);
      throw error;
    });
    try {
      await produce(body);
    } catch (error) {
      await upload.abort().catch(() => {});
      await uploaded.catch(() => {});
      throw error;
    }
    await uploaded;
  }

  async read(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    return this.callUnlessMissing(`reading ${key}`, async () => {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = await answer.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : null;
    });
  }

  async open(key: string, range?: ByteRange): Promise<{ body: Readable; info: ObjectInfo } | null> {
    assertSafeKey(key);
    const answer = await this.callUnlessMissing(`reading ${key}`, () =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      ),
    );
    if (!answer?.Body) return null;
    // A ranged answer's ContentRange ("bytes 0-99/1234") gives the whole object's size.
    const whole = answer.ContentRange?.match(/\/(\d+)$/)?.[1];
    return {
      body: answer.Body as Readable,
      info: {
        size: whole ? Number(whole) : (answer.ContentLength ?? 0),
        contentType: answer.ContentType ?? contentTypeOf(key),
        etag: answer.ETag ?? '""',
        modifiedAt: answer.LastModified?.getTime() ?? 0,
      },
    };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    const answer = await this.callUnlessMissing(`looking up ${key}`, () =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!answer) return null;
    return {
      size: answer.ContentLength ?? 0,
      contentType: answer.ContentType ?? contentTypeOf(key),
      etag: answer.ETag ?? '""',
      modifiedAt: answer.LastModified?.getTime() ?? 0,
    };
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.call(`removing ${key}`, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async removePrefix(prefix: string): Promise<void> {
    const keys = (await this.list(prefix)).map(({ key }) => key);
    for (let at = 0; at < keys.length; at += DELETE_BATCH) {
      const batch = keys.slice(at, at + DELETE_BATCH);
      const answer = await this.call(`removing ${prefix}`, () =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const [failed] = answer.Errors ?? [];
      if (failed) {
        throw new StorageError(
          `Object storage: removing ${failed.Key} in bucket ${this.bucket} failed: ${failed.Code}: ${failed.Message}`,
        );
      }
    }
  }

  async list(prefix: string): Promise<{ key: string; modifiedAt: number }[]> {
    assertSafeKey(prefix, { prefix: true });
    const found: { key: string; modifiedAt: number }[] = [];
    let token: string | undefined;
    do {
      const answer = await this.call(`listing ${prefix}`, () =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of answer.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  publicUrl(key: string): string | null {
    return this.publicBase ? `${this.publicBase}/${key.split('/').map(encodeURIComponent).join('/')}` : null;
  }

  /** The bucket's CORS rules: which pages of other origins may read its files. */
  async corsRules(): Promise<CORSRule[]> {
    const answer = await this.call('reading the CORS rules', () =>
      this.client.send(new GetBucketCorsCommand({ Bucket: this.bucket })).catch((error) => {
        if ((error as Error).name === 'NoSuchCORSConfiguration') return { CORSRules: [] };
        throw error;
      }),
    );
    return answer.CORSRules ?? [];
  }

  /** Replaces the bucket's CORS rules with these. */
  async setCorsRules(rules: CORSRule[]): Promise<void> {
    await this.call('setting the CORS rules', () =>
      this.client.send(
        new PutBucketCorsCommand({ Bucket: this.bucket, CORSConfiguration: { CORSRules: rules } }),
      ),
    );
  }

  async ready(): Promise<void> {
    await this.call('checking access', () =>
      this.client.send(new HeadBucketCommand({ Bucket: this.bucket })),
    );
  }
}
