import type { StoryCache, StoryCacheStorage } from '../saved-stories.ts';

/** Cache Storage as far as saved stories use it, in memory: jsdom has none. */
export class FakeCacheStorage implements StoryCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();

  async open(name: string): Promise<StoryCache> {
    let entries = this.caches.get(name);
    if (!entries) {
      entries = new Map();
      this.caches.set(name, entries);
    }
    const cache = entries;
    return {
      match: async (url) => cache.get(url)?.clone(),
      put: async (url, response) => void cache.set(url, response),
    };
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  /** The addresses stored in one cache. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])];
  }
}
