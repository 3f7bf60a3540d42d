import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { metaRoutes } from './features/meta/routes.ts';
import { generateStoryJob } from './features/stories/generate-job.ts';
import { createStoryProgress } from './features/stories/progress.ts';
import { StoryRepository } from './features/stories/repository.ts';
import { storyRoutes } from './features/stories/routes.ts';
import { StoryService } from './features/stories/service.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerWeb } from './platform/http/web.ts';
import { JobQueue, type QueueOptions } from './platform/jobs/queue.ts';
import { MediaStore } from './platform/media.ts';
import { createProviders, type Providers } from './providers/registry.ts';

export interface AppDeps {
  db: Db;
  providers?: Providers;
  queueOptions?: Partial<QueueOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue; its worker runs inside this process. */
    jobs: JobQueue;
  }
}

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the HTTP app and its embedded worker. Closing it stops the worker and closes the database. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db } = deps;
  const providers = deps.providers ?? createProviders();
  const media = MediaStore.fromConfig(config);
  const stories = new StoryRepository(db);
  const progress = createStoryProgress();
  const jobs = new JobQueue(db, app.log, deps.queueOptions);
  const service = new StoryService({ stories, media, queue: jobs, progress, providers });
  app.decorate('jobs', jobs);

  await registerOpenApi(app, version);
  await app.register(metaRoutes, { db, version, databaseKind: config.database.kind, providers });
  await app.register(storyRoutes, { service, stories, progress });
  await registerWeb(app, config);

  app.addHook('onReady', async () => {
    await jobs.start(
      {
        'story.generate': generateStoryJob({
          stories,
          media,
          providers,
          progress,
          log: app.log,
          sceneConcurrency: 2,
        }),
      },
      { recoverRunning: config.database.kind === 'sqlite' },
    );
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await db.destroy();
  });
  return app;
}
