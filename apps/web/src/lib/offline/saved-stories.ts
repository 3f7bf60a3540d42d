import type { StoryBundle } from '@storyloom/contract';
import { bundlePath } from '@storyloom/contract';
import { contractSchemas } from '../contract-schemas.ts';
import { SAVED_STORY_CACHE_PREFIX, savedStoryCacheName } from './saved-story-caches.ts';
import { storyFiles } from './story-files.ts';

/** The little of Cache Storage this module uses, so tests can hand it a fake. */
export interface StoryCache {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

export interface StoryCacheStorage {
  open(name: string): Promise<StoryCache>;
  has(name: string): Promise<boolean>;
  delete(name: string): Promise<boolean>;
  keys(): Promise<string[]>;
}

/** What the "On this device" list shows of a saved story. */
export interface SavedStory {
  bundleId: string;
  title: string;
  child: string;
  language: string;
  privacy: StoryBundle['privacy'];
  /** Whose private story it is; null for a story made signed out. */
  owner: string | null;
  savedAt: string;
  /** Bytes of every file saved, the story's text included. */
  size: number;
  /** Scene 1's picture as it was saved; null for a story told without pictures. */
  coverUrl: string | null;
}

export interface SaveProgress {
  saved: number;
  total: number;
}

/** Where a saved story's own record is kept in its cache; no request ever asks for it. */
const RECORD_URL = '/stories/saved-story.json';

/** Why a story could not be saved: one of its files did not come. */
export class SaveFailedError extends Error {
  override readonly name = 'SaveFailedError';
}

/** Why a save stopped: the private story it was saving belongs to someone no longer signed in. */
export class SaveCancelledError extends Error {
  override readonly name = 'SaveCancelledError';
}

type Belonging = Pick<SavedStory, 'privacy' | 'owner'>;

const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Stories kept on this device to play with no network. A story is saved only once every one of
 * its files is stored: its record is written last, and a save that fails takes its files away
 * again, so nothing half-saved is ever listed.
 */
export function createSavedStories(
  storage: () => StoryCacheStorage | null,
  fetchFile: (url: string) => Promise<Response>,
) {
  /** Whose private stories the device keeps: whoever was last known signed in; undefined until then. */
  let keeper: string | null | undefined;
  /** The saves under way: their stories have no record yet, so only this says whose they are. */
  const savesUnderWay = new Set<{ name: string; story: Belonging }>();

  const someoneElses = (story: Belonging) =>
    keeper !== undefined && story.privacy === 'private' && (keeper === null || story.owner !== keeper);

  const cacheOf = async (bundleId: string): Promise<StoryCache | null> => {
    const caches = storage();
    const name = savedStoryCacheName(bundleId);
    return caches && (await caches.has(name)) ? caches.open(name) : null;
  };

  const recordOf = async (cache: StoryCache): Promise<SavedStory | null> => {
    const response = await cache.match(RECORD_URL);
    return response ? ((await response.json()) as SavedStory) : null;
  };

  const list = async (): Promise<SavedStory[]> => {
    const caches = storage();
    if (!caches) return [];
    const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_STORY_CACHE_PREFIX));
    const records = await Promise.all(names.map(async (name) => recordOf(await caches.open(name))));
    return records
      .filter((record): record is SavedStory => record !== null)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  };

  const remove = async (bundleId: string): Promise<void> => {
    await storage()?.delete(savedStoryCacheName(bundleId));
  };

  return {
    /** Whether this browser can keep stories at all (Cache Storage needs a secure page). */
    available: (): boolean => storage() !== null,

    list,
    remove,

    /** Stores the story and every file it plays; reports each file as it is stored. */
    async save(bundle: StoryBundle, onProgress: (progress: SaveProgress) => void): Promise<SavedStory> {
      const caches = storage();
      if (!caches) throw new SaveFailedError('This browser cannot keep stories.');
      const name = savedStoryCacheName(bundle.bundle_id);
      const underWay = { name, story: { privacy: bundle.privacy, owner: bundle.user_id } };
      // Checked after every wait: signing out meanwhile stops the save of the private story.
      const stillWanted = () => {
        if (someoneElses(underWay.story)) throw new SaveCancelledError('Its parent is no longer signed in.');
      };
      const files = storyFiles(bundle);
      let size = 0;
      savesUnderWay.add(underWay);
      try {
        stillWanted();
        // Saving again starts afresh: the story's links may have changed since.
        await caches.delete(name);
        const cache = await caches.open(name);
        stillWanted();
        onProgress({ saved: 0, total: files.length });
        for (const [index, url] of files.entries()) {
          const response = await fetchFile(url);
          if (!response.ok) throw new SaveFailedError(`${url} answered ${response.status}`);
          const body = await response.blob();
          size += body.size;
          // Kept under the address it was fetched from: the player asks for exactly that one.
          await cache.put(url, new Response(body, { headers: response.headers }));
          stillWanted();
          onProgress({ saved: index + 1, total: files.length });
        }
        const text = JSON.stringify(bundle);
        size += new Blob([text]).size;
        await cache.put(bundlePath(bundle.bundle_id), jsonResponse(bundle));
        const record: SavedStory = {
          bundleId: bundle.bundle_id,
          title: bundle.title,
          child: bundle.child,
          language: bundle.language,
          privacy: bundle.privacy,
          owner: bundle.user_id,
          savedAt: new Date().toISOString(),
          size,
          coverUrl: bundle.scenes[0]?.image_url ?? null,
        };
        await cache.put(RECORD_URL, jsonResponse(record));
        stillWanted();
        return record;
      } catch (error) {
        await caches.delete(name);
        throw error instanceof SaveFailedError || error instanceof SaveCancelledError
          ? error
          : new SaveFailedError('Saving failed', { cause: error });
      } finally {
        savesUnderWay.delete(underWay);
      }
    },

    /** The saved copy of a story, for the player when the network is not there; null when not saved. */
    async bundle(bundleId: string): Promise<StoryBundle | null> {
      const cache = await cacheOf(bundleId);
      if (!cache || !(await recordOf(cache))) return null;
      const response = await cache.match(bundlePath(bundleId));
      return response ? (await contractSchemas.stories()).storyBundle.parse(await response.json()) : null;
    },

    /** A saved file's content, e.g. the cover for the list, whatever became of its link since. */
    async file(bundleId: string, url: string): Promise<Blob | null> {
      const response = await (await cacheOf(bundleId))?.match(url);
      return response ? response.blob() : null;
    },

    /**
     * Takes away the private stories that are not `owner`'s: every one when nobody is signed in.
     * Their signed links go with them. Saves of such stories, under way now or started before the
     * session changes again (a story fetched before signing out), stop and leave nothing. Answers
     * how many saved stories were taken away.
     */
    async forgetPrivateStories(owner: string | null): Promise<number> {
      // Before any wait: a save that goes on from here finds it is no longer wanted.
      keeper = owner;
      const caches = storage();
      if (!caches) return 0;
      const stopped = [...savesUnderWay].filter((save) => someoneElses(save.story)).map((save) => save.name);
      await Promise.all(stopped.map((name) => caches.delete(name)));
      const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_STORY_CACHE_PREFIX));
      const forgotten = await Promise.all(
        names.map(async (name) => {
          const record = await recordOf(await caches.open(name));
          const forget = record !== null && someoneElses(record);
          if (forget) await caches.delete(name);
          return forget;
        }),
      );
      return forgotten.filter(Boolean).length;
    },
  };
}

export type SavedStories = ReturnType<typeof createSavedStories>;

/** This browser's saved stories; null storage where Cache Storage is missing (an http page, a test). */
export const savedStories: SavedStories = createSavedStories(
  () => (typeof caches === 'undefined' ? null : (caches as unknown as StoryCacheStorage)),
  (url) => fetch(url, { credentials: 'same-origin' }),
);
