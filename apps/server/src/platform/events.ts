import { EventEmitter } from 'node:events';

/**
 * Publish/subscribe by key that remembers each key's events, so a subscriber that arrives late is
 * replayed what it missed (a page reload during generation keeps its progress). Kept in memory
 * for one process (MemoryEventLog), or in PostgreSQL for many (PostgresEventLog).
 */
export interface EventLog<E> {
  /**
   * Adds an event to the key's history and hands it to the key's subscribers; a key's events keep
   * the order they were published in. Resolves once every process can see it; never rejects (a
   * failure is logged), so a caller that need not wait may leave it.
   */
  publish(key: string, event: E): Promise<void>;
  /**
   * Calls `listener` with every past event of the key, then each new one, in order and each once.
   * Resolves with an unsubscribe once the past events have been delivered.
   */
  subscribe(key: string, listener: (event: E) => void): Promise<() => void>;
  /** Forgets a key's history once nobody needs it (a minute after the work ended). */
  forget(key: string, afterMs?: number): void;
  /** Waits for the events being published, then lets go of what the log holds open. */
  close(): Promise<void>;
}

export const FORGET_AFTER_MS = 60_000;

/** The events of one process, for a single process on SQLite (ROLE=all). */
export class MemoryEventLog<E> implements EventLog<E> {
  private readonly emitter = new EventEmitter();
  private readonly history = new Map<string, E[]>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(key: string, event: E): Promise<void> {
    const list = this.history.get(key) ?? [];
    list.push(event);
    this.history.set(key, list);
    this.emitter.emit(key, event);
  }

  async subscribe(key: string, listener: (event: E) => void): Promise<() => void> {
    for (const event of this.history.get(key) ?? []) listener(event);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  forget(key: string, afterMs = FORGET_AFTER_MS): void {
    setTimeout(() => this.history.delete(key), afterMs).unref();
  }

  async close(): Promise<void> {}
}
