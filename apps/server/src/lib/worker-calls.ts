import { parentPort, type Transferable, Worker } from 'node:worker_threads';

/**
 * Run from source (tsx in development, vitest), this module and the worker modules are TypeScript;
 * built, they are the JavaScript beside it in `dist`.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const SOURCE_ENTRY = new URL('./worker-entry.mjs', import.meta.url);
/** The package export condition under which `@storyloom/contract` resolves to its TypeScript source. */
const SOURCE_CONDITION = '--conditions=storyloom-source';

/**
 * Starts a worker on `module` (a TypeScript module's URL). Node starts a worker only from
 * JavaScript: built, that is the module's compiled `.js` beside it; from source, `worker-entry.mjs`
 * registers tsx and then loads the TypeScript, resolving the contract to its source as the
 * process does.
 */
function startWorker(module: URL): Worker {
  if (!FROM_SOURCE) return new Worker(new URL(module.href.replace(/\.ts$/, '.js')));
  return new Worker(SOURCE_ENTRY, {
    workerData: { module: module.href },
    execArgv: [...process.execArgv, SOURCE_CONDITION],
  });
}

/** Structured cloning hands a Buffer over as a plain Uint8Array: this is it as a Buffer again, uncopied. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type Reply<Result> = { id: number; result: Result } | { id: number; error: string };

/**
 * Calls a function that runs on a worker thread, so work that holds the CPU (laying out a PDF,
 * speaking a scene) does not stall every other request. The worker starts with the first call that
 * needs it, keeps the process alive only while calls are waiting, and is started again if it
 * dies; a call that was waiting when it died fails.
 *
 * `module` is the worker's TypeScript module, which answers with `serveWorkerCalls`; built, its
 * compiled JavaScript runs instead.
 */
export class WorkerCalls<Request, Result> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { worker: Worker; resolve: (result: Result) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly module: URL,
    /** Names the work in errors, e.g. 'PDF rendering'. */
    private readonly what: string,
  ) {}

  call(request: Request, transfer: readonly Transferable[] = []): Promise<Result> {
    return this.send({ request }, transfer);
  }

  /** Starts the worker, resolving once it has loaded its module (and rehearsed) and answers calls. */
  async warm(): Promise<void> {
    await this.send({ warm: true });
  }

  private send(message: { request: Request } | { warm: true }, transfer: readonly Transferable[] = []) {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, ...message }, transfer);
      worker.ref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.module);
    worker.unref();
    worker.on('message', (reply: Reply<Result>) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (![...this.pending.values()].some((call) => call.worker === worker)) worker.unref();
      if (!waiting) return;
      if ('result' in reply) waiting.resolve(reply.result);
      else waiting.reject(new Error(`${this.what} failed: ${reply.error}`));
    });
    // Only the calls this worker had: a worker closed and replaced must not fail its successor's.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The ${this.what} worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const started = this.worker;
    this.worker = null;
    await started?.terminate();
  }
}

/**
 * The worker's side of `WorkerCalls`: answers each request with `handle`, handing back the
 * buffers `transfer` names instead of copying them. The `rehearsal`'s steps run once, on the
 * first warm-up, one after another until a call comes: the work they warm is then warmed by the
 * calls themselves, which never wait for more than the step under way. The warm-up is answered
 * once the rehearsal has ended.
 */
export function serveWorkerCalls<Request, Result>(
  handle: (request: Request) => Promise<Result>,
  transfer: (result: Result) => Transferable[] = () => [],
  rehearsal: readonly (() => Promise<unknown>)[] = [],
): void {
  let called = false;
  let rehearsed: Promise<void> | undefined;
  const rehearse = async () => {
    for (const step of rehearsal) {
      if (called) return;
      await step();
    }
  };
  parentPort?.on('message', async ({ id, request, warm }: { id: number; request: Request; warm?: true }) => {
    // Messages wait until this module is loaded: answering one says the worker is ready.
    if (warm) {
      rehearsed ??= rehearse();
      return rehearsed.then(
        () => parentPort?.postMessage({ id, result: null }),
        (error: unknown) => parentPort?.postMessage({ id, error: describeError(error) }),
      );
    }
    called = true;
    let reply: Reply<Result>;
    let moved: Transferable[] = [];
    try {
      const result = await handle(request);
      reply = { id, result };
      moved = transfer(result);
    } catch (error) {
      reply = { id, error: describeError(error) };
    }
    parentPort?.postMessage(reply, moved);
  });
}

const describeError = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
