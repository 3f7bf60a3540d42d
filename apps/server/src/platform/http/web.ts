import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import type { MediaStore } from '../media.ts';
import { makePrivateDirSync } from '../private-files.ts';
import { SAFE_SEGMENT } from '../storage/object-storage.ts';
import { refuseLinks } from './confined-files.ts';
import { sameOriginPath } from './safe-redirect.ts';
import { sendStoredMedia } from './stored-media.ts';

const WEB_BASE = '/stories';

/**
 * Serves public media at /data (from the public media folder, or streamed from the bucket), the
 * built web app at /stories (deep links answered by the app's index.html), the documented
 * share-link form /player/{id}, and JSON 404s elsewhere.
 */
export async function registerWeb(app: FastifyInstance, config: Config, media: MediaStore): Promise<void> {
  if (config.storage.kind === 'local') {
    makePrivateDirSync(config.publicMediaDir);
    // reply.sendFile(file, root), for the app's index and private media.
    await app.register(fastifyStatic, { root: config.publicMediaDir, serve: false });
    await app.register(fastifyStatic, {
      root: config.publicMediaDir,
      prefix: '/data/',
      decorateReply: false,
      index: false,
      list: false,
      // A story's file never changes under its name (a new voice is stored under a new one), so
      // browsers and proxies may keep it for good.
      maxAge: '365d',
      immutable: true,
      // Only the files the media store wrote: a symbolic link there is never followed.
      onFile: refuseLinks(config.publicMediaDir),
    });
  } else {
    // reply.sendFile(file, root), for the app's index; no media folder exists on this machine.
    await app.register(fastifyStatic, { root: config.webDist, serve: false });
    app.get<{ Params: { bundleId: string; name: string } }>(
      '/data/:bundleId/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { bundleId, name } = request.params;
        if (!SAFE_SEGMENT.test(bundleId) || !SAFE_SEGMENT.test(name)) throw notFound();
        // A public file is written once under its name and never changed: browsers may keep it.
        return sendStoredMedia(request, reply, media, {
          visibility: 'public',
          bundleId,
          name,
          cacheControl: 'public, max-age=31536000, immutable',
        });
      },
    );
  }

  const indexFile = path.join(config.webDist, 'index.html');
  const webBuilt = fs.existsSync(indexFile);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: `${WEB_BASE}/`,
      decorateReply: false,
      index: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build` to serve /stories');
  }

  const sendApp = (reply: FastifyReply) => {
    if (!webBuilt) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', config.webDist, { cacheControl: false });
  };

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.get(WEB_BASE, { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.get(`${WEB_BASE}/`, { schema: { hide: true } }, (_req, reply) => sendApp(reply));
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/player/:id',
    { schema: { hide: true } },
    (request, reply) => {
      const query = new URLSearchParams(request.query).toString();
      const target = `${WEB_BASE}/play/${encodeURIComponent(request.params.id)}${query ? `?${query}` : ''}`;
      return reply.redirect(sameOriginPath(target, config.publicUrl) ?? `${WEB_BASE}/`);
    },
  );

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request)) return sendApp(reply);
    throw notFound();
  });
}

/** A page of the single-page app: a GET under /stories that is not a missing file. */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(`${WEB_BASE}/`)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}
