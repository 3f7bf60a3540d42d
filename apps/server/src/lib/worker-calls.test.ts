import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoRequest, EchoResult } from '../test/echo-worker.ts';
import { WorkerCalls } from './worker-calls.ts';

let calls: WorkerCalls<EchoRequest, EchoResult>;
afterEach(() => calls.close());

const start = () => {
  calls = new WorkerCalls(new URL('../test/echo-worker.ts', import.meta.url), 'Echo');
  return calls;
};

describe('WorkerCalls', () => {
  it('runs the work on another thread and hands the buffers over', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const result = await start().call({ kind: 'echo', bytes }, [bytes.buffer]);
    expect(result.threadId).not.toBe(threadId);
    expect([...result.bytes]).toEqual([2, 3, 4]);
    // Transferred, not copied: the caller's buffer is gone.
    expect(bytes.byteLength).toBe(0);
  });

  it('answers calls made at once, each with its own result', async () => {
    const worker = start();
    const results = await Promise.all(
      [10, 20, 30].map((n) => worker.call({ kind: 'echo', bytes: new Uint8Array([n]) })),
    );
    expect(results.map((r) => r.bytes[0])).toEqual([11, 21, 31]);
  });

  it('fails a call whose work throws, naming the work, and goes on answering', async () => {
    const worker = start();
    await expect(worker.call({ kind: 'fail', message: 'no such voice' })).rejects.toThrow(
      /^Echo failed: Error: no such voice/,
    );
    expect((await worker.call({ kind: 'echo', bytes: new Uint8Array([1]) })).bytes[0]).toBe(2);
  });

  it('fails only the closed worker’s calls, not those of the worker started after it', async () => {
    const worker = start();
    await worker.call({ kind: 'echo', bytes: new Uint8Array([1]) });
    const closing = worker.close();
    const next = worker.call({ kind: 'echo', bytes: new Uint8Array([5]) });
    await closing;
    expect((await next).bytes[0]).toBe(6);
  });

  it('warms up once the worker answers, and its calls are then answered as usual', async () => {
    const worker = start();
    await expect(worker.warm()).resolves.toBeUndefined();
    expect((await worker.call({ kind: 'echo', bytes: new Uint8Array([7]) })).bytes[0]).toBe(8);
  });

  it('rehearses on the first warm-up only', async () => {
    const worker = start();
    await worker.warm();
    await worker.warm();
    expect((await worker.call({ kind: 'echo', bytes: new Uint8Array([1]) })).rehearsals).toBe(2);
  });

  it('rehearses no more once a call has come', async () => {
    const worker = start();
    await worker.call({ kind: 'echo', bytes: new Uint8Array([1]) });
    await worker.warm();
    expect((await worker.call({ kind: 'echo', bytes: new Uint8Array([1]) })).rehearsals).toBe(0);
  });

  it('fails a warm-up when the worker cannot start', async () => {
    calls = new WorkerCalls(new URL('../test/no-such-worker.ts', import.meta.url), 'Missing');
    await expect(calls.warm()).rejects.toThrow();
  });

  it('fails the waiting calls when the worker dies, and starts a new one for the next', async () => {
    const worker = start();
    const first = await worker.call({ kind: 'echo', bytes: new Uint8Array([0]) });
    await expect(worker.call({ kind: 'crash' })).rejects.toThrow('The Echo worker stopped (exit code 3)');
    const next = await worker.call({ kind: 'echo', bytes: new Uint8Array([0]) });
    expect(next.threadId).not.toBe(first.threadId);
  });
});
