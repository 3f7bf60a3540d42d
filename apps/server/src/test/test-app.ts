import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { type Db, migrateToLatest, openDatabase } from '../platform/db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  dir: string;
}

export interface TestAppOptions extends Omit<AppDeps, 'db'> {
  env?: Record<string, string>;
  /** Reuse a data folder (and its database file), as a restarted server would. */
  dir?: string;
  /** Keep the data folder when the app closes. */
  keep?: boolean;
}

/** The real app on a fresh SQLite database file and a throwaway data folder, ready to serve. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-test-'));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">storyloom-app</div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'var'),
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    ...options.env,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, {
    db,
    providers: options.providers,
    queueOptions: { pollMs: 50, retryBaseMs: 10, ...options.queueOptions },
  });
  if (!options.keep) app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { app, config, db, dir };
}
