import type { WriteWatch } from './db/write-counter.ts';

interface Kept<T> {
  value: T;
  /** The watched writes' version before the value was read. */
  version: number;
  until: number;
}

/**
 * Answers kept in memory for a few seconds, and only while this process has made none of the
 * watched writes: a write here is seen at once, one by another process (a worker, the admin
 * command) within `seconds`. The least recently used go first past `max`. Without a watch nothing
 * is kept.
 */
export class KeptAnswers<T> {
  readonly #entries = new Map<string, Kept<T>>();

  constructor(
    private readonly writes: WriteWatch | undefined,
    private readonly options: { seconds: number; max: number; now?: () => number },
  ) {}

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The version to keep a value under: read it before reading what the value is made of. */
  version(): number | undefined {
    return this.writes?.version;
  }

  get(key: string): T | undefined {
    const kept = this.#entries.get(key);
    if (!kept || kept.version !== this.writes?.version || kept.until <= this.#now()) return undefined;
    // Used again: the last to be forgotten.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.value;
  }

  /**
   * The value last kept under `key`, even one out of date: the value made again in its place may
   * turn out the same, and then what was made from it can be used again.
   */
  last(key: string): T | undefined {
    return this.#entries.get(key)?.value;
  }

  keep(key: string, value: T, version: number | undefined): void {
    if (version === undefined) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, version, until: this.#now() + this.options.seconds * 1000 });
    if (this.#entries.size > this.options.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
