import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db/database.ts';
import { type EventLog, FORGET_AFTER_MS } from './events.ts';

/** Every process listens here; a notification names the key and sequence of an event just stored. */
const CHANNEL = 'story_events';
/** NOTIFY refuses a payload of 8000 bytes: a bigger event is left out, and read from the table. */
const INLINE_EVENT_BYTES = 7000;
/** Rows of work that never said it ended (its process stopped first) go after a day. */
const KEEP_AT_MOST_MS = 24 * 60 * 60 * 1000;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 10_000;

export interface PostgresEventLogOptions {
  db: Db;
  /** The database's address, for the connection that listens. */
  url: string;
  log: FastifyBaseLogger;
}

interface Subscriber<E> {
  listener: (event: E) => void;
  /** The sequences already delivered: an event both replayed and announced is delivered once. */
  delivered: Set<number>;
  /**
   * False until its replay has run (again after the listening connection came back): what is
   * announced before then is left to that replay, which reads it from the table in order.
   */
  live: boolean;
}

/** A key followed in this process: its subscribers, and the work of delivering to them, done in turn. */
interface Feed<E> {
  subscribers: Set<Subscriber<E>>;
  steps: Promise<void>;
}

/**
 * The events of many processes on one PostgreSQL database (ROLE=api and ROLE=worker): each is a
 * row of `story_events`, announced with NOTIFY. Every process holds one connection that LISTENs and
 * hands what it hears to its own subscribers; a subscriber is first replayed the key's rows.
 */
export class PostgresEventLog<E> implements EventLog<E> {
  private readonly feeds = new Map<string, Feed<E>>();
  /** Each key's last publish, which the next one waits for, so a key's events are stored in order. */
  private readonly publishing = new Map<string, Promise<void>>();
  private readonly forgetting = new Set<NodeJS.Timeout>();
  private listening: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(private readonly options: PostgresEventLogOptions) {}

  /** Starts listening, and removes the rows left by work that never ended. */
  static async open<E>(options: PostgresEventLogOptions): Promise<PostgresEventLog<E>> {
    const log = new PostgresEventLog<E>(options);
    await log.listen();
    await log.remove(null);
    return log;
  }

  publish(key: string, event: E): Promise<void> {
    const json = JSON.stringify(event);
    const next = (this.publishing.get(key) ?? Promise.resolve())
      .then(() => this.store(key, json))
      .catch((error) => this.options.log.error({ err: error, key }, 'could not publish an event'));
    this.publishing.set(key, next);
    void next.then(() => {
      if (this.publishing.get(key) === next) this.publishing.delete(key);
    });
    return next;
  }

  async subscribe(key: string, listener: (event: E) => void): Promise<() => void> {
    const feed = this.feeds.get(key) ?? this.follow(key);
    const subscriber: Subscriber<E> = { listener, delivered: new Set(), live: false };
    feed.subscribers.add(subscriber);
    const unsubscribe = () => {
      feed.subscribers.delete(subscriber);
      if (feed.subscribers.size === 0 && this.feeds.get(key) === feed) this.feeds.delete(key);
    };
    try {
      await this.step(feed, () => this.replay(key, feed, [subscriber]));
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  forget(key: string, afterMs = FORGET_AFTER_MS): void {
    const timer = setTimeout(() => {
      this.forgetting.delete(timer);
      void (this.publishing.get(key) ?? Promise.resolve())
        .then(() => this.remove(key))
        .catch((error) => this.options.log.error({ err: error, key }, 'could not forget events'));
    }, afterMs);
    timer.unref();
    this.forgetting.add(timer);
  }

  /** Waits for the events being stored and stops listening; rows a forget was waiting for stay for the daily sweep. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const timer of this.forgetting) clearTimeout(timer);
    await Promise.all(this.publishing.values());
    await this.listening?.end();
  }

  /** Stores the event and announces it in one statement: the announcement goes out once the row is there. */
  private async store(key: string, json: string): Promise<void> {
    await sql`
      with stored as (
        insert into story_events (key, event, created_at)
        values (${key}, ${json}, ${new Date().toISOString()})
        returning seq
      )
      select pg_notify(${CHANNEL}, json_build_object(
        'key', ${key}::text,
        'seq', seq,
        'event', case when octet_length(${json}::text) <= ${INLINE_EVENT_BYTES} then ${json}::json end
      )::text)
      from stored
    `.execute(this.options.db);
  }

  /** Deletes a key's rows, and every row older than a day; only the old ones without a key. */
  private async remove(key: string | null): Promise<void> {
    const cutoff = new Date(Date.now() - KEEP_AT_MOST_MS).toISOString();
    await this.options.db
      .deleteFrom('story_events')
      .where((eb) => {
        const old = eb('created_at', '<', cutoff);
        return key === null ? old : eb.or([old, eb('key', '=', key)]);
      })
      .execute();
  }

  private follow(key: string): Feed<E> {
    const feed: Feed<E> = { subscribers: new Set(), steps: Promise.resolve() };
    this.feeds.set(key, feed);
    return feed;
  }

  /** Runs `work` after the feed's earlier work; a failure is logged, and rejects the promise returned. */
  private step(feed: Feed<E>, work: () => Promise<void>): Promise<void> {
    const next = feed.steps.then(work);
    feed.steps = next.catch((error) => this.options.log.error({ err: error }, 'could not deliver events'));
    return next;
  }

  /** Delivers the key's stored events that the subscribers have not had, in order, then makes them live. */
  private async replay(key: string, feed: Feed<E>, subscribers: Subscriber<E>[]): Promise<void> {
    const rows = await this.options.db
      .selectFrom('story_events')
      .select(['seq', 'event'])
      .where('key', '=', key)
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      const event = JSON.parse(row.event) as E;
      for (const subscriber of subscribers) this.deliver(feed, subscriber, Number(row.seq), event);
    }
    for (const subscriber of subscribers) subscriber.live = true;
  }

  private deliver(feed: Feed<E>, subscriber: Subscriber<E>, seq: number, event: E): void {
    if (subscriber.delivered.has(seq) || !feed.subscribers.has(subscriber)) return;
    subscriber.delivered.add(seq);
    try {
      subscriber.listener(event);
    } catch (error) {
      this.options.log.error({ err: error }, 'an event subscriber failed');
    }
  }

  /** Hands an announced event to the key's live subscribers, after whatever the feed is doing. */
  private announced(payload: string | undefined): void {
    if (!payload) return;
    const notice = JSON.parse(payload) as { key: string; seq: number; event: E | null };
    const feed = this.feeds.get(notice.key);
    if (!feed) return;
    void this.step(feed, async () => {
      const event = notice.event ?? (await this.read(notice.seq));
      // A missing row was forgotten meanwhile.
      if (event === null) return;
      for (const subscriber of feed.subscribers) {
        if (subscriber.live) this.deliver(feed, subscriber, notice.seq, event);
      }
    });
  }

  private async read(seq: number): Promise<E | null> {
    const row = await this.options.db
      .selectFrom('story_events')
      .select('event')
      .where('seq', '=', seq)
      .executeTakeFirst();
    return row ? (JSON.parse(row.event) as E) : null;
  }

  private async listen(): Promise<void> {
    // Keep-alive probes find a connection that died quietly (a restarted proxy), so it is replaced.
    const client = new pg.Client({ connectionString: this.options.url, keepAlive: true });
    client.on('notification', (message) => this.announced(message.payload));
    // A lost connection also ends, which is where it is replaced.
    client.on('error', (error) => this.options.log.warn({ err: error }, 'the events connection failed'));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listening = client;
  }

  /** What is announced while the connection is down is never heard: the subscribers replay once it is back. */
  private dropped(client: pg.Client): void {
    if (this.closed || this.listening !== client) return;
    this.listening = null;
    for (const feed of this.feeds.values()) {
      for (const subscriber of feed.subscribers) subscriber.live = false;
    }
    this.reconnect(RECONNECT_FIRST_MS);
  }

  private reconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(async () => {
      this.reconnectTimer = null;
      try {
        await this.listen();
      } catch (error) {
        const retryInMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
        this.options.log.warn({ err: error, retryInMs }, 'could not listen for events');
        if (!this.closed) this.reconnect(retryInMs);
        return;
      }
      this.options.log.info('listening for events again');
      for (const [key, feed] of this.feeds) {
        void this.step(feed, () => this.replay(key, feed, [...feed.subscribers]));
      }
    }, delayMs);
  }
}
