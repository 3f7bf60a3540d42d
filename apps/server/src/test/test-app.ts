import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { type Db, migrateToLatest, openDatabase } from '../platform/db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app, then removes its folder and database unless they are kept. */
  close(): Promise<void>;
  config: Config;
  db: Db;
  dir: string;
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), each test app gets a database of its own, so the
 * same suite runs on PostgreSQL; without it, a SQLite file in the test's folder.
 */
export async function testDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  // A restarted test app finds its database's name in its folder.
  const nameFile = path.join(dir, 'database-name');
  const existing = fs.existsSync(nameFile) ? fs.readFileSync(nameFile, 'utf8') : null;
  const name = existing ?? `storyloom_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  // A closed pool has told its connections to end but may not have seen them go: dropping the
  // database under one would end it with an error nobody listens for. Wait for them first.
  const drop = async () => {
    for (let i = 0; i < 50; i++) {
      const [row] = await run('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (row?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await run(`drop database if exists ${name} with (force)`);
  };
  if (!existing) {
    await run(`create database ${name}`);
    fs.writeFileSync(nameFile, name);
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

export interface TestAppOptions extends Omit<AppDeps, 'db'> {
  env?: Record<string, string>;
  /** Reuse a data folder (and its database file), as a restarted server would. */
  dir?: string;
  /** The built web app's index.html the pages are made from, when a test reads them. */
  webIndex?: string;
  /** Keep the data folder when the app closes. */
  keep?: boolean;
  /** Runs on the database before it is brought up to date, to start from an older schema and its rows. */
  beforeMigrate?: (db: Db) => Promise<void>;
  /**
   * Serve from another test app's PostgreSQL database, as a second process of the same service
   * would; that app drops the database, so close this one first.
   */
  shareDatabaseOf?: TestApp;
}

/** The real app on a fresh SQLite database file and a throwaway data folder, ready to serve. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-test-'));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    options.webIndex ?? '<!doctype html><div id="root">storyloom-app</div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  const shared = options.shareDatabaseOf?.config.database;
  if (shared && shared.kind !== 'postgres') throw new Error('only a PostgreSQL database can be shared');
  const database = shared ? null : await testDatabase(dir);
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'var'),
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    // The suite makes many stories and calls from one address; the limits' own tests turn them on.
    RATE_LIMITS: 'off',
    // A test that listens should not share the CPU with the engines loading in the background.
    WARM_UP: 'off',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(shared ? { DATABASE_URL: shared.url } : {}),
    ...options.env,
  });
  const db = openDatabase(config.database);
  await options.beforeMigrate?.(db);
  await migrateToLatest(db);
  const app = await buildApp(config, {
    db,
    providers: options.providers,
    logStream: options.logStream,
    queueOptions: { pollMs: 50, retryBaseMs: 10, ...options.queueOptions },
  });
  const close = async () => {
    await app.close();
    if (options.keep) return;
    fs.rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  };
  return { app, close, config, db, dir };
}
