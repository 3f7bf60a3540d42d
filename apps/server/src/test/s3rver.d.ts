/** The parts of s3rver (a local S3-compatible server) the tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    /** Each bucket made at start, with its raw XML configurations (CORS, website). */
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** S3 event notifications, one record per object created or removed. */
    on(
      event: 'event',
      listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void,
    ): this;
  }
}
