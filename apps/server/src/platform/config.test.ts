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

  it('keeps public and private media in separate folders', () => {
    const config = loadConfig({ DATA_DIR: '/srv/story' });
    expect(config.publicMediaDir).toBe('/srv/story/media/public');
    expect(config.privateMediaDir).toBe('/srv/story/media/private');
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
    expect(providers.stability?.baseURL).toBe('https://api.stability.ai');
    expect(providers.freepik?.baseURL).toBe('http://127.0.0.1:9/freepik');
    expect(providers.llm).toEqual({ baseURL: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: null });
    expect(providers.speechify).toBeNull();
  });

  it('asks for a model with a self-hosted server, and for base URLs that are URLs', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
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
      FREEPIK_BASE_URL: withEveryKey.providers.freepik?.baseURL,
      SPEECHIFY_BASE_URL: withEveryKey.providers.speechify?.baseURL,
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
    ]) {
      expect(listed[name], name).toBe('');
    }
  });
});
