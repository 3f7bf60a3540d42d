import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { migrateToLatest, openDatabase } from '../platform/db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
}

/** The real app on a fresh SQLite database and a throwaway data folder. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-test-'));
  const webDist = path.join(dir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">storyloom-app</div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'var'),
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    ...env,
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { app, config };
}
