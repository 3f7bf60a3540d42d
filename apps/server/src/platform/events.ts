import { EventEmitter } from 'node:events';

/**
 * In-process publish/subscribe by key that remembers each key's events, so a subscriber that
 * arrives late is replayed what it missed (a page reload during generation keeps its progress).
 */
export class EventLog<E> {
  private readonly emitter = new EventEmitter();
  private readonly history = new Map<string, E[]>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(key: string, event: E): void {
    const list = this.history.get(key) ?? [];
    list.push(event);
    this.history.set(key, list);
    this.emitter.emit(key, event);
  }

  /** Calls `listener` with every past event of the key, then each new one; returns an unsubscribe. */
  subscribe(key: string, listener: (event: E) => void): () => void {
    for (const event of this.history.get(key) ?? []) listener(event);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  /** Forgets a key's history once nobody needs it (a minute after the work ended). */
  forget(key: string, afterMs = 60_000): void {
    setTimeout(() => this.history.delete(key), afterMs).unref();
  }
}
