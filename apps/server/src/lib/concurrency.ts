import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs `work` over `items` with at most `limit` running at once. After a failure no new item
 * starts, and the first error is thrown only once every started item has settled, so nothing
 * keeps running behind the caller's back.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/** Like Promise.all, but waits for every promise to settle before throwing the first error. */
export async function allSettledOrThrow<T extends readonly unknown[]>(
  promises: [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const rejected = settled.find((r) => r.status === 'rejected');
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** A gate shared by every caller that holds it: at most `limit` tasks run at once, the rest wait in order. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

const urgent = new AsyncLocalStorage<true>();

/**
 * Runs `work` ahead of the line: every limiter it waits in, directly or through the providers it
 * calls, serves it before the work that is not urgent (a story's first scene, which the reader waits for).
 */
export function runUrgently<T>(work: () => Promise<T>): Promise<T> {
  return urgent.run(true, work);
}

/**
 * A first-come, first-served limiter, so the scene that asked first is served first; urgent work
 * (see runUrgently) goes before everything that is not.
 */
export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`A limiter needs a limit of 1 or more, not ${limit}`);
  let active = 0;
  const queue: { start: () => void; urgent: boolean }[] = [];
  const admit = () => {
    while (active < limit && queue.length > 0) {
      active += 1;
      queue.shift()?.start();
    }
  };
  const enqueue = (start: () => void) => {
    const isUrgent = urgent.getStore() === true;
    const firstNotUrgent = isUrgent ? queue.findIndex((waiting) => !waiting.urgent) : -1;
    queue.splice(firstNotUrgent === -1 ? queue.length : firstNotUrgent, 0, { start, urgent: isUrgent });
    admit();
  };
  return {
    async run(task) {
      await new Promise<void>((resolve) => enqueue(resolve));
      try {
        return await task();
      } finally {
        active -= 1;
        admit();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * The promise's outcome if it settles within `ms`, else what `late` gives (or throws) then. The
 * promise itself runs on; only the wait is cut short.
 */
export async function unlessLate<T, L>(promise: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the promise settled within the time. */
export const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  unlessLate(
    promise.then(() => true),
    ms,
    () => false,
  );
