import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /v1/openapi.json, generated from the routes' contract schemas, and docs at /v1/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Storyloom API',
        description: 'Personalised, narrated and illustrated children’s stories.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token from POST /v1/auth/refresh or /v1/auth/native',
          },
        },
      },
      // Every call takes the bearer token when the user is signed in; most also work without one.
      security: [{ bearer: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
