import {
  healthResponse,
  readyResponse,
  VOICE_OPTIONS_PATH,
  type VoiceOptionsResponse,
  voiceOptionsResponse,
} from '@storyloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { unlessLate } from '../../lib/concurrency.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Providers } from '../../providers/registry.ts';

export interface MetaDeps {
  db: Db;
  version: string;
  databaseKind: 'sqlite' | 'postgres';
  providers: Providers;
  /** What must answer before this process takes traffic: the database, the queue, the storage. */
  readiness: ReadinessCheck[];
}

export interface ReadinessCheck {
  name: string;
  /** Throws when what it checks cannot be reached. */
  check(): Promise<void>;
}

/** The voices to choose from, by provider, and the engines this server really has: the same for anyone. */
export async function voiceOptions(providers: Providers): Promise<VoiceOptionsResponse> {
  const voicesOf = async (id: string) => (await providers.speech.find((p) => p.id === id)?.voices()) ?? [];
  const [openai, elevenlabs, builtin] = await Promise.all([
    voicesOf('openai'),
    voicesOf('elevenlabs'),
    voicesOf('builtin'),
  ]);
  return {
    ok: true,
    voices: { openai, elevenlabs, builtin },
    engines: {
      image_modes: providers.imageModes,
      tts_providers: providers.speech.map((p) => p.id),
      writer: providers.writer,
      signer: providers.signer,
    },
  };
}

/** A check that has not answered by then counts as failed, so a hung dependency cannot hang the probe. */
const CHECK_TIMEOUT_MS = 3_000;

async function passes({ name, check }: ReadinessCheck, log: { warn(o: object, m: string): void }) {
  try {
    await unlessLate(check(), CHECK_TIMEOUT_MS, () => {
      throw new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`);
    });
    return true;
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return false;
  }
}

export const metaRoutes: FastifyPluginAsyncZod<MetaDeps> = async (
  app,
  { db, version, databaseKind, providers, readiness },
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
    '/v1/ready',
    {
      schema: {
        tags: ['meta'],
        operationId: 'getReadiness',
        summary: 'Readiness: whether the database, the job queue and the storage answer',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      const results = await Promise.all(readiness.map((check) => passes(check, request.log)));
      const checks = Object.fromEntries(
        readiness.map(({ name }, i) => [name, results[i] ? ('ok' as const) : ('failed' as const)]),
      );
      const ok = results.every(Boolean);
      return reply.status(ok ? 200 : 503).send({ ok, checks });
    },
  );

  app.get(
    VOICE_OPTIONS_PATH,
    {
      schema: {
        tags: ['meta'],
        operationId: 'listVoiceOptions',
        summary: 'Voices to choose from, by provider, and the engines this server really has',
        response: { 200: voiceOptionsResponse },
      },
    },
    () => voiceOptions(providers),
  );
};
