// Node starts a worker only from JavaScript: when the server runs from source, this entry registers
// tsx, then loads the TypeScript module that `WorkerCalls` names in the worker's data. The build
// needs no entry: its workers start from their compiled JavaScript.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
