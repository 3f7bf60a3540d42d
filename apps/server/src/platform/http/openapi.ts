import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorResponse } from '@storyloom/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The library's default override drops a union's branches that zod has yet to fill in (they are `{}`
// at that point), so a number-or-text field lost its text branch. This one keeps zod's output and
// only marks an answer without a body (z.undefined()) `type: 'null'`, which @fastify/swagger
// documents without content.
const zodToJsonConfig: Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig'] = {
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema._zod.def.type === 'undefined') jsonSchema.type = 'null';
  },
};
const toRouteSchemas = createJsonSchemaTransform({ zodToJsonConfig });
const toDocument = createJsonSchemaTransformObject({ zodToJsonConfig });

/**
 * Answers any call can give, whatever its route: 400 for a value holding a NUL character (see
 * nul-bytes.ts), 401 for a bearer token that is forged, malformed or expired (see viewer.ts).
 */
const EVERY_CALL_ERRORS = { 400: errorResponse, 401: errorResponse };
/** And any call that may carry a body: 413 past the body limit, 415 for a body of a type it cannot read. */
const BODY_ERRORS = { 413: errorResponse, 415: errorResponse };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const transform: FastifyDynamicSwaggerOptions['transform'] = (route) => {
  const { schema } = route;
  if (!schema || schema.hide) return toRouteSchemas(route);
  const takesBody = [route.route.method].flat().some((method) => BODY_METHODS.has(method));
  const response = {
    ...EVERY_CALL_ERRORS,
    ...(takesBody ? BODY_ERRORS : {}),
    ...(schema.response as object | undefined),
  };
  return toRouteSchemas({ ...route, schema: { ...schema, response } });
};

const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (document) => {
  const openapi = toDocument(document);
  const components = 'components' in openapi ? openapi.components : undefined;
  if (!components?.schemas) return openapi;
  // Each schema with an id (see the contract's `.meta({ id })`) comes as a request-side and an
  // answer-side component; only those the paths refer to are kept, so none is left unused.
  const used = JSON.stringify(openapi.paths);
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas).filter(([id]) => used.includes(`"#/components/schemas/${id}"`)),
  );
  return openapi;
};

/**
 * An answer the handler sends as it is (a file, a page, an event stream, or a redirect without a
 * body), described for the document only: Fastify serializes none of these.
 */
export function rawResponse(description: string, mediaType?: string, schema: z.ZodType = z.string()) {
  if (!mediaType) return z.undefined().describe(description);
  return { description, content: { [mediaType]: { schema } } };
}

/** The OpenAPI document at /v1/openapi.json, generated from the routes' contract schemas, and docs at /v1/docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  publicUrl: string,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Storyloom API',
        description:
          'Personalised, narrated and illustrated children’s stories. Every refusal is an ErrorResponse: ' +
          '`error` is the English message to show, and `code` names it (with `reason`, `detail_code` and ' +
          '`params` where they apply) so an app can show it in its own language.',
        version,
      },
      servers: [{ url: publicUrl }],
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
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
