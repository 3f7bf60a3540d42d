/**
 * Names shared by the page, which saves stories, and the service worker, which answers from them:
 * each saved story has a Cache Storage cache of its own, holding its files under the addresses
 * they were fetched from.
 */
export const SAVED_STORY_CACHE_PREFIX = 'storyloom-story-';

export const savedStoryCacheName = (bundleId: string): string => `${SAVED_STORY_CACHE_PREFIX}${bundleId}`;
