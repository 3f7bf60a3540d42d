import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { metaRoutes } from './features/meta/routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerWeb } from './platform/http/web.ts';

export interface AppDeps {
  db: Db;
}

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the HTTP app: plugins, routes and the error handler. Closing it closes the database. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onClose', async () => deps.db.destroy());

  await registerOpenApi(app, version);
  await app.register(metaRoutes, { db: deps.db, version, databaseKind: config.database.kind });
  await registerWeb(app, config);
  return app;
}
