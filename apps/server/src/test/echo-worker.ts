import { threadId } from 'node:worker_threads';
import { serveWorkerCalls } from '../lib/worker-calls.ts';

/** What the worker of `worker-calls.test.ts` is asked to do. */
export type EchoRequest =
  | { kind: 'echo'; bytes: Uint8Array }
  | { kind: 'fail'; message: string }
  | { kind: 'crash' };

export interface EchoResult {
  threadId: number;
  bytes: Uint8Array;
  /** How many steps of its rehearsal the worker has run. */
  rehearsals: number;
}

let rehearsals = 0;

serveWorkerCalls<EchoRequest, EchoResult>(
  async (request) => {
    if (request.kind === 'fail') throw new Error(request.message);
    if (request.kind === 'crash') process.exit(3);
    return { threadId, bytes: request.bytes.map((b) => b + 1), rehearsals };
  },
  (result) => [result.bytes.buffer as ArrayBuffer],
  [1, 2].map(() => async () => {
    rehearsals += 1;
  }),
);
