import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { createProviders } from '../../providers/registry.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { metaRoutes } from './routes.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /v1/ready', () => {
  it('answers 200 when the database and the job queue answer', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/v1/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
  });

  it('answers 503 when the bucket media are kept in cannot be reached', async () => {
    const s3 = await startS3Server();
    t = await buildTestApp({ env: s3.env });
    expect((await t.app.inject('/v1/ready')).statusCode).toBe(200);
    await s3.close();
    const res = await t.app.inject('/v1/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { database: 'ok', queue: 'ok', storage: 'failed' } });
  });

  it('answers 503 naming the check that failed', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(metaRoutes, {
      db: null as never,
      version: '0',
      databaseKind: 'sqlite',
      providers: createProviders(),
      readiness: [
        { name: 'database', check: async () => {} },
        {
          name: 'storage',
          check: async () => {
            throw new Error('bucket unreachable');
          },
        },
      ],
    });
    const res = await app.inject('/v1/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { database: 'ok', storage: 'failed' } });
    await app.close();
  });
});
