// Node starts a worker only from JavaScript: this entry registers tsx, then loads the TypeScript
// module that `WorkerCalls` names in the worker's data.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
