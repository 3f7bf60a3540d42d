import { healthResponse } from '@storyloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export interface MetaDeps {
  db: Db;
  version: string;
  databaseKind: 'sqlite' | 'postgres';
}

export const metaRoutes: FastifyPluginAsyncZod<MetaDeps> = async (app, { db, version, databaseKind }) => {
  app.get(
    '/v1/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { ok: true as const, version, database: databaseKind };
    },
  );
};
