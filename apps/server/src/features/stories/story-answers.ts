import { type StoryListQuery, storyBundle, storyListResponse } from '@storyloom/contract';
import type { WatchedTables, WriteCounter } from '../../platform/db/write-counter.ts';
import { type JsonAnswer, jsonAnswer } from '../../platform/http/json-answers.ts';
import { KeptAnswers } from '../../platform/kept-answers.ts';
import type { StoryReader } from './story-reader.ts';

/** How long an anonymous list may be kept, here and by browsers and proxies. */
export const LIST_MAX_AGE_SECONDS = 5;
/** How long a public bundle is kept here; it is not for other processes' writes to wait longer. */
const BUNDLE_KEPT_SECONDS = 5;

/**
 * What lists and bundles show: stories, their scenes, and their owners' ids (removing a user
 * changes the stories that named them). A story's likes are counted on its row but shown by neither.
 */
const STORY_READS: WatchedTables = {
  tables: ['stories', 'scenes', 'users'],
  unshownColumns: { stories: ['like_count'] },
};

export interface CachedAnswer {
  answer: JsonAnswer;
  cacheControl: string;
}

const isOwner = (ownerId: string | null, viewer: string | null) => ownerId !== null && ownerId === viewer;

/** A public ready bundle as everyone but its owner sees it. */
interface SharedBundle {
  answer: JsonAnswer;
  ownerId: string | null;
}

/**
 * The archive list and the story bundle as JSON answers with their cache policy, the hot ones kept
 * for a few seconds. Anonymous lists are the same for everyone and may be kept by any cache
 * briefly. A public ready bundle is the same for everyone but its owner (who also sees its
 * warnings) and changes only when the story is re-voiced, hidden or deleted: caches may keep it
 * but ask again each time, and its ETag answers 304 while it is unchanged. Signed-in lists, stories
 * being made (polled while their scenes come) and private stories (their links expire) are never kept.
 */
export class StoryAnswers {
  readonly #lists: KeptAnswers<JsonAnswer>;
  readonly #bundles: KeptAnswers<SharedBundle>;

  constructor(
    private readonly reader: StoryReader,
    counter: WriteCounter | undefined,
  ) {
    const writes = counter?.watch(STORY_READS);
    this.#lists = new KeptAnswers(writes, { seconds: LIST_MAX_AGE_SECONDS, max: 500 });
    this.#bundles = new KeptAnswers(writes, { seconds: BUNDLE_KEPT_SECONDS, max: 2000 });
  }

  async list(query: StoryListQuery, viewer: string | null): Promise<CachedAnswer> {
    if (viewer) {
      return {
        answer: jsonAnswer(storyListResponse, await this.reader.list(query, viewer)),
        cacheControl: 'private, no-store',
      };
    }
    const key = JSON.stringify(query);
    const cacheControl = `public, max-age=${LIST_MAX_AGE_SECONDS}`;
    const kept = this.#lists.get(key);
    if (kept) return { answer: kept, cacheControl };
    const version = this.#lists.version();
    const answer = jsonAnswer(storyListResponse, await this.reader.list(query, null), this.#lists.last(key));
    this.#lists.keep(key, answer, version);
    return { answer, cacheControl };
  }

  async bundle(id: string, viewer: string | null): Promise<CachedAnswer> {
    const shared = viewer ? 'private, no-cache' : 'public, no-cache';
    const kept = this.#bundles.get(id);
    // The owner's own view (with its warnings) is never the kept one.
    if (kept && !isOwner(kept.ownerId, viewer)) return { answer: kept.answer, cacheControl: shared };
    const version = this.#bundles.version();
    const bundle = await this.reader.bundle(id, viewer);
    const answer = jsonAnswer(storyBundle, bundle, this.#bundles.last(id)?.answer);
    if (bundle.status !== 'ready' || bundle.privacy !== 'public') {
      return { answer, cacheControl: 'private, no-store' };
    }
    if (isOwner(bundle.user_id, viewer)) return { answer, cacheControl: 'private, no-cache' };
    this.#bundles.keep(id, { answer, ownerId: bundle.user_id }, version);
    return { answer, cacheControl: shared };
  }
}
