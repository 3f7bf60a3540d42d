import { describe, expect, it } from 'vitest';
import {
  allSettledOrThrow,
  createLimiter,
  mapWithConcurrency,
  runUrgently,
  unlessLate,
  within,
} from './concurrency.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mapWithConcurrency', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapWithConcurrency([30, 10, 20, 5], 2, async (ms, i) => {
      running += 1;
      most = Math.max(most, running);
      await sleep(ms);
      running -= 1;
      return i;
    });
    expect(out).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it('starts nothing new after a failure and waits for started work before throwing', async () => {
    const finished: number[] = [];
    const started: number[] = [];
    const run = mapWithConcurrency([0, 1, 2, 3], 2, async (i) => {
      started.push(i);
      if (i === 0) throw new Error('boom');
      await sleep(20);
      finished.push(i);
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });
});

describe('allSettledOrThrow', () => {
  it('waits for the slow promise before rejecting with the first error', async () => {
    let slowDone = false;
    const slow = sleep(20).then(() => {
      slowDone = true;
      return 1;
    });
    await expect(allSettledOrThrow([Promise.reject(new Error('fast')), slow])).rejects.toThrow('fast');
    expect(slowDone).toBe(true);
  });
});

describe('createLimiter', () => {
  it('runs at most the limit at once and starts waiting tasks in the order they came', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number, ms: number) =>
      limiter.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await sleep(ms);
        running -= 1;
        return i;
      });
    const results = await Promise.all([task(0, 30), task(1, 10), task(2, 5), task(3, 5), task(4, 5)]);
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.active).toBe(0);
  });

  it('frees its place when a task fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });

  it('serves urgent work before work that came earlier, and urgent work in the order it came', async () => {
    const limiter = createLimiter(1);
    const started: string[] = [];
    const task = (name: string) =>
      limiter.run(async () => {
        started.push(name);
        await sleep(5);
      });
    await Promise.all([
      task('busy'),
      task('later 1'),
      task('later 2'),
      runUrgently(() => task('urgent 1')),
      runUrgently(async () => {
        await sleep(1);
        await task('urgent 2');
      }),
    ]);
    expect(started).toEqual(['busy', 'urgent 1', 'urgent 2', 'later 1', 'later 2']);
  });
});

describe('unlessLate', () => {
  const after = <T>(ms: number, value: T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('gives the answer that comes in time, and its failure as it is', async () => {
    await expect(unlessLate(after(5, 'story'), 200, () => null)).resolves.toBe('story');
    await expect(unlessLate(Promise.reject(new Error('down')), 200, () => null)).rejects.toThrow('down');
  });

  it('gives what the late answer says once the time is up, or its error', async () => {
    await expect(unlessLate(after(500, 'story'), 10, () => null)).resolves.toBeNull();
    await expect(
      unlessLate(after(500, 'story'), 10, () => {
        throw new Error('too slow');
      }),
    ).rejects.toThrow('too slow');
    await expect(within(after(500, 'story'), 10)).resolves.toBe(false);
    await expect(within(after(5, 'story'), 200)).resolves.toBe(true);
  });
});
