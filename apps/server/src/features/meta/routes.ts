import { healthResponse, voiceOptionsResponse } from '@storyloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Providers } from '../../providers/registry.ts';

export interface MetaDeps {
  db: Db;
  version: string;
  databaseKind: 'sqlite' | 'postgres';
  providers: Providers;
}

export const metaRoutes: FastifyPluginAsyncZod<MetaDeps> = async (
  app,
  { db, version, databaseKind, providers },
) => {
  app.get(
    '/v1/health',
    {
      schema: {
        tags: ['meta'],
        operationId: 'getHealth',
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { ok: true as const, version, database: databaseKind };
    },
  );

  app.get(
    '/v1/meta/openai-options',
    {
      schema: {
        tags: ['meta'],
        operationId: 'listVoiceOptions',
        summary: 'Voices to choose from, by provider, and the engines this server really has',
        response: { 200: voiceOptionsResponse },
      },
    },
    async () => {
      const voicesOf = async (id: string) =>
        (await providers.speech.find((p) => p.id === id)?.voices()) ?? [];
      const [openai, elevenlabs, builtin] = await Promise.all([
        voicesOf('openai'),
        voicesOf('elevenlabs'),
        voicesOf('builtin'),
      ]);
      return {
        ok: true,
        voices: { openai, elevenlabs, builtin },
        engines: { image_modes: providers.imageModes, tts_providers: providers.speech.map((p) => p.id) },
      };
    },
  );
};
