import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';
import { SAFE_SEGMENT } from '../media.ts';
import { type MediaLinks, PRIVATE_MEDIA_PREFIX } from '../media-links.ts';
import { refuseLinks } from './confined-files.ts';

/** Serves a private story's files to whoever holds a valid signed link (handed only to the owner). */
export const privateMediaRoutes: FastifyPluginAsync<{ config: Config; links: MediaLinks }> = async (
  app,
  { config, links },
) => {
  const onFile = refuseLinks(config.privateMediaDir);
  app.get<{ Params: { bundleId: string; name: string }; Querystring: { exp?: string; sig?: string } }>(
    `${PRIVATE_MEDIA_PREFIX}/:bundleId/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { bundleId, name } = request.params;
      const { exp, sig } = request.query;
      if (
        !SAFE_SEGMENT.test(bundleId) ||
        !SAFE_SEGMENT.test(name) ||
        !links.verify(bundleId, name, exp, sig)
      ) {
        throw forbidden('This link is not valid or has expired');
      }
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('referrer-policy', 'no-referrer');
      return reply.sendFile(`${bundleId}/${name}`, config.privateMediaDir, { cacheControl: false, onFile });
    },
  );
};
