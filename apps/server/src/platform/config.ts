import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from './storage/s3-storage.ts';

const isExecutableFile = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Stability's Stable Image models: Core and Ultra have their own endpoints, the SD 3.5 models share sd3's. */
const STABILITY_MODELS = ['core', 'ultra', 'sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium'] as const;
export type StabilityModel = (typeof STABILITY_MODELS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the server reads, with the defaults of `.env.example`. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  ALLOWED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_SYNC_URL: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_TEXT_MODEL: z.string().min(1).default('gpt-4.1'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
  STABILITY_API_KEY: z.string().min(1).optional(),
  STABILITY_BASE_URL: z.url().default('https://api.stability.ai'),
  STABILITY_MODEL: z.enum(STABILITY_MODELS).default('core'),
  FREEPIK_API_KEY: z.string().min(1).optional(),
  FREEPIK_BASE_URL: z.url().default('https://api.freepik.com'),
  SPEECHIFY_API_KEY: z.string().min(1).optional(),
  SPEECHIFY_BASE_URL: z.url().default('https://api.speechify.ai'),
  SIGN_VIDEO_URL: z.url().optional(),
  SIGN_VIDEO_API_KEY: z.string().min(1).optional(),
  PREMIUM_ALL: z.enum(['true', 'false']).optional(),
  PREMIUM_EMAILS: z.string().optional(),
  // Abuse limits: rate limits, the job queue's caps, the synchronous generate wait, the proxy to trust.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_GENERATE_PER_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GENERATE_PER_HOUR: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGNED_IN_FACTOR: z.coerce.number().min(1).max(1000).default(3),
  QUEUE_MAX_PER_CALLER: z.coerce.number().int().min(1).default(3),
  QUEUE_MAX_TOTAL: z.coerce.number().int().min(1).default(50),
  GENERATE_SYNC_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  TRUST_PROXY: z.string().default('off'),
  // The local sign-in provider at /dev-idp: auto runs it only when PUBLIC_URL is http on a loopback address.
  DEV_IDP: z.enum(['auto', 'on', 'off']).default('auto'),
  // Per-account quotas on what is kept on disk: cloned voices, and print orders in any 24 hours.
  MAX_VOICE_CLONES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  MAX_PRINT_ORDERS_PER_DAY: z.coerce.number().int().min(1).default(20),
  // Retention: anonymous public stories are deleted this many days after they were made; unset keeps them.
  RETAIN_ANONYMOUS_DAYS: z.coerce.number().int().min(1).max(36500).optional(),
  // Uploads: the ffmpeg that reads voice samples and makes narration and sign videos.
  FFMPEG_PATH: z.string().min(1).refine(isExecutableFile, 'must be an executable file').optional(),
  // Media storage: folders under DATA_DIR/media, or an S3-compatible bucket.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PUBLIC_URL: z.url().optional(),
  // Start-up: load the worker threads and the speech engine in the background once listening.
  WARM_UP: z.enum(['on', 'off']).default('on'),
  // Operations: Prometheus metrics at /metrics.
  METRICS: z.enum(['on', 'off']).default('off'),
  // Processes: what this one does (HTTP, jobs or both), how many jobs it runs at once, how long it
  // waits for them when stopped, and how long a job may run before another worker takes it back.
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // pg-boss cannot expire a job after a day or more.
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_399).default(1800),
});

/** The name of every variable the server reads; the README and the deployment files are checked against it. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** `api` serves HTTP and enqueues; `worker` runs jobs (and answers health, readiness and metrics); `all` both. */
export type Role = 'all' | 'api' | 'worker';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Public media served at /data; private media live elsewhere and are never served from here. */
  publicMediaDir: string;
  privateMediaDir: string;
  /** STORAGE: where media are kept; with `local`, in the two folders above. */
  storage: StorageConfig;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  auth: AuthConfig;
  providers: ProvidersConfig;
  plans: PlansConfig;
  limits: LimitsConfig;
  /** The proxies whose X-Forwarded-For names the client (Fastify's `trustProxy`); false trusts none. */
  trustProxy: string | false;
  quotas: QuotasConfig;
  /** RETAIN_ANONYMOUS_DAYS: how long anonymous public stories are kept; null keeps them. */
  retention: { anonymousDays: number | null };
  /** FFMPEG_PATH; unset, the system's ffmpeg on PATH is used, else the packaged one. */
  ffmpegPath: string | null;
  /** WARM_UP: load the worker threads and speech engine in the background once listening. */
  warmUp: boolean;
  /** METRICS: serve Prometheus metrics at /metrics; off, the path is unknown and nothing is measured. */
  metrics: boolean;
  /** ROLE: api and worker only on PostgreSQL, where processes share the jobs. */
  role: Role;
  /** WORKER_CONCURRENCY jobs at once; JOB_TIMEOUT_SECONDS before a job's worker is taken for dead. */
  jobs: { concurrency: number; timeoutSeconds: number };
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stopping process waits for its jobs before handing them back. */
  shutdownTimeoutSeconds: number;
}

/** Local folders under one root (DATA_DIR/media), or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

/** How much one caller may ask of the server; `enabled: false` (RATE_LIMITS=off) is for tests and benches. */
export interface LimitsConfig {
  enabled: boolean;
  /** Stories a visitor (by address) may ask for per minute and per hour. */
  generatePerMinute: number;
  generatePerHour: number;
  /** Signed-in parents get every rate limit times this. */
  signedInFactor: number;
  /** Stories queued or being made at once: per caller (account or address), and in all. */
  queueMaxPerCaller: number;
  queueMaxTotal: number;
  /** How long a generate call without `Prefer: respond-async` waits before answering 202. */
  generateSyncTimeoutSeconds: number;
}

/** How much one account may keep: each refusal is a 4xx that stores nothing. */
export interface QuotasConfig {
  voiceClonesPerAccount: number;
  /** Print orders in any 24 hours; each keeps a print-ready PDF of several megabytes. */
  printOrdersPerDay: number;
}

/** Who is on the premium plan (voice cloning) by configuration; an administrator can add people. */
export interface PlansConfig {
  /** Everyone: on by default on the embedded single-machine setup (SQLite), so cloning can be tried at once. */
  premiumAll: boolean;
  /** Lower-cased emails of premium users. */
  premiumEmails: string[];
}

/**
 * The cloud and self-hosted AI providers; null where no key (or, for a self-hosted model, no
 * address) is set, and the builtin engines stand in. Keys are only ever read from here.
 */
export interface ProvidersConfig {
  openai: { apiKey: string; baseURL: string; textModel: string; imageModel: string; ttsModel: string } | null;
  /** Any OpenAI-compatible server (Ollama, llama.cpp server, vLLM); it writes the stories when set. */
  llm: { baseURL: string; model: string; apiKey: string | null } | null;
  elevenlabs: { apiKey: string; baseURL: string; model: string } | null;
  /** `model`: Stable Image Core, Ultra, or an SD 3.5 model on the sd3 endpoint. */
  stability: { apiKey: string; baseURL: string; model: StabilityModel } | null;
  freepik: { apiKey: string; baseURL: string } | null;
  speechify: { apiKey: string; baseURL: string } | null;
  /** An HTTP sign-video service; the builtin signer makes the videos when it is unset or fails. */
  signVideo: { url: string; apiKey: string | null } | null;
}

export interface AuthConfig {
  /** Google's OpenID Connect client; when null, the local provider or nobody signs people in. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Whether the local provider at /dev-idp signs people in when Google does not. It lets anyone
   * sign in as anyone, so by default it runs only on an http loopback PUBLIC_URL and answers only
   * browsers on this machine (`loopback`); DEV_IDP=on runs it for everyone, DEV_IDP=off never.
   */
  devIdp: 'off' | 'loopback' | 'on';
  /** Origins allowed to sign in (product §5's authorised hosts). */
  allowedOrigins: string[];
  /** Signs tokens, cookies and media links; made and kept in DATA_DIR when unset. */
  secret: string | null;
  tokenSyncUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Where relative paths (DATA_DIR, WEB_DIST, a sqlite: file) start from: the folder `npm start` or
 * `npm run admin` was run in, which npm passes as INIT_CWD (the server's own start script runs in
 * apps/server); else the working directory.
 */
const workingFolder = (env: Record<string, string | undefined>) =>
  env.INIT_CWD ? path.resolve(env.INIT_CWD) : process.cwd();

/** Reads the environment once; a bad variable throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const from = workingFolder(env);
  const dataDir = path.resolve(from, e.DATA_DIR);
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/$/, '');
  const database = databaseConfig(e.DATABASE_URL, dataDir, from);
  if (e.ROLE !== 'all' && database.kind !== 'postgres') {
    throw new ConfigError('ROLE=api and ROLE=worker need PostgreSQL (DATABASE_URL)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    publicMediaDir: path.join(dataDir, 'media', 'public'),
    privateMediaDir: path.join(dataDir, 'media', 'private'),
    storage: storageConfig(e, path.join(dataDir, 'media')),
    database,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(from, e.WEB_DIST) : DEFAULT_WEB_DIST,
    auth: authConfig(e, publicUrl),
    providers: providersConfig(e),
    plans: {
      premiumAll: e.PREMIUM_ALL ? e.PREMIUM_ALL === 'true' : database.kind === 'sqlite',
      premiumEmails: (e.PREMIUM_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    },
    limits: {
      enabled: e.RATE_LIMITS === 'on',
      generatePerMinute: e.RATE_LIMIT_GENERATE_PER_MIN,
      generatePerHour: e.RATE_LIMIT_GENERATE_PER_HOUR,
      signedInFactor: e.RATE_LIMIT_SIGNED_IN_FACTOR,
      queueMaxPerCaller: e.QUEUE_MAX_PER_CALLER,
      queueMaxTotal: e.QUEUE_MAX_TOTAL,
      generateSyncTimeoutSeconds: e.GENERATE_SYNC_TIMEOUT_SECONDS,
    },
    trustProxy: trustedProxies(e.TRUST_PROXY),
    retention: { anonymousDays: e.RETAIN_ANONYMOUS_DAYS ?? null },
    quotas: {
      voiceClonesPerAccount: e.MAX_VOICE_CLONES_PER_ACCOUNT,
      printOrdersPerDay: e.MAX_PRINT_ORDERS_PER_DAY,
    },
    ffmpegPath: e.FFMPEG_PATH ?? null,
    warmUp: e.WARM_UP === 'on',
    metrics: e.METRICS === 'on',
    role: e.ROLE,
    jobs: { concurrency: e.WORKER_CONCURRENCY, timeoutSeconds: e.JOB_TIMEOUT_SECONDS },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: off, or the proxies' addresses, CIDR ranges or proxy-addr's named ranges, comma-separated. */
function trustedProxies(value: string): string | false {
  if (value.trim() === 'off') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const ok =
      PROXY_RANGES.includes(entry) ||
      (net.isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!ok) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY: ${entry} is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries.length > 0 ? entries.join(',') : false;
}

function storageConfig(e: z.infer<typeof envSchema>, mediaDir: string): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local', root: mediaDir };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET: required when STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  };
}

function providersConfig(e: z.infer<typeof envSchema>): ProvidersConfig {
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL: set the model to use with LLM_BASE_URL');
  }
  const keyed = <T extends object>(apiKey: string | undefined, rest: T) =>
    apiKey ? { apiKey, ...rest } : null;
  return {
    openai: keyed(e.OPENAI_API_KEY, {
      baseURL: e.OPENAI_BASE_URL,
      textModel: e.OPENAI_TEXT_MODEL,
      imageModel: e.OPENAI_IMAGE_MODEL,
      ttsModel: e.OPENAI_TTS_MODEL,
    }),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseURL: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY ?? null }
        : null,
    elevenlabs: keyed(e.ELEVENLABS_API_KEY, { baseURL: e.ELEVENLABS_BASE_URL, model: e.ELEVENLABS_MODEL }),
    stability: keyed(e.STABILITY_API_KEY, { baseURL: e.STABILITY_BASE_URL, model: e.STABILITY_MODEL }),
    freepik: keyed(e.FREEPIK_API_KEY, { baseURL: e.FREEPIK_BASE_URL }),
    speechify: keyed(e.SPEECHIFY_API_KEY, { baseURL: e.SPEECHIFY_BASE_URL }),
    signVideo: e.SIGN_VIDEO_URL ? { url: e.SIGN_VIDEO_URL, apiKey: e.SIGN_VIDEO_API_KEY ?? null } : null,
  };
}

function authConfig(e: z.infer<typeof envSchema>, publicUrl: string): AuthConfig {
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  const listed = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`Invalid configuration: ALLOWED_ORIGINS: ${origin} is not an origin`);
      }
    });
  return {
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : null,
    devIdp:
      e.DEV_IDP === 'auto'
        ? publicUrl.startsWith('http:') && isLoopbackUrl(publicUrl)
          ? 'loopback'
          : 'off'
        : e.DEV_IDP,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...listed])],
    secret: e.AUTH_SECRET ?? null,
    tokenSyncUrl: e.TOKEN_SYNC_URL ?? null,
  };
}

/** Whether an address names this machine only: localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || isLoopbackIp(hostname);
}

/** Whether a client's IP address is this machine's: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackIp(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(ip);
}

function databaseConfig(url: string | undefined, dataDir: string, from: string): Config['database'] {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'storyloom.db') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(from, file) };
  }
  return { kind: 'postgres', url };
}
