import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  bundleIdParams,
  bundlePath,
  type FirstAnswer,
  storyListPath,
  VOICE_OPTIONS_PATH,
  type VoiceOptionsResponse,
  WEB_BASENAME,
  WEB_PAGES,
} from '@storyloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unlessLate } from '../../lib/concurrency.ts';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import type { MediaStore } from '../media.ts';
import { makePrivateDirSync } from '../private-files.ts';
import { SAFE_SEGMENT } from '../storage/object-storage.ts';
import { refuseLinks } from './confined-files.ts';
import { drawnScreen, webRenderer, withDrawnScreen } from './drawn-screens.ts';
import {
  type ArchiveFirstPage,
  type SharedStory,
  withFirstAnswer,
  withLeadPicture,
  withPageModules,
  withPreview,
} from './page-preview.ts';
import { sameOriginPath } from './safe-redirect.ts';
import { sendStoredMedia } from './stored-media.ts';

const WEB_BASE = WEB_BASENAME;
type WebPage = keyof typeof WEB_PAGES;

/** What the app's pages come with, read when a page is asked for (see withFirstAnswer). */
export interface PageAnswers {
  /** A shared story's preview and story, or null for a story that may not be shown to anyone who has the link. */
  sharedStory: (bundleId: string) => Promise<SharedStory | null>;
  /** The archive's first page and its first card's cover. */
  archive: () => Promise<ArchiveFirstPage>;
  /** The voices and engines the generator asks for first. */
  voiceOptions: () => Promise<VoiceOptionsResponse>;
}

/** How a page is sent beside its screen's own chunks and drawing. */
interface PageOptions {
  status?: number;
  /** The answer to the screen's first call (an API path and its body), which the page comes with. */
  answer?: Omit<FirstAnswer, 'at'>;
  /** Puts the screen's other tags (a preview, a picture's preload) in the page's head. */
  withHead?: (html: string) => string;
}

/**
 * A page waits this long at most for what it comes with (a provider's voice list may be slow to
 * answer); past it, the page goes without, and the app asks for it itself.
 */
const PAGE_ANSWER_WAIT_MS = 500;

/** The answer, or null when it failed (logged) or took longer than a page may wait. */
async function pageAnswer<T>(
  request: FastifyRequest,
  what: string,
  answer: () => Promise<T>,
): Promise<T | null> {
  try {
    return await unlessLate(answer(), PAGE_ANSWER_WAIT_MS, () => null);
  } catch (error) {
    // The page works without it: the app asks for it itself.
    request.log.warn({ err: error }, `could not read ${what} for the page`);
    return null;
  }
}

/**
 * Serves public media at /data (from the public media folder, or streamed from the bucket), the
 * built web app at /stories (its pages answered by the app's index.html: a shared story's with its
 * preview and the story, the archive's with its first page of stories and its first cover's
 * preload, the generator's with the voices; any other page with the same index.html and 404), the
 * documented share-link form /player/{id}, and JSON 404s elsewhere.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  media: MediaStore,
  answers: PageAnswers,
): Promise<void> {
  if (config.storage.kind === 'local') {
    makePrivateDirSync(config.publicMediaDir);
    // reply.sendFile(file, root), for private media.
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
      // The build writes a Brotli and a gzip twin beside each text file: sent as they are.
      preCompressed: true,
      // The build's own notes (.vite/manifest.json) are for the build's checks, not for browsers.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build` to serve /stories');
  }

  const appIndex = cachedFile(indexFile);
  const pagePreloadsFile = cachedFile(path.join(config.webDist, '.vite/page-preloads.json'));
  // Read again only when the build writes a new list: every page of the app asks for it.
  let pagePreloads: { text: string; chunks: Partial<Record<WebPage, string[]>> } | null = null;
  /** The chunks the build named for a screen, none when the build wrote no list. */
  const screenChunks = async (page: WebPage) => {
    const text = await pagePreloadsFile().catch(() => '{}');
    if (pagePreloads?.text !== text) pagePreloads = { text, chunks: JSON.parse(text) };
    return pagePreloads.chunks[page] ?? [];
  };
  const renderer = webRenderer(config.webDist, app.log);

  /**
   * The app's index.html: for a screen, with the screen's own chunks named (the browser fetches them
   * beside the app's code) and the screen drawn in it, with its first answer when it has one;
   * `withHead` puts the screen's other tags in it.
   */
  const sendApp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: WebPage | null,
    { status = 200, answer, withHead = (html) => html }: PageOptions = {},
  ) => {
    if (!webBuilt) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    reply.header('cache-control', 'no-cache');
    // The page's language follows these: caches keep a copy for each.
    reply.header('vary', 'cookie, accept-language');
    const firstAnswer = answer && { ...answer, at: Date.now() };
    let html = withPageModules(await appIndex(), page ? await screenChunks(page) : []);
    if (firstAnswer) html = withFirstAnswer(html, firstAnswer.path, firstAnswer.body, firstAnswer.at);
    const screen =
      page &&
      (await drawnScreen(
        await renderer(),
        {
          url: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          answer: firstAnswer,
        },
        request.log,
      ));
    if (screen) html = withDrawnScreen(html, screen, reply.cspNonce.style);
    return reply.status(status).type('text/html; charset=utf-8').send(withHead(html));
  };

  const sendPlayer = async (
    request: FastifyRequest<{ Params: { bundleId?: string } }>,
    reply: FastifyReply,
  ) => {
    const { bundleId } = request.params;
    if (bundleId === undefined || !bundleIdParams.safeParse({ bundleId }).success)
      return sendApp(request, reply, 'play');
    const shared = await pageAnswer(request, 'the shared story', () => answers.sharedStory(bundleId));
    if (!shared) return sendApp(request, reply, 'play');
    const pageUrl = `${config.publicUrl}${WEB_BASE}/play/${encodeURIComponent(bundleId)}`;
    return sendApp(request, reply, 'play', {
      answer: { path: bundlePath(bundleId), body: shared.story },
      withHead: (html) => withPreview(html, shared.preview, pageUrl),
    });
  };

  /**
   * The archive with its first page of stories and its first card's cover fetched at once, unless
   * its address asks for a filtered list.
   */
  const sendArchives = async (request: FastifyRequest, reply: FastifyReply) => {
    // A search or filter in the address (?q=…) lists other stories first.
    if (request.url.includes('?')) return sendApp(request, reply, 'archives');
    const first = await pageAnswer(request, 'the archive', answers.archive);
    if (!first) return sendApp(request, reply, 'archives');
    const { stories, leadPicture } = first;
    return sendApp(request, reply, 'archives', {
      answer: { path: storyListPath({}), body: stories },
      withHead: (html) => (leadPicture ? withLeadPicture(html, leadPicture) : html),
    });
  };

  /** The generator with the voices and engines it asks for first. */
  const sendGenerator = async (request: FastifyRequest, reply: FastifyReply) => {
    const options = await pageAnswer(request, 'the voice options', answers.voiceOptions);
    return sendApp(
      request,
      reply,
      'generate',
      options ? { answer: { path: VOICE_OPTIONS_PATH, body: options } } : {},
    );
  };

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.get(WEB_BASE, { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  // The pages that come with their screen's first answer; every other page is the app as it is.
  const withAnswers: Partial<Record<WebPage, typeof sendPlayer>> = {
    play: sendPlayer,
    archives: sendArchives,
    generate: sendGenerator,
  };
  for (const [page, pattern] of Object.entries(WEB_PAGES) as [WebPage, string][]) {
    app.get(
      `${WEB_BASE}${pattern}`,
      { schema: { hide: true } },
      withAnswers[page] ?? ((request, reply) => sendApp(request, reply, page)),
    );
  }
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
    // The app shows its 'Page not found' there; crawlers and links checkers see the status.
    if (isAppPage(request)) return sendApp(request, reply, null, { status: 404 });
    throw notFound();
  });
}

/** A file's text, read again only when the file changes (a new build while the server runs). */
function cachedFile(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
    return cached.text;
  };
}

/** An address under /stories that the app would render, known page or not: a GET that is not a missing file. */
function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(`${WEB_BASE}/`)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}
