import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the defaults of .env.example', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe(path.resolve('./var'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./var/storyloom.db') });
  });

  it('resolves relative paths from where npm was run, not from the server’s own folder', () => {
    // `npm start` at the repository root runs the server's script in apps/server, with INIT_CWD set to the root.
    const config = loadConfig({
      INIT_CWD: '/repo',
      DATA_DIR: './var',
      WEB_DIST: 'apps/web/dist',
    });
    expect(config.dataDir).toBe('/repo/var');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/repo/var/storyloom.db' });
    expect(config.publicMediaDir).toBe('/repo/var/media/public');
    expect(config.webDist).toBe('/repo/apps/web/dist');
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/var');
    expect(loadConfig({ INIT_CWD: '/repo', DATABASE_URL: 'sqlite:data/s.db' }).database).toEqual({
      kind: 'sqlite',
      file: '/repo/data/s.db',
    });
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/srv/story' }).dataDir).toBe('/srv/story');
  });

  it('finds the data where `npm start` and `npm run admin` both put it: ./var at the repository root', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    // `npm start` runs the server's start script in apps/server: the environment npm gives that script.
    const { INIT_CWD: _outer, ...env } = process.env;
    const scriptEnv = Object.fromEntries(
      execFileSync('npm', ['run', 'env', '-w', 'apps/server'], { cwd: root, env, encoding: 'utf8' })
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(scriptEnv.PWD).toBe(path.join(root, 'apps', 'server'));
    expect(loadConfig({ INIT_CWD: scriptEnv.INIT_CWD }).dataDir).toBe(path.join(root, 'var'));
    // `npm run admin` runs from the root itself.
    const { admin } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(admin).toMatch(/^node apps\/server\/dist\/admin\.js$/);
  });

  it('keeps public and private media in separate folders', () => {
    const config = loadConfig({ DATA_DIR: '/srv/story' });
    expect(config.publicMediaDir).toBe('/srv/story/media/public');
    expect(config.privateMediaDir).toBe('/srv/story/media/private');
  });

  it('keeps media in DATA_DIR/media unless STORAGE=s3', () => {
    expect(loadConfig({ DATA_DIR: '/srv/story' }).storage).toEqual({
      kind: 'local',
      root: '/srv/story/media',
    });
  });

  it('reads an S3-compatible bucket, which STORAGE=s3 needs', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'cdn' })).toThrow(
      /S3_PUBLIC_URL/,
    );
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'stories',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.org/stories/',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'stories',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.org/stories',
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
      publicUrl: null,
    });
  });

  it('reads a PostgreSQL url', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/story' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db/story',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ FFMPEG_PATH: '/nonexistent/ffmpeg' })).toThrow(/FFMPEG_PATH/);
  });

  it('runs api and worker processes only on PostgreSQL, where they share the jobs', () => {
    expect(loadConfig({})).toMatchObject({
      role: 'all',
      jobs: { concurrency: 2, timeoutSeconds: 1800 },
      shutdownTimeoutSeconds: 30,
    });
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(
      new ConfigError('ROLE=api and ROLE=worker need PostgreSQL (DATABASE_URL)'),
    );
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(ConfigError);
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u:p@db/story' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'both' })).toThrow(/ROLE/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
  });

  it('leaves the choice of ffmpeg to the machine unless FFMPEG_PATH names one', () => {
    expect(loadConfig({}).ffmpegPath).toBeNull();
    expect(loadConfig({ FFMPEG_PATH: process.execPath }).ffmpegPath).toBe(process.execPath);
  });

  it('uses no AI provider without keys', () => {
    expect(loadConfig({}).providers).toEqual({
      openai: null,
      llm: null,
      elevenlabs: null,
      stability: null,
      freepik: null,
      speechify: null,
      signVideo: null,
    });
  });

  it('reads a sign-video service, with its key when it has one', () => {
    expect(loadConfig({ SIGN_VIDEO_URL: 'http://127.0.0.1:9/sign' }).providers.signVideo).toEqual({
      url: 'http://127.0.0.1:9/sign',
      apiKey: null,
    });
    expect(
      loadConfig({ SIGN_VIDEO_URL: 'https://sign.example/v1', SIGN_VIDEO_API_KEY: 'sv-1' }).providers
        .signVideo,
    ).toEqual({ url: 'https://sign.example/v1', apiKey: 'sv-1' });
    expect(() => loadConfig({ SIGN_VIDEO_URL: 'not a url' })).toThrow(/SIGN_VIDEO_URL/);
  });

  it('reads each provider with its key, its real base URL by default and its models', () => {
    const { providers } = loadConfig({
      OPENAI_API_KEY: 'sk-1',
      ELEVENLABS_API_KEY: 'xi-1',
      STABILITY_API_KEY: 'sk-2',
      FREEPIK_BASE_URL: 'http://127.0.0.1:9/freepik',
      FREEPIK_API_KEY: 'fp-1',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'llama3.1',
    });
    expect(providers.openai).toEqual({
      apiKey: 'sk-1',
      baseURL: 'https://api.openai.com/v1',
      textModel: 'gpt-4.1',
      imageModel: 'gpt-image-1',
      ttsModel: 'gpt-4o-mini-tts',
    });
    expect(providers.elevenlabs).toMatchObject({
      baseURL: 'https://api.elevenlabs.io',
      model: 'eleven_multilingual_v2',
    });
    expect(providers.stability).toMatchObject({ baseURL: 'https://api.stability.ai', model: 'core' });
    expect(providers.freepik?.baseURL).toBe('http://127.0.0.1:9/freepik');
    expect(providers.llm).toEqual({ baseURL: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: null });
    expect(providers.speechify).toBeNull();
  });

  it('asks for a model with a self-hosted server, and for base URLs that are URLs', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ STABILITY_MODEL: 'stable-diffusion-xl-1024-v1-0' })).toThrow(/STABILITY_MODEL/);
  });

  it('makes everyone premium on the embedded setup only, unless told otherwise', () => {
    expect(loadConfig({}).plans).toEqual({ premiumAll: true, premiumEmails: [] });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/story' }).plans.premiumAll).toBe(false);
    expect(loadConfig({ PREMIUM_ALL: 'false' }).plans.premiumAll).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@db/story', PREMIUM_ALL: 'true' }).plans.premiumAll,
    ).toBe(true);
    expect(() => loadConfig({ PREMIUM_ALL: 'yes' })).toThrow(/PREMIUM_ALL/);
  });

  it('reads premium emails in any case, comma-separated', () => {
    expect(loadConfig({ PREMIUM_EMAILS: ' Ana@Example.com, ,bo@example.com ' }).plans.premiumEmails).toEqual([
      'ana@example.com',
      'bo@example.com',
    ]);
  });

  it('limits callers by default, and turns every limit off only when told', () => {
    expect(loadConfig({}).limits).toEqual({
      enabled: true,
      generatePerMinute: 10,
      generatePerHour: 60,
      signedInFactor: 3,
      queueMaxPerCaller: 3,
      queueMaxTotal: 50,
      generateSyncTimeoutSeconds: 120,
    });
    expect(loadConfig({ RATE_LIMITS: 'off' }).limits.enabled).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ QUEUE_MAX_PER_CALLER: '0' })).toThrow(/QUEUE_MAX_PER_CALLER/);
    expect(() => loadConfig({ RATE_LIMIT_GENERATE_PER_MIN: 'lots' })).toThrow(/RATE_LIMIT_GENERATE_PER_MIN/);
  });

  it('trusts X-Forwarded-For only from the proxies the operator names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1' }).trustProxy).toBe(
      '10.0.0.0/8,loopback,::1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('has the defaults .env.example lists, set or commented out', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
    const listed = Object.fromEntries(
      [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]?.trim() ?? '']),
    );
    const withEveryKey = loadConfig({
      OPENAI_API_KEY: 'k',
      ELEVENLABS_API_KEY: 'k',
      STABILITY_API_KEY: 'k',
      FREEPIK_API_KEY: 'k',
      SPEECHIFY_API_KEY: 'k',
    });
    const { storage: s3 } = loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' });
    const code: Record<string, string | undefined> = {
      PORT: String(withEveryKey.port),
      HOST: withEveryKey.host,
      LOG_LEVEL: withEveryKey.logLevel,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      OPENAI_BASE_URL: withEveryKey.providers.openai?.baseURL,
      OPENAI_TEXT_MODEL: withEveryKey.providers.openai?.textModel,
      OPENAI_IMAGE_MODEL: withEveryKey.providers.openai?.imageModel,
      OPENAI_TTS_MODEL: withEveryKey.providers.openai?.ttsModel,
      ELEVENLABS_BASE_URL: withEveryKey.providers.elevenlabs?.baseURL,
      ELEVENLABS_MODEL: withEveryKey.providers.elevenlabs?.model,
      STABILITY_BASE_URL: withEveryKey.providers.stability?.baseURL,
      STABILITY_MODEL: withEveryKey.providers.stability?.model,
      FREEPIK_BASE_URL: withEveryKey.providers.freepik?.baseURL,
      SPEECHIFY_BASE_URL: withEveryKey.providers.speechify?.baseURL,
      RATE_LIMITS: withEveryKey.limits.enabled ? 'on' : 'off',
      RATE_LIMIT_GENERATE_PER_MIN: String(withEveryKey.limits.generatePerMinute),
      RATE_LIMIT_GENERATE_PER_HOUR: String(withEveryKey.limits.generatePerHour),
      RATE_LIMIT_SIGNED_IN_FACTOR: String(withEveryKey.limits.signedInFactor),
      QUEUE_MAX_PER_CALLER: String(withEveryKey.limits.queueMaxPerCaller),
      QUEUE_MAX_TOTAL: String(withEveryKey.limits.queueMaxTotal),
      GENERATE_SYNC_TIMEOUT_SECONDS: String(withEveryKey.limits.generateSyncTimeoutSeconds),
      TRUST_PROXY: withEveryKey.trustProxy || 'off',
      METRICS: withEveryKey.metrics ? 'on' : 'off',
      STORAGE: withEveryKey.storage.kind,
      S3_REGION: s3.kind === 's3' ? s3.region : undefined,
      S3_FORCE_PATH_STYLE: s3.kind === 's3' ? String(s3.forcePathStyle) : undefined,
    };
    for (const [name, value] of Object.entries(code)) expect(listed[name], name).toBe(value);
    for (const name of [
      'OPENAI_API_KEY',
      'LLM_BASE_URL',
      'LLM_MODEL',
      'LLM_API_KEY',
      'ELEVENLABS_API_KEY',
      'STABILITY_API_KEY',
      'FREEPIK_API_KEY',
      'SPEECHIFY_API_KEY',
      'PREMIUM_ALL',
      'PREMIUM_EMAILS',
      'SIGN_VIDEO_URL',
      'SIGN_VIDEO_API_KEY',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ]) {
      expect(listed[name], name).toBe('');
    }
  });
});
