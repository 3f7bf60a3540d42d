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
  });
});
