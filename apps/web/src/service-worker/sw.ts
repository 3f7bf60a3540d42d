/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SAVED_STORY_CACHE_PREFIX } from '../lib/offline/saved-story-caches.ts';
import { SKIP_WAITING } from './messages.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

// The app shell: the built index.html, scripts, styles, fonts and icons, so the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Where the app lives, e.g. /stories/: the worker's own folder. */
const appBase = new URL(self.registration.scope).pathname;

/**
 * Pages of the app come from the server while it answers (a shared story's preview, a missing
 * page's status), and from the saved shell when it does not. The API, media and the share links'
 * /player/ addresses are never answered with the app.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { allowlist: [new RegExp(`^${appBase}`)], denylist: [/^\/v1\//, /^\/data\//, /^\/player\//] },
  ),
);

/** A saved story's answer for this exact address (a signed link matches only as it was saved). */
async function savedAnswer(request: Request): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_STORY_CACHE_PREFIX));
  for (const name of names) {
    const cache = await caches.open(name);
    const answer = await cache.match(request.url, { ignoreVary: true });
    if (answer) return answer;
  }
  return undefined;
}

/** Audio and video ask for parts of a file; a saved file answers with the part asked for. */
const asAsked = (request: Request, answer: Response) =>
  request.headers.has('range') ? createPartialResponse(request, answer) : answer;

const isStoryFile = (url: URL) => url.pathname.startsWith('/data/') || url.pathname.startsWith('/v1/media/');
const isStory = (url: URL) => url.pathname.startsWith('/v1/stories/bundle/');

/**
 * What the player loads from another origin: public pictures, narration and sign videos at the
 * bucket's public address (S3_PUBLIC_URL), the only other origin the page's policy lets it load from.
 */
const PLAYED_FROM_ELSEWHERE: ReadonlySet<RequestDestination> = new Set(['image', 'audio', 'video']);

/** A request for one of a story's files, on this origin or at the media's own address. */
const mayBeStoryFile = (request: Request, url: URL) =>
  url.origin === self.location.origin ? isStoryFile(url) : PLAYED_FROM_ELSEWHERE.has(request.destination);

/**
 * A saved story's files never change under their address: they are answered from the device,
 * which keeps playing with no network. Only the very addresses a story was saved with are
 * answered so; everything else goes to the network as if no worker were here.
 */
registerRoute(
  ({ request, url }) => request.method === 'GET' && mayBeStoryFile(request, url),
  async ({ request }) => {
    const saved = await savedAnswer(request);
    return saved ? asAsked(request, saved) : fetch(request);
  },
);

/** A story is read from the server while it answers, so online it is never a stale copy. */
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isStory(url),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await savedAnswer(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// A new version waits while a story plays in an open page; the next page opened lets it take over.
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
