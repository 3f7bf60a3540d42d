import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';
import type { MediaStore } from '../media.ts';
import { type MediaLinks, PRIVATE_MEDIA_PREFIX } from '../media-links.ts';
import { SAFE_SEGMENT } from '../storage/object-storage.ts';
import { refuseLinks } from './confined-files.ts';
import { sendStoredMedia } from './stored-media.ts';

const PRIVATE_CACHE_CONTROL = 'private, max-age=3600';

/**
 * Serves a private story's files to whoever holds a valid signed link (handed only to the owner):
 * from the private media folder, or streamed from the bucket with STORAGE=s3.
 */
export const privateMediaRoutes: FastifyPluginAsync<{
  config: Config;
  links: MediaLinks;
  media: MediaStore;
}> = async (app, { config, links, media }) => {
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
      reply.header('referrer-policy', 'no-referrer');
      if (config.storage.kind === 's3') {
        return sendStoredMedia(request, reply, media, {
          visibility: 'private',
          bundleId,
          name,
          cacheControl: PRIVATE_CACHE_CONTROL,
        });
      }
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return reply.sendFile(`${bundleId}/${name}`, config.privateMediaDir, { cacheControl: false, onFile });
    },
  );
};
